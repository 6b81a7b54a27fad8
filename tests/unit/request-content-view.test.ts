import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FSWatcher } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildRedirectTable, type RedirectTable } from '@/lib/domain/content/redirects';
import type { PublishedPages } from '@/lib/server/content/page-exists';

const reads = vi.hoisted(() => ({ redirects: vi.fn(), pages: vi.fn() }));
vi.mock('@/lib/server/content/redirect-source', () => ({ readRedirects: reads.redirects }));
vi.mock('@/lib/server/content/page-exists', () => ({ readPublishedPages: reads.pages }));

const shared = globalThis as { __stroompleinContentView?: { watcher?: FSWatcher } };
let contentDir: string | undefined;

/** The published content as it stands: the pages it holds (by path). */
function published(...paths: string[]) {
  const table: RedirectTable = buildRedirectTable([]);
  const pages: PublishedPages = {
    byPath: new Map(paths.map((page) => [page, { markets: null }])),
    funnelSteps: new Map(),
  };
  reads.redirects.mockImplementation(async () => table);
  reads.pages.mockImplementation(async () => pages);
}

/** The view module as a server starts it: hosted or on the bundled dataset (in a folder of its own). */
async function startView({ hosted = false } = {}) {
  vi.resetModules();
  shared.__stroompleinContentView?.watcher?.close();
  delete shared.__stroompleinContentView;
  contentDir = mkdtempSync(path.join(tmpdir(), 'stroomplein-view-'));
  vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', hosted ? 'abc123' : '');
  vi.stubEnv('STROOMPLEIN_CONTENT_DIR', contentDir);
  return import('@/lib/server/request/content-view');
}

const pathsIn = (view: { pages: PublishedPages } | undefined) =>
  view ? [...view.pages.byPath.keys()] : view;

