import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type ContentSourceMap, type SanityClient } from '@sanity/client';
import { resolveMapping, parseJsonPath } from '@sanity/client/csm';
import { stegaClean } from '@sanity/client/stega';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiToken } from './api-tokens.mjs';
import { configureLakeForTests } from './test-host';
import { lakeClientConfig, serveLakeForTests } from './test-server';

/**
 * Content Source Maps as `@sanity/client` asks for them (`resultSourceMap`) and its stega reads them: each value a
 * projection takes from a document names that document and path, through `->` too; a computed value names none.
 */

const contentDir = mkdtempSync(path.join(tmpdir(), 'stroomplein-source-maps-'));
cpSync('content', contentDir, { recursive: true });
configureLakeForTests(contentDir);

let server: Awaited<ReturnType<typeof serveLakeForTests>>;
let client: SanityClient;

beforeAll(async () => {
  server = await serveLakeForTests();
  client = createClient({
    ...lakeClientConfig(server.apiHost),
    token: createApiToken(contentDir, { role: 'editor', label: 'Bronkaarten' }).secret,
  });
});

afterAll(async () => {
  await server.close();
  rmSync(contentDir, { recursive: true, force: true });
});

/** Where the map says the value at `resultPath` comes from: its document's id and its path there, or null. */
function sourceOf(map: ContentSourceMap, resultPath: (string | number)[]) {
  const found = resolveMapping(resultPath, map);
  if (!found || found.mapping.type !== 'value' || found.mapping.source.type !== 'documentValue') return null;
  const { document, path: pathIndex } = found.mapping.source;
  return { id: map.documents[document]!._id, path: map.paths[pathIndex]! + found.pathSuffix };
}

async function fetchWithMap(query: string, mode: true | 'withKeyArraySelector' = true, params = {}) {
  const answer = await client.fetch(query, params, { resultSourceMap: mode, filterResponse: false });
  return answer as { result: unknown; resultSourceMap: ContentSourceMap };
}

