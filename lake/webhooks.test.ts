import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiToken } from './api-tokens.mjs';
import { handleLakeRequest } from './router';
import { configureLakeForTests } from './test-host';
import { addWebhook, readDeliveryLog, removeWebhook } from './webhook-config.mjs';

const contentDir = mkdtempSync(path.join(tmpdir(), 'stroomplein-webhooks-'));
cpSync('content', contentDir, { recursive: true });
configureLakeForTests(contentDir);
const token = createApiToken(contentDir, { role: 'editor', label: 'Webhooktest' }).secret;

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

/** A real receiver on a local port: answers each request with the next of `answers` (then 200). */
let server: Server;
let url = '';
let received: Received[] = [];
let answers: Array<number | 'hold'> = [];
const held: ServerResponse[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      const answer = answers.shift() ?? 200;
      if (answer === 'hold') held.push(response);
      else response.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('receiver without a port');
  url = `http://127.0.0.1:${address.port}/api/revalidate`;
});

afterAll(async () => {
  for (const response of held) response.end();
  await new Promise((resolve) => server.close(resolve));
  rmSync(contentDir, { recursive: true, force: true });
});

async function mutate(mutations: unknown[]) {
  const request = new Request('http://lake.test/api/lake/v2025-02-19/data/mutate/production', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ mutations }),
  });
  const segments = new URL(request.url).pathname.replace(/^\/api\/lake\/?/, '').split('/');
  const response = await handleLakeRequest(request, segments);
  expect(response.status).toBe(200);
}

const page = (id: string, title: string, slug: string) => ({
  createOrReplace: { _id: id, _type: 'page', title, slug: { _type: 'slug', current: slug } },
});

async function until<T>(read: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error('waited in vain');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('local Content Lake: webhooks', () => {
  it('sends each change the operation and filter pick, shaped by the projection and signed as Sanity signs', async () => {
    received = [];
    const webhook = addWebhook(contentDir, {
      url,
      on: ['create', 'update'],
      filter: '_type == "page"',
      projection: '{_id, _type, "path": slug.current, "previousPath": before().slug.current}',
      secret: 'webhookgeheim',
    });
    await mutate([
      page('webhook-a', 'Eerste', 'webhook-a'),
      { createOrReplace: { _id: 'webhook-faq', _type: 'faqItem', question: 'Niet voor deze webhook' } },
      page('drafts.webhook-a', 'Concept', 'webhook-a'),
    ]);
    await mutate([{ patch: { id: 'webhook-a', set: { 'slug.current': 'webhook-b' } } }]);
    await mutate([{ delete: { id: 'webhook-a' } }]);
    // One webhook's deliveries go out in commit order: once this last one is in, nothing earlier is still to come.
    await mutate([page('webhook-z', 'Laatste', 'webhook-z')]);
    await until(() => (received.some(({ body }) => body.includes('webhook-z')) ? true : undefined));
    // The faq item is filtered out, the draft is not included, the delete is not among the operations.
    expect(
      received.map(({ headers }) => `${headers['sanity-operation']} ${headers['sanity-document-id']}`),
    ).toEqual(['create webhook-a', 'update webhook-a', 'create webhook-z']);
    const [created, updated] = received;
    expect(JSON.parse(created!.body)).toEqual({
      _id: 'webhook-a',
      _type: 'page',
      path: 'webhook-a',
      previousPath: null,
      syncTags: expect.arrayContaining([expect.stringMatching(/^s1:/)]),
    });
    expect(JSON.parse(updated!.body)).toEqual({
      _id: 'webhook-a',
      _type: 'page',
      path: 'webhook-b',
      previousPath: 'webhook-a',
      syncTags: expect.arrayContaining([expect.stringMatching(/^s1:/)]),
    });
    // The move changed what a read of either path answers: the update names a tag the creation did not.
    const tagsOf = (body: string) => (JSON.parse(body) as { syncTags: string[] }).syncTags;
    expect(tagsOf(updated!.body).some((tag) => !tagsOf(created!.body).includes(tag))).toBe(true);
    expect(created!.headers['sanity-operation']).toBe('create');
    expect(updated!.headers['sanity-document-id']).toBe('webhook-a');
    const signature = String(updated!.headers[SIGNATURE_HEADER_NAME]);
    expect(await isValidSignature(updated!.body, signature, 'webhookgeheim')).toBe(true);
    expect(await isValidSignature(updated!.body, signature, 'ander geheim')).toBe(false);
    removeWebhook(contentDir, webhook.id);
  });

  it('retries a receiver that fails, logs each attempt, and never holds a commit up', async () => {
    received = [];
    answers = [503, 'hold'];
    const webhook = addWebhook(contentDir, { url, filter: '_id == "webhook-c"', projection: '{_id}' });
    await mutate([page('webhook-c', 'Eerste', 'webhook-c')]);
    // The first attempt fails (503); the second is held open by the receiver, while the next commit returns.
    await until(() => (received.length === 2 ? true : undefined));
    await mutate([page('webhook-c', 'Tweede', 'webhook-c')]);
    const attempts = readDeliveryLog(contentDir, 10).filter((entry) => entry.webhookId === webhook.id);
    expect(attempts.map(({ attempt, outcome, status }) => [attempt, outcome, status])).toEqual([
      [1, 'retrying', 503],
    ]);
    held.shift()?.writeHead(200).end();
    await until(() => (received.length === 3 ? true : undefined));
    await until(() =>
      readDeliveryLog(contentDir, 10).filter((entry) => entry.webhookId === webhook.id).length === 3
        ? true
        : undefined,
    );
    expect(
      readDeliveryLog(contentDir, 10)
        .filter((entry) => entry.webhookId === webhook.id)
        .map(({ attempt, outcome }) => [attempt, outcome]),
    ).toEqual([
      [1, 'retrying'],
      [2, 'delivered'],
      [1, 'delivered'],
    ]);
    removeWebhook(contentDir, webhook.id);
  });

  it('gives up at once on an answer that will not change (a wrong secret: 401)', async () => {
    received = [];
    answers = [401];
    const webhook = addWebhook(contentDir, { url, filter: '_id == "webhook-d"' });
    await mutate([page('webhook-d', 'Eerste', 'webhook-d')]);
    const logged = await until(() =>
      readDeliveryLog(contentDir, 10).find((entry) => entry.webhookId === webhook.id),
    );
    expect([logged.attempt, logged.outcome, logged.status]).toEqual([1, 'failed', 401]);
    removeWebhook(contentDir, webhook.id);
  });
});
