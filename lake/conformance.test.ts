import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type LiveEvent, type SanityClient } from '@sanity/client';
import { createImageUrlBuilder } from '@sanity/image-url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiToken } from './api-tokens.mjs';
import { appendToHistoryLog, historyLogPath } from './history-log.mjs';
import { configureLake, lakeHost, type LakeMessage } from './host';
import { shutdownLiveStreams } from './listeners';
import { receiveFromOtherInstance } from './other-instances';
import { LAKE_PROJECT_ID } from './project';
import { handleLakeRequest } from './router';
import { configureLakeForTests } from './test-host';
import { lakeClientConfig, serveLakeForTests } from './test-server';

/**
 * The local lake against `@sanity/client`'s public methods, as a migration script or a server uses them, each answer
 * compared with what Sanity documents for it.
 */

const contentDir = mkdtempSync(path.join(tmpdir(), 'stroomplein-conformance-'));
cpSync('content', contentDir, { recursive: true });
configureLakeForTests(contentDir);

let server: Awaited<ReturnType<typeof serveLakeForTests>>;
/** An editor's client (an editor API token), and a visitor's (no token: published content only). */
let client: SanityClient;
let visitor: SanityClient;

beforeAll(async () => {
  server = await serveLakeForTests();
  const config = lakeClientConfig(server.apiHost);
  const token = createApiToken(contentDir, { role: 'editor', label: 'Conformiteit' }).secret;
  client = createClient({ ...config, token });
  visitor = createClient(config);
});

afterAll(async () => {
  await server.close();
  rmSync(contentDir, { recursive: true, force: true });
});

const STORED = {
  _id: expect.any(String),
  _type: expect.any(String),
  _rev: expect.any(String),
  _createdAt: expect.any(String),
  _updatedAt: expect.any(String),
};

/** Collects a live-events stream's events until `done` says so (or `ms` pass). */
function collect(events: LiveEvent[], client: SanityClient, options: { includeDrafts?: boolean } = {}) {
  const subscription = client.live.events(options).subscribe({ next: (event) => events.push(event) });
  return () => subscription.unsubscribe();
}

async function until(condition: () => boolean, ms = 2_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** An event stream read raw (to resume with `Last-Event-ID`, or through the mux): its events as they come. */
async function openStream(url: string, headers: Record<string, string>) {
  const stop = new AbortController();
  const response = await fetch(url, { headers, signal: stop.signal });
  const events: { event: string; id: string; data: unknown }[] = [];
  const read = async (body: AsyncIterable<Uint8Array>) => {
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of body) {
      buffer += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const fields = new Map(
          buffer
            .slice(0, end)
            .split('\n')
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
        );
        buffer = buffer.slice(end + 2);
        const event = fields.get('event');
        if (event)
          events.push({ event, id: fields.get('id') ?? '', data: JSON.parse(fields.get('data') ?? 'null') });
      }
    }
  };
  if (response.ok && response.body)
    void read(response.body as unknown as AsyncIterable<Uint8Array>).catch(() => undefined);
  return { status: response.status, events, close: () => stop.abort() };
}

const LIVE = () => `${server.apiHost}/v2025-02-19/data/live/events/production`;
const openLiveStream = (headers: Record<string, string>, query = '') =>
  openStream(`${LIVE()}${query}`, headers);

