import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { from, Observable, type Subscription } from 'rxjs';
import { createSchema, listenQuery, type DocumentStore, type SanityClient } from 'sanity';
import { createStructureBuilder, type ListBuilder, type StructureResolverContext } from 'sanity/structure';
import { afterAll, describe, expect, it } from 'vitest';
import { createApiToken } from '../../lake/api-tokens.mjs';
import { startListener } from '../../lake/data-api';
import { handleLakeRequest } from '../../lake/router';
import { configureLakeForTests } from '../../lake/test-host';
import { schemaTypes } from '../../studio/schema';
import { structure } from '../../studio/structure';

// The structure against the lake itself: a copy of content/, asked what the Studio asks over HTTP.
const contentDir = mkdtempSync(path.join(tmpdir(), 'stroomplein-structure-'));
cpSync('content', contentDir, { recursive: true });
configureLakeForTests(contentDir);
const token = createApiToken(contentDir, { role: 'editor', label: 'Structuurtest' }).secret;
afterAll(() => rmSync(contentDir, { recursive: true, force: true }));

const editor = { kind: 'editor', uid: 'redacteur-uid', email: 'roos@example.com', name: 'Roos' } as const;

async function lake(method: 'GET' | 'POST', route: string, body?: unknown) {
  const request = new Request(`http://lake.test/api/lake/v2025-02-19/${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const response = await handleLakeRequest(request, new URL(request.url).pathname.split('/').slice(3));
  const answer = (await response.json()) as { result?: unknown };
  if (!response.ok) throw new Error(`${route}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

const queryString = (query: string, params: Record<string, unknown>) =>
  new URLSearchParams({
    query,
    ...Object.fromEntries(Object.entries(params).map(([key, value]) => [`$${key}`, JSON.stringify(value)])),
  });

/** The parts of the Studio's client that its list queries use, each answered by the lake's own endpoint. */
const client = {
  withConfig: () => client,
  config: () => ({ dataset: 'production', apiVersion: '2025-02-19' }),
  fetch: async (query: string, params: Record<string, unknown> = {}) =>
    (await lake('GET', `data/query/production?${queryString(query, params)}&perspective=raw`)).result,
  observable: {
    fetch: (query: string, params: Record<string, unknown>, options: { perspective?: string }) =>
      from(
        lake(
          'GET',
          `data/query/production?${queryString(query, params)}&perspective=${options.perspective ?? 'raw'}`,
        ).then(({ result }) => result),
      ),
  },
  listen: (query: string, params: Record<string, unknown>) =>
    new Observable((subscriber) => {
      const url = new URL(
        `http://lake.test/api/lake/v2025-02-19/data/listen/production?${queryString(query, params)}&includeAllVersions=true`,
      );
      return startListener(
        { request: new Request(url), url, identity: editor, apiVersion: '2025-02-19' },
        (type, data) => subscriber.next({ type, ...(data as object) }),
        'structuurtest',
      );
    }),
};

const schema = createSchema({ name: 'structuurtest', types: schemaTypes });
const source = {
  schema,
  i18n: { t: (key: string) => key },
  templates: [],
  document: { resolveNewDocumentOptions: () => [] },
  getClient: () => client as unknown as SanityClient,
  // The Studio's document store does exactly this with its own client.
  documentStore: {
    listenQuery: (...args: Parameters<DocumentStore['listenQuery']>) =>
      listenQuery(client as unknown as SanityClient, ...args),
  },
};

/** What the "Pagina's" pane lists, each time it changes: the ids of its section entries. */
function openPagesPane(seen: string[][]): Subscription {
  // As the Studio opens on its default perspective (drafts over published).
  const S = createStructureBuilder({ source: source as never, perspectiveStack: ['drafts'] });
  const root = structure(S, source as unknown as StructureResolverContext) as ListBuilder;
  const pages = root.serialize().items.find((item) => item.id === 'pages') as {
    child: (id: string, options: object) => unknown;
  };
  const child = pages.child('pages', { id: 'pages', path: ['pages'], params: {}, splitIndex: 0, index: 1 });
  return from(child as Promise<ListBuilder> | Observable<ListBuilder>).subscribe((list) => {
    seen.push(
      list
        .serialize()
        .items.map(({ id }) => id)
        .filter((id) => id.startsWith('sectie-')),
    );
  });
}

async function until(check: () => boolean, what: string) {
  const deadline = Date.now() + 8_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Gaf het op: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const PAGE = 'page-structuurtest';

/** An editor makes a page under a first segment of its own and publishes it. */
async function publishPage(id: string, slug: string) {
  await lake('POST', 'data/actions/production', {
    actions: [
      {
        actionType: 'sanity.action.document.create',
        publishedId: id,
        attributes: { _id: `drafts.${id}`, _type: 'page', title: slug, slug: { current: slug } },
        ifExists: 'fail',
      },
    ],
  });
  await lake('POST', 'data/actions/production', {
    actions: [{ actionType: 'sanity.action.document.publish', draftId: `drafts.${id}`, publishedId: id }],
  });
}

describe("the structure's page tree", () => {
  it('drops a deleted page from the list of page paths at once, as it leaves the site, and shows a new one', async () => {
    await publishPage(PAGE, 'tijdelijk');
    const seen: string[][] = [];
    const pane = openPagesPane(seen);
    try {
      await until(() => seen.length > 0, 'de lijst van paden');
      expect(seen.at(-1)).toEqual(expect.arrayContaining(['sectie-overons', 'sectie-tijdelijk']));

      // Deleted as studio/remove-page-actions.tsx deletes it: gone from the tree while the pane stays open.
      await lake('POST', 'data/actions/production', {
        actions: [{ actionType: 'sanity.action.document.delete', publishedId: PAGE, includeDrafts: [] }],
      });
      await until(() => !seen.at(-1)!.includes('sectie-tijdelijk'), 'de verwijderde pagina weg uit de lijst');
      expect(seen.at(-1)).toContain('sectie-overons');

      // And a page made meanwhile under a new first segment appears without reopening the pane.
      await publishPage(`${PAGE}-nieuw`, 'nieuw-deel');
      await until(() => seen.at(-1)!.includes('sectie-nieuw-deel'), 'de nieuwe pagina in de lijst');
    } finally {
      pane.unsubscribe();
    }
  });
});
