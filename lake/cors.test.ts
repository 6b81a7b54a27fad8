import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { configureLake, lakeHost } from './host';
import { handleLakeRequest } from './router';
import { configureLakeForTests } from './test-host';

const contentDir = mkdtempSync(path.join(tmpdir(), 'stroomplein-cors-'));
cpSync('content', contentDir, { recursive: true });
configureLakeForTests(contentDir);
const SITE = 'https://stroomplein.test';
configureLake({ ...lakeHost(), siteOrigins: [SITE] });
afterAll(() => rmSync(contentDir, { recursive: true, force: true }));

const LAKE = 'http://lake.test/api/lake';
const QUERY = `/v2025-02-19/data/query/production?query=${encodeURIComponent('count(*[_type == "page"])')}`;

/** A request to the lake as the site's route hands it over, from a browser on `origin` (none: a server). */
function lake(
  pathAndQuery: string,
  {
    method = 'GET',
    origin,
    headers = {},
  }: { method?: string; origin?: string; headers?: Record<string, string> },
) {
  const request = new Request(`${LAKE}${pathAndQuery}`, {
    method,
    headers: { host: 'lake.test', ...(origin ? { origin } : {}), ...headers },
  });
  return handleLakeRequest(request, new URL(request.url).pathname.replace(/^\/api\/lake\/?/, '').split('/'));
}

const preflight = (origin: string, method = 'POST') =>
  lake(QUERY, {
    method: 'OPTIONS',
    origin,
    headers: {
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization,content-type,x-sanity-project-id,x-sanity-app',
    },
  });

const get = (pathAndQuery: string, origin?: string) => lake(pathAndQuery, { origin });

const cors = (response: Response) =>
  Object.fromEntries([...response.headers].filter(([name]) => name.startsWith('access-control-')));

async function checkCors(origin?: string) {
  const response = await get('/v2025-02-19/check/cors', origin);
  return { status: response.status, headers: cors(response), body: (await response.json()) as unknown };
}