describe('local Content Lake, driven by @sanity/client: mutations', () => {
  it('create() returns the stored document, as getDocument() reads it', async () => {
    const created = await client.create({ _id: 'conformiteit-a', _type: 'faqItem', question: 'Wat?' });
    expect(created).toMatchObject({ ...STORED, _id: 'conformiteit-a', question: 'Wat?' });
    expect(await client.getDocument('conformiteit-a')).toEqual(created);
    const generated = await client.create({ _type: 'faqItem', question: 'Zonder id' });
    expect(generated).toMatchObject({ ...STORED, question: 'Zonder id' });
    expect(await client.getDocument(generated._id)).toEqual(generated);
  });

  it('createOrReplace() and createIfNotExists() return the document as it stands', async () => {
    const replaced = await client.createOrReplace({
      _id: 'conformiteit-b',
      _type: 'faqItem',
      question: 'Een',
    });
    expect(replaced).toMatchObject({ ...STORED, question: 'Een' });
    const again = await client.createOrReplace({ _id: 'conformiteit-b', _type: 'faqItem', question: 'Twee' });
    expect(again).toMatchObject({ question: 'Twee', _createdAt: replaced._createdAt });
    // Already there: left as it is, and returned so.
    const kept = await client.createIfNotExists({
      _id: 'conformiteit-b',
      _type: 'faqItem',
      question: 'Drie',
    });
    expect(kept).toEqual(again);
    const answer = await client.createIfNotExists(
      { _id: 'conformiteit-b', _type: 'faqItem' },
      { returnDocuments: false },
    );
    expect(answer).toEqual({
      transactionId: expect.any(String),
      results: [{ id: 'conformiteit-b', operation: 'none' }],
      documentId: 'conformiteit-b',
    });
  });

  it('patch().ifRevisionId() commits on the current revision and refuses a stale one with 409, all or nothing', async () => {
    const current = (await client.getDocument('conformiteit-a'))!;
    const patched = await client
      .patch('conformiteit-a')
      .ifRevisionId(current._rev)
      .set({ question: 'Hoe?' })
      .commit();
    expect(patched).toMatchObject({ ...STORED, _id: 'conformiteit-a', question: 'Hoe?' });
    expect(patched._rev).not.toBe(current._rev);

    const stale = client
      .transaction()
      .create({ _id: 'conformiteit-nooit', _type: 'faqItem' })
      .patch(client.patch('conformiteit-a').ifRevisionId(current._rev).set({ question: 'Te laat' }))
      .commit();
    await expect(stale).rejects.toMatchObject({ statusCode: 409 });
    expect(await client.getDocument('conformiteit-nooit')).toBeUndefined();
    expect((await client.getDocument('conformiteit-a'))!.question).toBe('Hoe?');
  });

  it('transaction().commit() answers ids and operations; with returnDocuments, the documents', async () => {
    const answer = await client
      .transaction()
      .create({ _id: 'conformiteit-c', _type: 'faqItem', question: 'C' })
      .patch('conformiteit-b', (patch) => patch.set({ question: 'B' }))
      .delete('conformiteit-a')
      .commit();
    expect(answer).toEqual({
      transactionId: expect.any(String),
      results: [
        { id: 'conformiteit-c', operation: 'create' },
        { id: 'conformiteit-b', operation: 'update' },
        { id: 'conformiteit-a', operation: 'delete' },
      ],
      documentIds: ['conformiteit-c', 'conformiteit-b', 'conformiteit-a'],
    });
    const documents = await client
      .transaction()
      .patch('conformiteit-c', (patch) => patch.set({ question: 'C2' }))
      .createIfNotExists({ _id: 'conformiteit-d', _type: 'faqItem', question: 'D' })
      .commit({ returnDocuments: true });
    expect(documents).toEqual([
      expect.objectContaining({ ...STORED, _id: 'conformiteit-c', question: 'C2' }),
      expect.objectContaining({ ...STORED, _id: 'conformiteit-d', question: 'D' }),
    ]);
  });

  it('delete() by query removes every match; getDocuments() gives null for what is gone', async () => {
    const answer = await client.delete({ query: '*[_id in ["conformiteit-c", "conformiteit-d"]]' });
    expect(answer).toMatchObject({
      transactionId: expect.any(String),
      results: [
        { id: 'conformiteit-c', operation: 'delete' },
        { id: 'conformiteit-d', operation: 'delete' },
      ],
    });
    const [gone, kept] = await client.getDocuments(['conformiteit-c', 'conformiteit-b']);
    expect(gone).toBeNull();
    expect(kept).toMatchObject({ _id: 'conformiteit-b', question: 'B' });
  });
});