describe('resultSourceMap', () => {
  it("maps a document's field to that document and its path", async () => {
    const { result, resultSourceMap } = await fetchWithMap(
      '*[_id == "faq-wat-is-energie-delen"][0]{question}',
    );
    expect(result).toEqual({ question: 'Wat is energie delen precies?' });
    expect(sourceOf(resultSourceMap, ['question'])).toEqual({
      id: 'faq-wat-is-energie-delen',
      path: "$['question']",
    });
    expect(resultSourceMap.documents).toEqual([{ _id: 'faq-wat-is-energie-delen', _type: 'faqItem' }]);
  });

  it('follows a reference to the document it points at', async () => {
    const { result, resultSourceMap } = await fetchWithMap(
      '*[_id == "page-energie-delen"][0].blocks[_type == "faq"][0].items[0]->question',
    );
    expect(result).toBe('Wat is energie delen precies?');
    expect(sourceOf(resultSourceMap, [])).toEqual({
      id: 'faq-wat-is-energie-delen',
      path: "$['question']",
    });
  });

  it('selects array items by _key with withKeyArraySelector, by index without', async () => {
    const query = '*[_id == "page-energie-delen"][0]{"heading": blocks[1].body[0].children[1].text}';
    const keyed = await fetchWithMap(query, 'withKeyArraySelector');
    expect(sourceOf(keyed.resultSourceMap, ['heading'])).toEqual({
      id: 'page-energie-delen',
      path: "$['blocks'][?(@._key=='k4b1c643')]['body'][?(@._key=='bc3ddcff')]['children'][?(@._key=='sa1fd5db')]['text']",
    });
    const indexed = await fetchWithMap(query, true);
    expect(sourceOf(indexed.resultSourceMap, ['heading'])?.path).toBe(
      "$['blocks'][1]['body'][0]['children'][1]['text']",
    );
  });

  it('maps numbers and values inside a projection of the whole page, not what the query computes', async () => {
    const { result, resultSourceMap } = await fetchWithMap(
      `*[_type == "page" && slug.current == $path][0]{
        title, "path": slug.current, "label": title + "!", "blocks": blocks[_type == "keyFigures"]{ figures }, "faqs": count(blocks[_type == "faq"])
      }`,
      'withKeyArraySelector',
      { path: 'energie-delen' },
    );
    const page = result as { title: string; label: string };
    expect(page.label).toBe(`${page.title}!`);
    expect(sourceOf(resultSourceMap, ['title'])).toEqual({ id: 'page-energie-delen', path: "$['title']" });
    expect(sourceOf(resultSourceMap, ['label'])).toBeNull();
    expect(sourceOf(resultSourceMap, ['faqs'])).toBeNull();
    // Compared in the filter: kept as it is while the map is made, so not mapped.
    expect(sourceOf(resultSourceMap, ['path'])).toBeNull();
  });

  it('maps every text a page query takes from its documents, the FAQ items included', async () => {
    const { result, resultSourceMap } = await fetchWithMap(
      `*[_id == "home"][0]{ blocks[]{ ..., _type == "faq" => { "items": items[]->{ _id, question, answer } } } }`,
      'withKeyArraySelector',
    );
    const blocks = (result as { blocks: { _type: string; figures?: { value: number }[] }[] }).blocks;
    const figures = blocks.findIndex((block) => block._type === 'keyFigures');
    expect(sourceOf(resultSourceMap, ['blocks', figures, 'figures', 0, 'value'])).toEqual({
      id: 'home',
      path: "$['blocks'][?(@._key=='k0a4b722')]['figures'][?(@._key=='kc1c8748')]['value']",
    });
    const faq = blocks.findIndex((block) => block._type === 'faq');
    expect(
      sourceOf(resultSourceMap, ['blocks', faq, 'items', 0, 'answer', 0, 'children', 0, 'text']),
    ).toEqual({
      id: 'faq-wat-is-energie-delen',
      path: "$['answer'][?(@._key=='b11108d7')]['children'][?(@._key=='s7ba14c3')]['text']",
    });
    expect(parseJsonPath(resultSourceMap.paths[0]!).length).toBeGreaterThan(0);
  });

  it("names a draft by its own id, as the Studio's edit links need", async () => {
    await client.createOrReplace({
      _id: 'drafts.faq-wat-is-energie-delen',
      _type: 'faqItem',
      question: 'Wat is energie delen, in het kort?',
    });
    const answer = (await client.fetch(
      '*[_id == "faq-wat-is-energie-delen"][0]{question}',
      {},
      { resultSourceMap: true, filterResponse: false, perspective: 'drafts' },
    )) as { result: unknown; resultSourceMap: ContentSourceMap };
    expect(answer.result).toEqual({ question: 'Wat is energie delen, in het kort?' });
    expect(answer.resultSourceMap.documents).toEqual([
      { _id: 'drafts.faq-wat-is-energie-delen', _type: 'faqItem' },
    ]);
    await client.delete('drafts.faq-wat-is-energie-delen');
  });

  it("feeds the client's stega: draft answers carry edit links, a query without stega carries none", async () => {
    const stegaClient = client.withConfig({ stega: { enabled: true, studioUrl: '/studio' } });
    const encoded = await stegaClient.fetch<{ question: string }>(
      '*[_id == "faq-wat-is-energie-delen"][0]{question}',
    );
    expect(encoded.question).not.toBe('Wat is energie delen precies?');
    expect(stegaClean(encoded.question)).toBe('Wat is energie delen precies?');
    const plain = await client.fetch<{ question: string }>(
      '*[_id == "faq-wat-is-energie-delen"][0]{question}',
    );
    expect(plain.question).toBe('Wat is energie delen precies?');
  });

  it('is left out unless asked for', async () => {
    const answer = (await client.fetch(
      '*[_id == "home"][0]{title}',
      {},
      { filterResponse: false },
    )) as object;
    expect(answer).not.toHaveProperty('resultSourceMap');
  });
});
