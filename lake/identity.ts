import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { findApiToken } from './api-tokens.mjs';
import { LakeError } from './errors';
import { lakeHost } from './host';
import { findStudioSession } from './studio-sessions';

/**
 * Who calls the lake. An API token (`Authorization: Bearer`, see api-tokens.mjs) says it itself: a viewer token
 * reads drafts, an editor token also writes. A Studio session's token (studio-sessions.ts) names an account, and the
 * site tells what that account is now (its host's `identifyAccount`). Otherwise the site tells from the request (its
 * host's `identify`): an editor may read drafts and write; a signed-in visitor who is not an editor reads like an
 * anonymous caller and may not write.
 */

export interface LakeUser {
  uid: string;
  email: string;
  name: string;
}

export type LakeIdentity =
  | { kind: 'anonymous' }
  | ({ kind: 'visitor' } & LakeUser)
  | ({ kind: 'viewer' } & LakeUser)
  | ({ kind: 'editor' } & LakeUser);

function isSiteReadToken(secret: string): boolean {
  const own = lakeHost().siteReadToken;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return own !== undefined && timingSafeEqual(digest(secret), digest(own));
}

/** The secret of `Authorization: Bearer <secret>`; null without the header. */
export function bearerSecret(request: Request): string | null {
  const header = request.headers.get('authorization');
  if (header === null) return null;
  return /^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? '';
}

type TokenIdentity = LakeIdentity | { kind: 'session'; user: LakeUser } | null;

function tokenIdentity(request: Request): TokenIdentity {
  // A token in the address ends up in logs and browser history: refused, as if it were wrong.
  const { searchParams } = new URL(request.url);
  if (searchParams.has('token') || searchParams.has('access_token')) {
    throw new LakeError(401, 'Een API-token hoort in de kop Authorization, niet in het adres.');
  }
  const secret = bearerSecret(request);
  if (secret === null) return null;
  if (secret && isSiteReadToken(secret)) return { kind: 'viewer', uid: 'site', email: '', name: 'De site' };
  const session = secret ? findStudioSession(lakeHost().dataset.directory, secret) : null;
  if (session) return { kind: 'session', user: session };
  const token = secret ? findApiToken(lakeHost().dataset.directory, secret) : null;
  if (!token) throw new LakeError(401, 'Dit API-token is onbekend of ingetrokken.');
  const user = { uid: `token-${token.id}`, email: '', name: token.label };
  return token.role === 'editor' ? { kind: 'editor', ...user } : { kind: 'viewer', ...user };
}

export async function identify(request: Request): Promise<LakeIdentity> {
  const byToken = tokenIdentity(request);
  if (byToken && byToken.kind !== 'session') return byToken;
  const host = lakeHost();
  try {
    if (!byToken) return await host.identify(request);
    // A session's account decides, as a cookie's does: one whose editor role was taken away writes no more.
    return host.identifyAccount
      ? await host.identifyAccount(byToken.user)
      : { kind: 'editor', ...byToken.user };
  } catch {
    throw new LakeError(503, 'De accounts zijn even niet bereikbaar; probeer het zo dadelijk opnieuw.');
  }
}

export function requireEditor(identity: LakeIdentity): asserts identity is { kind: 'editor' } & LakeUser {
  if (identity.kind === 'anonymous') {
    throw new LakeError(401, 'Meld je aan als redacteur om inhoud te wijzigen.');
  }
  if (identity.kind === 'viewer') {
    throw new LakeError(403, 'Dit API-token mag alleen lezen; schrijven vraagt een token met de rol editor.');
  }
  if (identity.kind !== 'editor') {
    throw new LakeError(403, 'Je account heeft geen redacteursrechten; vraag ze aan een beheerder.');
  }
}