describe('local Content Lake, driven by @sanity/client: reads, listeners, assets and history', () => {
  it('fetch() answers result, syncTags and ms (filterResponse: false)', async () => {
    const answer = await visitor.fetch(
      '*[_type == "page" && slug.current == $path][0]{title}',
      { path: 'overons' },
      {
        filterResponse: false,
      },
    );
    expect(answer).toEqual({
      query: expect.any(String),
      result: { title: 'Over ons' },
      syncTags: [expect.stringMatching(/^s1:/)],
      ms: expect.any(Number),
    });
    expect(await visitor.fetch('*[_id == "page-overons"][0].title')).toBe('Over ons');
  });

  it('listen() sends welcome, then a mutation event with the result', async () => {
    const events: { type: string; documentId?: string; transition?: string; result?: unknown }[] = [];
    const subscription = client
      .listen(
        '*[_id == "conformiteit-luister"]',
        {},
        { includeResult: true, events: ['welcome', 'mutation'] },
      )
      .subscribe((event) => events.push(event));
    try {
      await until(() => events.some(({ type }) => type === 'welcome'));
      await client.create({ _id: 'conformiteit-luister', _type: 'faqItem', question: 'Hoor je me?' });
      await until(() => events.some(({ type }) => type === 'mutation'));
      expect(events.find(({ type }) => type === 'mutation')).toMatchObject({
        type: 'mutation',
        documentId: 'conformiteit-luister',
        transition: 'appear',
        result: { _id: 'conformiteit-luister', question: 'Hoor je me?' },
      });
    } finally {
      subscription.unsubscribe();
    }
  });

  it('assets.upload() answers the image asset document', async () => {
    const png = await sharp({ create: { width: 3, height: 2, channels: 3, background: '#0a7' } })
      .png()
      .toBuffer();
    const asset = await client.assets.upload('image', png, { filename: 'proef.png' });
    expect(asset).toMatchObject({
      ...STORED,
      _type: 'sanity.imageAsset',
      originalFilename: 'proef.png',
      mimeType: 'image/png',
      url: expect.stringContaining(`/images/${LAKE_PROJECT_ID}/production/`),
      metadata: { dimensions: { width: 3, height: 2 } },
    });
    expect(await client.getDocument(asset._id)).toEqual(asset);
  });

  it('names an asset by an absolute URL that works from elsewhere, as the Content Lake does; the site keeps the path', async () => {
    const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#a70' } })
      .png()
      .toBuffer();
    const asset = await client.assets.upload('image', png, { filename: 'absoluut.png' });
    const origin = new URL(server.apiHost).origin;
    const file = `/api/lake/images/${LAKE_PROJECT_ID}/production/${asset.assetId}-4x3.png`;
    expect(asset.url).toBe(`${origin}${file}`);
    expect((await client.getDocument(asset._id))?.url).toBe(asset.url);
    await client.create({
      _id: 'conformiteit-beeld',
      _type: 'caseStudy',
      image: { _type: 'image', asset: { _type: 'reference', _ref: asset._id } },
    });
    expect(await visitor.fetch('*[_id == "conformiteit-beeld"][0].image.asset->url')).toBe(asset.url);
    // A bundled image's too: the site serves it beside the lake.
    expect(
      await visitor.fetch('*[_id == "image-b00b629a4e922483474311503861042e695f9206-720x720-svg"][0].url'),
    ).toBe(`${origin}/content-images/appartement-gent.svg`);
    const events: { result?: { url?: unknown } }[] = [];
    const subscription = client
      .listen('*[_id == $id]', { id: asset._id }, { includeResult: true, events: ['mutation'] })
      .subscribe((event) => events.push(event as { result?: { url?: unknown } }));
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const patched = await client.patch(asset._id).set({ title: 'Absoluut' }).commit();
      expect(patched.url).toBe(asset.url);
      await until(() => events.length > 0);
      expect(events[0]!.result?.url).toBe(asset.url);
    } finally {
      subscription.unsubscribe();
    }

    // Written back as it was read, it is stored with its path: the dataset names no host.
    await client.createOrReplace({ ...asset, title: 'Terug' });
    const stored = readFileSync(path.join(contentDir, 'dataset.ndjson'), 'utf8')
      .split('\n')
      .find((line) => line.includes(`"_id":"${asset._id}"`));
    expect(JSON.parse(stored!)).toMatchObject({ title: 'Terug', url: file });

    const served = await fetch(asset.url);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png']);
    const built = createImageUrlBuilder({
      projectId: LAKE_PROJECT_ID,
      dataset: 'production',
      baseUrl: server.apiHost,
    })
      .image(asset)
      .width(2)
      .url();
    expect(built).toMatch(new RegExp(`^${server.apiHost}/images/${LAKE_PROJECT_ID}/production/`));
    expect((await fetch(built)).status).toBe(200);

    // The site's own reads (in process) keep the stored path, which its pages use as they are.
    const host = lakeHost();
    configureLake({ ...host, inProcessOrigin: 'http://content-lake.invalid' });
    try {
      const request = new Request(
        `http://content-lake.invalid/api/lake/v2025-02-19/data/doc/production/${asset._id}`,
      );
      const answer = await handleLakeRequest(request, [
        'v2025-02-19',
        'data',
        'doc',
        'production',
        asset._id,
      ]);
      expect(((await answer.json()) as { documents: { url: string }[] }).documents[0]?.url).toBe(file);
    } finally {
      configureLake(host);
    }
  });

  it('answers the history endpoints through request()', async () => {
    const first = await client.create({
      _id: 'conformiteit-geschiedenis',
      _type: 'faqItem',
      question: 'Eerst',
    });
    await client.patch(first._id).set({ question: 'Daarna' }).commit();
    const lines = await client.request<string>({
      url: `/data/history/production/transactions/${first._id}?excludeContent=true`,
    });
    const transactions = String(lines)
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(transactions).toHaveLength(2);
    expect(transactions[0]).toMatchObject({
      id: first._rev,
      timestamp: expect.any(String),
      author: expect.any(String),
      documentIDs: [first._id],
    });
    const then = await client.request<{ documents: { question: string }[] }>({
      url: `/data/history/production/documents/${first._id}?revision=${first._rev}`,
    });
    expect(then.documents).toEqual([expect.objectContaining({ _id: first._id, question: 'Eerst' })]);
  });
});