describe('the content view', () => {
  afterEach(() => {
    shared.__stroompleinContentView?.watcher?.close();
    delete shared.__stroompleinContentView;
    if (contentDir) rmSync(contentDir, { recursive: true, force: true });
    vi.useRealTimers();
    vi.unstubAllEnvs();
    reads.redirects.mockReset();
    reads.pages.mockReset();
  });

  it('is read once, on first use, however many requests ask for it at once', async () => {
    const { contentView } = await startView();
    published('overons');
    const views = await Promise.all([contentView(), contentView(), contentView()]);
    expect(views.map(pathsIn)).toEqual([['overons'], ['overons'], ['overons']]);
    expect(await contentView()).toBe(views[0]);
    expect(reads.pages).toHaveBeenCalledTimes(1);
    expect(reads.redirects).toHaveBeenCalledTimes(1);
  });

  it('is read again after a change, and the next request waits for it', async () => {
    const { contentView, markContentViewStale } = await startView();
    published('overons');
    await contentView();
    published('overons', 'nieuw');
    markContentViewStale();
    expect(pathsIn(await contentView())).toEqual(['overons', 'nieuw']);
    expect(reads.pages).toHaveBeenCalledTimes(2);
  });

  it('keeps the latest read when an earlier one ends after it', async () => {
    const { contentView, markContentViewStale } = await startView();
    published('oud');
    let finishSlowRead: () => void = () => undefined;
    reads.pages.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          finishSlowRead = () =>
            resolve({ byPath: new Map([['oud', { markets: null }]]), funnelSteps: new Map() });
        }),
    );
    const slow = contentView();
    published('nieuw');
    markContentViewStale();
    expect(pathsIn(await contentView())).toEqual(['nieuw']);
    finishSlowRead();
    await slow;
    expect(pathsIn(await contentView())).toEqual(['nieuw']);
  });

  it('says it cannot tell while the bundled dataset is unreadable, and tries again a few seconds later', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { contentView, markContentViewStale } = await startView();
    published('overons');
    await contentView();
    reads.pages.mockImplementation(async () => {
      throw new SyntaxError('kapotte regel');
    });
    markContentViewStale();
    expect(await contentView()).toBeUndefined();
    expect(await contentView()).toBeUndefined();
    expect(reads.pages).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(5_000);
    published('overons');
    expect(pathsIn(await contentView())).toEqual(['overons']);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('follows the dataset’s files on disk: a file written or removed there makes it stale', async () => {
    const { contentView } = await startView();
    published('overons');
    await contentView();
    writeFileSync(path.join(contentDir!, 'history.log'), 'geen dataset');
    published('overons', 'nieuw-voor-crawlers');
    writeFileSync(path.join(contentDir!, 'zz-e2e.ndjson'), '{}');
    await vi.waitFor(async () =>
      expect(pathsIn(await contentView())).toEqual(['overons', 'nieuw-voor-crawlers']),
    );
  });

  it('hosted: keeps what it had while the content is out of reach, and tries again a few seconds later', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { contentView, markContentViewStale } = await startView({ hosted: true });
    published('overons');
    const first = await contentView();
    reads.pages.mockImplementation(async () => {
      throw new TypeError('fetch failed');
    });
    markContentViewStale();
    expect(await contentView()).toBe(first);
    published('overons', 'nieuw');
    expect(await contentView()).toBe(first);
    expect(reads.pages).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(5_000);
    // Tried again in the background: the request goes on with what there is.
    expect(await contentView()).toBe(first);
    await vi.waitFor(async () => expect(pathsIn(await contentView())).toEqual(['overons', 'nieuw']));
    error.mockRestore();
  });

  it('hosted: reads again in the background once a minute old, should a webhook have been lost', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { contentView } = await startView({ hosted: true });
    published('overons');
    const first = await contentView();
    published('overons', 'gemist');
    vi.advanceTimersByTime(59_000);
    expect(await contentView()).toBe(first);
    expect(reads.pages).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    // The request does not wait for that read.
    expect(await contentView()).toBe(first);
    await vi.waitFor(async () => expect(pathsIn(await contentView())).toEqual(['overons', 'gemist']));
    expect(reads.pages).toHaveBeenCalledTimes(2);
  });

  it('hosted: reads again for a path it does not hold, published where no webhook told it, at most once a second', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { contentView, contentViewAfterMiss } = await startView({ hosted: true });
    published('overons');
    await contentView();
    published('overons', 'zonder-webhook');
    vi.advanceTimersByTime(1_000);
    const views = await Promise.all([contentViewAfterMiss(), contentViewAfterMiss()]);
    expect(views.map(pathsIn)).toEqual([
      ['overons', 'zonder-webhook'],
      ['overons', 'zonder-webhook'],
    ]);
    expect(reads.pages).toHaveBeenCalledTimes(2);
    // A stream of unknown paths within the second costs no further read.
    await contentViewAfterMiss();
    await contentViewAfterMiss();
    expect(reads.pages).toHaveBeenCalledTimes(2);
  });

  it('on the bundled dataset: a path it does not hold is not read again for', async () => {
    const { contentView, contentViewAfterMiss } = await startView();
    published('overons');
    const first = await contentView();
    expect(await contentViewAfterMiss()).toBe(first);
    expect(reads.pages).toHaveBeenCalledTimes(1);
  });

  it('on the bundled dataset: is never read again without a change', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { contentView } = await startView();
    published('overons');
    const first = await contentView();
    vi.advanceTimersByTime(3_600_000);
    expect(await contentView()).toBe(first);
    expect(reads.pages).toHaveBeenCalledTimes(1);
  });

  it('names the changes that make it stale: redirects and which pages exist', async () => {
    const { changesContentView } = await startView();
    for (const type of ['redirect', 'page', 'legalPage', 'discoverFunnel'])
      expect(changesContentView(type)).toBe(true);
    for (const type of ['siteSettings', 'faqItem', 'home']) expect(changesContentView(type)).toBe(false);
  });
});
