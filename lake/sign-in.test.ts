import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { configureLake, lakeHost } from './host';
import type { LakeIdentity } from './identity';
import { LAKE_SIGN_IN_PATH } from './project';
import { handleLakeRequest } from './router';
import { studioSessionsPath } from './studio-sessions';
import { configureLakeForTests } from './test-host';

const contentDir = mkdtempSync(path.join(tmpdir(), 'stroomplein-sign-in-'));
cpSync('content', contentDir, { recursive: true });
configureLakeForTests(contentDir);
afterAll(() => rmSync(contentDir, { recursive: true, force: true }));

const EDITOR = { uid: 'redacteur-1', email: 'an@stroomplein.test', name: 'An Redacteur' };
/** Accounts whose editor role was taken away after they signed in. */
const demoted = new Set<string>();
configureLake({
  ...lakeHost(),
  // The site's session cookie, as the site's host tells it.
  identify: async (request): Promise<LakeIdentity> => {
    const cookie = request.headers.get('cookie') ?? '';
    if (cookie.includes('sessie=redacteur')) return { kind: 'editor', ...EDITOR };
    if (cookie.includes('sessie=bezoeker'))
      return { kind: 'visitor', uid: 'b-1', email: 'b@x.test', name: 'B' };
    return { kind: 'anonymous' };
  },
  identifyAccount: async (user) => ({ kind: demoted.has(user.uid) ? 'visitor' : 'editor', ...user }),
});

const SITE = 'http://localhost:3000';
const PROJECT_HOST = 'http://stroomplein-lokaal.localhost:3000';
const STUDIO = 'http://localhost:3333';

/** A request to the lake at `url` (on the site's host or the project host), as the site's route hands it over. */
function lake(url: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}) {
  const address = new URL(url);
  const request = new Request(address, {
    method: init.method ?? 'GET',
    headers: {
      host: address.host,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return handleLakeRequest(request, address.pathname.replace(/^\/api\/lake\/?/, '').split('/'));
}

const signInAddress = (origin = `${STUDIO}/`, host = SITE) =>
  `${host}${LAKE_SIGN_IN_PATH}?${new URLSearchParams({ origin, projectId: 'stroomplein-lokaal', type: 'dual' })}`;

/** Signs the editor in as the Studio's button does, and gives the code the Studio finds in its address. */
async function signInCode(): Promise<string> {
  const answer = await lake(signInAddress(`${STUDIO}/studio/structure`), {
    headers: { cookie: 'sessie=redacteur' },
  });
  expect(answer.status).toBe(303);
  const back = new URL(answer.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(`${STUDIO}/studio/structure`);
  return /^#sid=(.{20,})$/.exec(back.hash)![1]!;
}

async function exchange(code: string) {
  return lake(`${PROJECT_HOST}/api/lake/v2025-02-19/auth/fetch?sid=${encodeURIComponent(code)}`, {
    headers: { origin: STUDIO },
  });
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}`, origin: STUDIO });

/** A draft written with the session's token, as the Studio saves. */
const writeDraft = (token: string, title: string) =>
  lake(`${PROJECT_HOST}/api/lake/v2025-02-19/data/mutate/production`, {
    method: 'POST',
    headers: bearer(token),
    body: { mutations: [{ createOrReplace: { _id: 'drafts.sign-in-test', _type: 'page', title } }] },
  });

describe("local Content Lake: Sanity's login for a Studio elsewhere", () => {
  it("answers auth/providers on the project host, naming the sign-in on the site's own host", async () => {
    const answer = await lake(`${PROJECT_HOST}/api/lake/v2025-02-19/auth/providers`, {
      headers: { origin: STUDIO },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(STUDIO);
    const { providers } = (await answer.json()) as {
      providers: { name: string; title: string; url: string }[];
    };
    expect(providers).toEqual([
      { name: 'stroomplein', title: 'Aanmelden bij Stroomplein', url: `${SITE}${LAKE_SIGN_IN_PATH}` },
    ]);
  });

  it('signs in on the site: from the project host to the site, signed out to /login, a visitor to "Geen toegang"', async () => {
    const onProjectHost = await lake(signInAddress(`${STUDIO}/`, PROJECT_HOST));
    expect(onProjectHost.status).toBe(303);
    expect(onProjectHost.headers.get('location')).toBe(signInAddress());

    const signedOut = await lake(signInAddress());
    const login = new URL(signedOut.headers.get('location')!);
    expect(`${login.origin}${login.pathname}`).toBe(`${SITE}/login`);
    const next = login.searchParams.get('next')!;
    expect(`${SITE}${next}`).toBe(signInAddress());

    const visitor = await lake(signInAddress(), { headers: { cookie: 'sessie=bezoeker' } });
    expect(visitor.headers.get('location')).toBe(`${SITE}/studio-geen-toegang`);
  });

  it('returns only to a Studio on the CORS list, with a clear refusal otherwise', async () => {
    const answer = await lake(signInAddress('https://phishing.example/'), {
      headers: { cookie: 'sessie=redacteur' },
    });
    expect(answer.status).toBe(403);
    expect(answer.headers.get('location')).toBeNull();
    expect(((await answer.json()) as { message: string }).message).toContain('npm run lake:cors -- add');
  });

  it('hands the Studio a session for its code, once; the session reads and writes as the editor until sign-out', async () => {
    const code = await signInCode();
    const exchanged = await exchange(code);
    expect(exchanged.status).toBe(200);
    const { token } = (await exchanged.json()) as { token: string };
    expect((await exchange(code)).status).toBe(401);
    // Only hashes are stored.
    expect(readFileSync(studioSessionsPath(contentDir), 'utf8')).not.toContain(token);

    const me = await lake(`${PROJECT_HOST}/api/lake/v2025-02-19/users/me`, { headers: bearer(token) });
    expect(await me.json()).toMatchObject({
      id: EDITOR.uid,
      name: EDITOR.name,
      roles: [{ name: 'administrator' }],
    });
    expect((await lake(`${PROJECT_HOST}/api/lake/v1/auth/id`, { headers: bearer(token) })).status).toBe(200);
    expect((await writeDraft(token, 'Test')).status).toBe(200);

    const signOut = await lake(`${PROJECT_HOST}/api/lake/v1/auth/logout`, {
      method: 'POST',
      headers: bearer(token),
    });
    expect(signOut.status).toBe(204);
    expect((await lake(`${PROJECT_HOST}/api/lake/v1/auth/id`, { headers: bearer(token) })).status).toBe(401);
  });

  it('asks the account on every use: an editor whose role was taken away writes no more', async () => {
    const { token } = (await (await exchange(await signInCode())).json()) as { token: string };
    demoted.add(EDITOR.uid);
    try {
      expect((await writeDraft(token, 'Weg')).status).toBe(403);
    } finally {
      demoted.delete(EDITOR.uid);
    }
  });
});