describe('local Content Lake, driven by @sanity/client: the Live Content API', () => {
  it('refuses a stream without text/event-stream (406) and drafts without access (401)', async () => {
    expect((await openLiveStream({})).status).toBe(406);
    const anonymous = await openLiveStream({ accept: 'text/event-stream' }, '?includeDrafts=true');
    expect(anonymous.status).toBe(401);
    const viewer = createApiToken(contentDir, { role: 'viewer', label: 'Live' }).secret;
    const allowed = await openLiveStream(
      { accept: 'text/event-stream', authorization: `Bearer ${viewer}` },
      '?includeDrafts=true',
    );
    expect(allowed.status).toBe(200);
    await until(() => allowed.events.some(({ event }) => event === 'welcome'));
    allowed.close();
  });

  it('tells within 1 s the tag of a query whose document was published, never for an unrelated edit, and a resume misses nothing', async () => {
    const { syncTags = [] } = await visitor.fetch(
      '*[_type == "page" && slug.current == "overons"][0]{title}',
      {},
      { filterResponse: false },
    );
    expect(syncTags.length).toBeGreaterThan(0);
    const events: LiveEvent[] = [];
    const stop = collect(events, visitor);
    const messages = () => events.flatMap((event) => (event.type === 'message' ? [event] : []));
    try {
      await until(() => events.some(({ type }) => type === 'welcome'));
      // A draft: no published tag, so nothing for a visitor's stream.
      const draft = await client.action({
        actionType: 'sanity.action.document.edit',
        draftId: 'drafts.page-overons',
        publishedId: 'page-overons',
        patch: { set: { title: 'Over ons (nieuw)' } },
      });
      // An unrelated published edit: a message, without the query's tags.
      const unrelated = await client.patch('faq-brussel').set({ question: 'En in Brussel?' }).commit();
      await until(() => messages().some(({ id }) => id === unrelated._rev));
      expect(messages().map(({ id }) => id)).toEqual([unrelated._rev]);
      expect(messages()[0]!.tags.some((tag) => syncTags.includes(tag))).toBe(false);
      expect(draft.transactionId).toBeTruthy();

      const published = performance.now();
      const publish = await client.action({
        actionType: 'sanity.action.document.publish',
        draftId: 'drafts.page-overons',
        publishedId: 'page-overons',
      });
      await until(() => messages().some(({ id }) => id === publish.transactionId), 1_000);
      expect(performance.now() - published).toBeLessThan(1_000);
      expect(
        messages()
          .at(-1)!
          .tags.some((tag) => syncTags.includes(tag)),
      ).toBe(true);

      // The connection drops; two commits meanwhile. The client reconnects with the last id it heard (Last-Event-ID).
      server.interrupt();
      const missed = [
        (await client.patch('faq-rol-vreg').set({ question: 'Wat doet de VREG?' }).commit())._rev,
        (await client.patch('page-overons').set({ title: 'Over ons' }).commit())._rev,
      ];
      await until(() => messages().some(({ id }) => id === missed[1]), 10_000);
      expect(events.some(({ type }) => type === 'reconnect')).toBe(true);
      expect(messages().map(({ id }) => id)).toEqual([unrelated._rev, publish.transactionId, ...missed]);
    } finally {
      stop();
    }

    // From a position this lake does not know: start afresh.
    const lost = await openLiveStream({ accept: 'text/event-stream', 'last-event-id': 'onbekend' });
    await until(() => lost.events.some(({ event }) => event === 'restart'));
    lost.close();
  });

  it("tells another instance's commit with its transaction's id, the position every instance shares", async () => {
    const stream = await openLiveStream({ accept: 'text/event-stream' });
    await until(() => stream.events.some(({ event }) => event === 'welcome'));
    const before = (await client.getDocument('faq-stoppen'))!;
    const transaction = {
      transactionId: 'tx-andere-instantie',
      timestamp: new Date().toISOString(),
      identity: 'ander-uid',
      changes: [
        {
          id: before._id,
          before,
          after: { ...before, question: 'Kan ik stoppen?', _rev: 'tx-andere-instantie' },
        },
      ],
    };
    appendToHistoryLog(
      historyLogPath(contentDir),
      { id: transaction.transactionId, timestamp: transaction.timestamp, author: transaction.identity },
      transaction.changes,
    );
    const message: LakeMessage = { kind: 'lake-transaction', transaction };
    receiveFromOtherInstance(message);
    await until(() =>
      stream.events.some(({ event, id }) => event === 'message' && id === 'tx-andere-instantie'),
    );
    stream.close();
  });

  it("runs as a channel of the Studio's multiplexed stream, with its ids, and resumes there", async () => {
    const editor = createApiToken(contentDir, { role: 'editor', label: 'Studio' }).secret;
    const headers = { authorization: `Bearer ${editor}` };
    const mux = await openStream(`${server.apiHost}/mux`, headers);
    await until(() => mux.events.some(({ event }) => event === 'ready'));
    const { connection } = mux.events[0]!.data as { connection: string };
    const channel = (name: string, lastEventId?: string) =>
      fetch(`${server.apiHost}/mux/${connection}/channels`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          channel: name,
          url: `${new URL(LIVE()).pathname}?includeDrafts=true`,
          lastEventId,
        }),
      });
    const onChannel = (name: string) =>
      mux.events.flatMap(({ event, data }) => {
        const message = data as { channel: string; event: string; id?: string };
        return event === 'channel' && message.channel === name ? [message] : [];
      });
    expect((await channel('live')).status).toBe(204);
    await until(() => onChannel('live').some(({ event }) => event === 'welcome'));
    const draft = await client.action({
      actionType: 'sanity.action.document.edit',
      draftId: 'drafts.page-overons',
      publishedId: 'page-overons',
      patch: { set: { title: 'Concept in de Studio' } },
    });
    await until(() =>
      onChannel('live').some(({ event, id }) => event === 'message' && id === draft.transactionId),
    );
    const position = onChannel('live')[0]!.id!;
    expect((await channel('opnieuw', position)).status).toBe(204);
    await until(() =>
      onChannel('opnieuw').some(({ event, id }) => event === 'message' && id === draft.transactionId),
    );
    mux.close();
  });

  it('says goaway, with its reason and position, when the server stops', async () => {
    const stream = await openLiveStream({ accept: 'text/event-stream' });
    await until(() => stream.events.some(({ event }) => event === 'welcome'));
    shutdownLiveStreams('De server stopt voor onderhoud.');
    await until(() => stream.events.some(({ event }) => event === 'goaway'));
    expect(stream.events.at(-1)).toEqual({
      event: 'goaway',
      id: stream.events[0]!.id,
      data: { reason: 'De server stopt voor onderhoud.' },
    });
    stream.close();
  });
});