/** `npm run lake:cors -- …` on the test's content folder: its exit code and what it printed. */
function script(...args: string[]) {
  const run = spawnSync(process.execPath, ['scripts/lake-cors.mjs', ...args], {
    env: { ...process.env, STROOMPLEIN_CONTENT_DIR: contentDir },
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('local Content Lake: CORS, as the Content Lake does it', () => {
  it('answers a preflight from a standalone Studio (http://localhost:3333), with credentials', async () => {
    const response = await preflight('http://localhost:3333');
    expect(response.status).toBe(204);
    expect(cors(response)).toEqual({
      'access-control-allow-origin': 'http://localhost:3333',
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': expect.stringMatching(/\bPOST\b.*\bDELETE\b/),
      'access-control-allow-headers': expect.stringMatching(/Authorization.*Content-Type/),
      'access-control-max-age': expect.stringMatching(/^\d+$/),
    });
    // Every header @sanity/client and the Studio send beyond the safelisted ones.
    for (const header of [
      'Authorization',
      'Content-Type',
      'X-Sanity-Project-ID',
      'X-Sanity-App',
      'Last-Event-ID',
    ])
      expect(response.headers.get('access-control-allow-headers')).toContain(header);
    expect(response.headers.get('vary')).toContain('Origin');
    const answer = await get(QUERY, 'http://localhost:3333');
    expect(answer.status).toBe(200);
    expect(cors(answer)).toEqual({
      'access-control-allow-origin': 'http://localhost:3333',
      'access-control-allow-credentials': 'true',
    });
  });

  it('gives an origin off the list no CORS headers: not on a preflight, nor on an answer or a refusal', async () => {
    const response = await preflight('https://elders.example');
    expect(response.status).toBe(204);
    expect(cors(response)).toEqual({});
    const answer = await get(QUERY, 'https://elders.example');
    // Answered, as the Content Lake does: the browser keeps it from the page.
    expect(answer.status).toBe(200);
    expect(cors(answer)).toEqual({});
    expect(answer.headers.get('vary')).toContain('Origin');
    const refused = await lake('/v2025-02-19/data/mutate/production', {
      method: 'POST',
      origin: 'https://elders.example',
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(cors(refused)).toEqual({});
  });

  it('allows credentials only to an origin listed with them, and never answers with "*"', async () => {
    execFileSync(process.execPath, ['scripts/lake-cors.mjs', 'add', 'https://zonder.example'], {
      env: { ...process.env, STROOMPLEIN_CONTENT_DIR: contentDir },
    });
    const without = await preflight('https://zonder.example');
    expect(cors(without)['access-control-allow-origin']).toBe('https://zonder.example');
    expect(cors(without)['access-control-allow-credentials']).toBeUndefined();
    expect(cors(await get(QUERY, 'https://zonder.example'))).toEqual({
      'access-control-allow-origin': 'https://zonder.example',
    });
    // The site's own origins, handed in by the site, with credentials.
    expect(cors(await get(QUERY, SITE))).toEqual({
      'access-control-allow-origin': SITE,
      'access-control-allow-credentials': 'true',
    });
  });

  it('tells /check/cors the truth about the list, readable by any origin', async () => {
    expect(await checkCors('http://localhost:3333')).toEqual({
      status: 200,
      headers: {
        'access-control-allow-origin': 'http://localhost:3333',
        'access-control-allow-credentials': 'true',
      },
      body: { result: { allowed: true, withCredentials: true } },
    });
    expect(await checkCors('https://zonder.example')).toMatchObject({
      headers: { 'access-control-allow-origin': 'https://zonder.example' },
      body: { result: { allowed: true, withCredentials: false } },
    });
    expect(await checkCors('https://elders.example')).toEqual({
      status: 200,
      headers: { 'access-control-allow-origin': 'https://elders.example' },
      body: { result: { allowed: false, withCredentials: false } },
    });
  });

  it('leaves the site itself as it was: a same-origin request or one without an origin gets no CORS headers', async () => {
    for (const origin of [undefined, 'http://lake.test']) {
      const answer = await get(QUERY, origin);
      expect(answer.status).toBe(200);
      expect(cors(answer)).toEqual({});
      expect((await checkCors(origin)).body).toEqual({ result: { allowed: true, withCredentials: true } });
    }
    // OPTIONS without a preflight's question: what Next answered before the lake did.
    const options = await lake(QUERY, { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('DELETE, GET, HEAD, OPTIONS, POST, PUT');
  });

  it('sets and clears no cookie, whatever cookies the request carries', async () => {
    const cookie = '__prerender_bypass=x; __next_preview_data=y';
    for (const response of [
      await lake(QUERY, { headers: { cookie } }),
      await lake('/v2025-02-19/users/me', { headers: { cookie } }),
    ])
      expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('is managed with `npm run lake:cors -- add|list|remove`, counted from the next request on', async () => {
    const listed = script('list');
    expect(listed.status).toBe(0);
    expect(listed.output).toContain('http://localhost:3333  met credentials');
    expect(listed.output).toContain('https://zonder.example  zonder credentials');

    const added = script('add', 'https://Studio.Voorbeeld.be/', '--credentials');
    expect(added).toEqual({
      status: 0,
      output: 'https://studio.voorbeeld.be staat op de lijst, met credentials.\n',
    });
    expect(cors(await preflight('https://studio.voorbeeld.be'))['access-control-allow-credentials']).toBe(
      'true',
    );
    expect(JSON.parse(script('list', '--json').output)).toEqual([
      { origin: 'http://localhost:3333', allowCredentials: true, createdAt: null },
      { origin: 'https://zonder.example', allowCredentials: false, createdAt: expect.any(String) },
      { origin: 'https://studio.voorbeeld.be', allowCredentials: true, createdAt: expect.any(String) },
    ]);

    expect(script('remove', 'http://localhost:3333').status).toBe(0);
    expect(cors(await preflight('http://localhost:3333'))).toEqual({});
    expect((await checkCors('http://localhost:3333')).body).toEqual({
      result: { allowed: false, withCredentials: false },
    });
    expect(readFileSync(path.join(contentDir, '.cors-origins.json'), 'utf8')).not.toContain('3333');

    expect(script('remove', 'https://nergens.example')).toEqual({
      status: 1,
      output: 'https://nergens.example staat niet op de lijst.\n',
    });
    const refused = script('add', 'https://studio.voorbeeld.be/pad');
    expect(refused.status).toBe(2);
    expect(refused.output).toContain('meer dan een origin');
    expect(script('add', 'https://*.voorbeeld.be').output).toContain('geen jokertekens');
  });
});
