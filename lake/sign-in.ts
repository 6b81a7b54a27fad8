import 'server-only';
import { originVerdict } from './cors';
import type { LakeRequest } from './data-api';
import { LakeError } from './errors';
import { lakeHost } from './host';
import { json, reachedOrigin } from './http';
import { bearerSecret } from './identity';
import { LAKE_PROJECT_ID, LAKE_SIGN_IN_PATH } from './project';
import { createSignInCode, endStudioSession, redeemSignInCode } from './studio-sessions';

/**
 * Sanity's login for a Studio the site's cookie does not reach (a standalone Studio calls the lake on
 * `<projectId>.localhost`): `/auth/providers` names the site's sign-in; the editor signs in there as on the site,
 * and returns to the Studio with a one-time code (`#sid=…`) that the Studio exchanges at `/auth/fetch` for a session
 * token (studio-sessions.ts). `/auth/logout` ends that session.
 */

/** Where the site answers: the lake's own host, without the project id a standalone Studio puts before it. */
function siteOrigin(request: Request): string {
  const reached = new URL(reachedOrigin(request));
  const projectHost = `${LAKE_PROJECT_ID}.`;
  if (reached.hostname.startsWith(projectHost)) reached.hostname = reached.hostname.slice(projectHost.length);
  return reached.origin;
}

export function signInProviders({ request }: LakeRequest): Response {
  return json({
    thirdPartyLogin: false,
    sso: { saml: false },
    providers: [
      {
        name: 'stroomplein',
        title: 'Aanmelden bij Stroomplein',
        url: `${siteOrigin(request)}${LAKE_SIGN_IN_PATH}`,
      },
    ],
  });
}

const seeOther = (location: string) => new Response(null, { status: 303, headers: { location } });

/** The Studio to return to: its address (`origin`), which must be on the lake's CORS list or the site's own. */
function returnAddress(context: LakeRequest): URL {
  const origin = context.url.searchParams.get('origin');
  let address: URL;
  try {
    address = new URL(origin ?? '');
  } catch {
    throw new LakeError(400, 'Geef het adres van de Studio mee in "origin" (zoals http://localhost:3333/).');
  }
  if (
    !['http:', 'https:'].includes(address.protocol) ||
    !originVerdict(address.origin, context.request).allowed
  ) {
    // Only a Studio the project trusts receives a session, as the Content Lake's login requires.
    throw new LakeError(
      403,
      `${address.origin} staat niet op de CORS-lijst van de lake; voeg de Studio toe met npm run lake:cors -- add ${address.origin} --credentials.`,
    );
  }
  return address;
}

export async function signIn(context: LakeRequest, provider: string): Promise<Response> {
  if (provider !== 'stroomplein') throw new LakeError(404, `Aanmelden via "${provider}" bestaat hier niet.`);
  if (context.url.searchParams.get('projectId') !== LAKE_PROJECT_ID) {
    throw new LakeError(404, `Project "${context.url.searchParams.get('projectId') ?? ''}" niet gevonden.`);
  }
  const back = returnAddress(context);
  const site = siteOrigin(context.request);
  const here = `${context.url.pathname}${context.url.search}`;
  // The site's session lives on its own host: the sign-in runs there.
  if (reachedOrigin(context.request) !== site) return seeOther(`${site}${here}`);
  const { identity } = context;
  if (identity.kind === 'anonymous') return seeOther(`${site}/login?next=${encodeURIComponent(here)}`);
  if (identity.kind !== 'editor') return seeOther(`${site}/studio-geen-toegang`);
  const code = await createSignInCode(lakeHost().dataset.directory, identity);
  back.hash = `sid=${code}`;
  return seeOther(back.href);
}

export async function exchangeSignInCode({ url }: LakeRequest): Promise<Response> {
  const code = url.searchParams.get('sid');
  const token = code ? await redeemSignInCode(lakeHost().dataset.directory, code) : null;
  if (!token) {
    throw new LakeError(401, 'Deze aanmelding is onbekend, al gebruikt of verlopen; meld je opnieuw aan.');
  }
  return json({ token });
}

export async function signOut({ request }: LakeRequest): Promise<Response> {
  const secret = bearerSecret(request);
  if (secret) await endStudioSession(lakeHost().dataset.directory, secret);
  return new Response(null, { status: 204 });
}
