import { mkdtempSync, rmSync } from 'node:fs';
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods.js';
import PageCache from '@/lib/server/page-cache-handler.mjs';

const folder = mkdtempSync(path.join(tmpdir(), 'stroomplein-page-cache-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

// As Next's server makes it: in memory only, so each test's keys are its own.
const cache = new PageCache({
  fs,
  dev: false,
  flushToDisk: false,
  serverDistDir: folder,
  maxMemoryCacheSize: 10_000_000,
  revalidatedTags: [],
});

let keys = 0;
/** A fetched answer as Next stores it, under the answer's tags. */
function answer(body: string, tags: string[]) {
  const key = `answer-${(keys += 1)}`;
  return {
    key,
    tags,
    context: { kind: 'FETCH', tags, softTags: [] },
    storeContext: { fetchCache: true, fetchUrl: 'https://lake.test/query', tags },
    data: { kind: 'FETCH', data: { headers: {}, body, status: 200, url: '' }, revalidate: false },
  } as const;
}
/** A rendered page as Next stores it, its tags in its headers. */
function renderedPage(html: string, tags: string[], status = 200) {
  const key = `/pagina-${(keys += 1)}`;
  return {
    key,
    tags,
    context: { kind: 'APP_PAGE' },
    storeContext: { cacheControl: { revalidate: false } },
    data: {
      kind: 'APP_PAGE',
      html,
      rscData: undefined,
      headers: { 'x-next-cache-tags': tags.join(',') },
      postponed: undefined,
      status,
      segmentData: undefined,
    },
  } as const;
}
type Entry = ReturnType<typeof answer> | ReturnType<typeof renderedPage>;

/** Next stamps entries in whole milliseconds: a request after a publish comes at least one later. */
async function nextMillisecond() {
  const now = Math.floor(performance.timeOrigin + performance.now());
  await vi.waitFor(() => expect(performance.timeOrigin + performance.now()).toBeGreaterThanOrEqual(now + 1), {
    interval: 1,
  });
}

const read = (entry: Entry) => cache.get(entry.key, entry.context);
const store = (entry: Entry) => cache.set(entry.key, entry.data, entry.storeContext);
const publish = (...tags: string[]) => cache.revalidateTag(tags, { expire: 0 });

describe("Next's cache for pages and answers", () => {
  it('keeps an answer and a page filled after the last change, and drops them at the next, even in the same millisecond', async () => {
    for (const entry of [
      answer('{"result":null}', ['sanity:s1:a1']),
      renderedPage('<p>oud</p>', ['sanity:s1:a2']),
    ]) {
      expect(await read(entry)).toBeNull();
      await store(entry);
      expect(await read(entry)).not.toBeNull();
      await publish(...entry.tags);
      expect(await read(entry)).toBeNull();
    }
  });

  it('does not keep what was read before a publish of its tag and stored after it: the next request reads anew', async () => {
    for (const entry of [
      answer('{"result":null}', ['sanity:s1:b']),
      renderedPage('<p>oud</p>', ['path:b']),
    ]) {
      expect(await read(entry)).toBeNull(); // the miss: its render or fetch starts from the content before the change
      await publish(...entry.tags);
      await store(entry);
      // The next request misses, renders from the new content, and that is kept.
      await nextMillisecond();
      expect(await read(entry)).toBeNull();
      await store(entry);
      expect(await read(entry)).not.toBeNull();
    }
  });

  it('keeps what a render filled while an unrelated tag was revalidated', async () => {
    const entry = answer('{"result":{"title":"Over ons"}}', ['sanity:s1:c']);
    expect(await read(entry)).toBeNull();
    await publish('sanity:s1:ander');
    await store(entry);
    expect(await read(entry)).not.toBeNull();
  });

  it('with two fills of one entry at once, judges each by the earliest', async () => {
    const entry = answer('{"result":null}', ['sanity:s1:d']);
    expect(await read(entry)).toBeNull();
    expect(await read(entry)).toBeNull();
    await publish('sanity:s1:d');
    await store(entry);
    await store(entry);
    expect(await read(entry)).toBeNull();
  });

  it('an old answer read back from disk by another request neither looks new nor lets a fill from before a publish store it', async () => {
    // As Next's server makes it without Redis: on disk too, behind the memory cache all instances share.
    const onDisk = new PageCache({
      fs: nodeFs,
      dev: false,
      flushToDisk: true,
      serverDistDir: path.join(folder, 'op-schijf'),
      maxMemoryCacheSize: 10_000_000,
      revalidatedTags: [],
    });
    const key = `answer-${(keys += 1)}`;
    const noPage = '{"result":null}';
    // The page query's answer is read under the path's tag and the answer's sync tags, which change with the content.
    const before = ['path:e', 'sanity:s1:e-voor'];
    const after = ['path:e', 'sanity:s1:e-na'];
    const readUnder = (tags: string[]) => onDisk.get(key, { kind: 'FETCH', tags, softTags: [] });
    const storeUnder = (body: string, tags: string[]) =>
      onDisk.set(
        key,
        { kind: 'FETCH', data: { headers: {}, body, status: 200, url: '' }, revalidate: false },
        { fetchCache: true, fetchUrl: 'https://lake.test/query', tags },
      );
    const bodyOf = (entry: Awaited<ReturnType<typeof readUnder>>) =>
      (entry?.value as { data?: { body?: string } } | undefined)?.data?.body;

    await storeUnder(noPage, before);
    await nextMillisecond();
    await onDisk.revalidateTag('path:e', { expire: 0 });
    await nextMillisecond();
    expect(await readUnder(before)).toBeNull(); // a request misses and asks the lake: no page there yet
    await nextMillisecond();
    await onDisk.revalidateTag('path:e', { expire: 0 }); // the page is published meanwhile
    await nextMillisecond();
    // The memory cache let the answer go (it holds the pages too): the next request reads it from disk.
    (FileSystemCache as unknown as { memoryCache: { remove(key: string): void } }).memoryCache.remove(key);
    expect(await readUnder(after)).toBeNull(); // it misses too and asks the lake: the page
    await storeUnder('{"result":{"title":"Nieuw"}}', after);
    await storeUnder(noPage, before); // the first request's answer, from before the publish, comes last
    expect(bodyOf(await readUnder(after))).not.toBe(noPage);
  });

  it('keeps no 404 page', async () => {
    const entry = renderedPage('<p>Niet gevonden</p>', [], 404);
    expect(await read(entry)).toBeNull();
    await store(entry);
    expect(await read(entry)).toBeNull();
  });
});
