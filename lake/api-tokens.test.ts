import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiTokensPath, createApiToken, listApiTokens, revokeApiToken } from './api-tokens.mjs';
import { handleLakeRequest } from './router';
import { configureLakeForTests } from './test-host';

const contentDir = mkdtempSync(path.join(tmpdir(), 'stroomplein-tokens-'));
cpSync('content', contentDir, { recursive: true });
configureLakeForTests(contentDir);
afterAll(() => rmSync(contentDir, { recursive: true, force: true }));

const API = 'http://lake.test/api/lake/v2025-02-19';

/** A request to the lake as the site's route hands it over. */
async function lake(pathAndQuery: string, { token, body }: { token?: string; body?: unknown } = {}) {
  const request = new Request(`${API}${pathAndQuery}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const segments = new URL(request.url).pathname.replace(/^\/api\/lake\/?/, '').split('/');
  const response = await handleLakeRequest(request, segments);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const draftCount = (token?: string) =>
  lake(
    `/data/query/production?query=${encodeURIComponent('count(*[_id in path("drafts.**")])')}&perspective=raw`,
    {
      token,
    },
  );
const write = (id: string) => ({
  mutations: [{ createOrReplace: { _id: id, _type: 'faqItem', question: id } }],
});
const stored = (id: string) =>
  readFileSync(path.join(contentDir, 'dataset.ndjson'), 'utf8').includes(`"_id":"${id}"`);

describe('local Content Lake: API tokens', () => {
  it('stores only a hash, and lists tokens without it', () => {
    const token = createApiToken(contentDir, { role: 'viewer', label: 'Site in hosted mode' });
    const file = readFileSync(apiTokensPath(contentDir), 'utf8');
    expect(file).not.toContain(token.secret);
    expect(listApiTokens(contentDir)).toContainEqual({
      id: token.id,
      label: 'Site in hosted mode',
      role: 'viewer',
      createdAt: token.createdAt,
      revokedAt: null,
    });
    expect(JSON.stringify(listApiTokens(contentDir))).not.toContain('hash');
  });

  it('lets a viewer token read drafts and refuses its writes; an editor token writes', async () => {
    const viewer = createApiToken(contentDir, { role: 'viewer', label: 'Lezer' }).secret;
    const editor = createApiToken(contentDir, { role: 'editor', label: 'Importscript' }).secret;
    // A draft to read, made here: the bundled dataset holds none.
    expect(
      (await lake('/data/mutate/production', { token: editor, body: write('drafts.token-concept') })).status,
    ).toBe(200);
    expect((await draftCount()).body.result).toBe(0);
    expect((await draftCount(viewer)).body.result).toBe(1);

    const refused = await lake('/data/mutate/production', { token: viewer, body: write('token-lezer') });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).toContain('mag alleen lezen');
    expect(stored('token-lezer')).toBe(false);

    expect(
      (await lake('/data/mutate/production', { token: editor, body: write('token-redacteur') })).status,
    ).toBe(200);
    expect(stored('token-redacteur')).toBe(true);
  });

  it('refuses an unknown token, a revoked one from its next request on, and a token in the address', async () => {
    expect((await draftCount('skbestaatniet')).status).toBe(401);
    const editor = createApiToken(contentDir, { role: 'editor', label: 'Even gebruikt' });
    expect((await draftCount(editor.secret)).status).toBe(200);
    expect(revokeApiToken(contentDir, editor.id)).toBe(true);
    const revoked = await lake('/data/mutate/production', {
      token: editor.secret,
      body: write('token-ingetrokken'),
    });
    expect(revoked.status).toBe(401);
    expect(JSON.stringify(revoked.body)).toContain('onbekend of ingetrokken');
    expect(stored('token-ingetrokken')).toBe(false);

    const live = createApiToken(contentDir, { role: 'editor', label: 'In het adres' }).secret;
    const inAddress = await lake(`/data/mutate/production?token=${live}`, { body: write('token-adres') });
    expect(inAddress.status).toBe(401);
    expect(stored('token-adres')).toBe(false);
  });
});
