import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setDeclarationsHero } from '../../scripts/lib/publish.mjs';

// Next's data cache as it is on disk: one store that `next build` keeps in .next/cache from build to build, shared by
// every server started on that build. Next keys a cached fetch by its address, method, headers and body.
const persisted = new Map<string, Response>();
const realFetch = globalThis.fetch;
async function fetchThroughDataCache(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const key = JSON.stringify([String(input), init?.method, [...new Headers(init?.headers)], init?.body]);
  if (!persisted.has(key)) persisted.set(key, await realFetch(input, init));
  return persisted.get(key)!.clone();
}

vi.mock('@/lib/server/content/preview', () => ({ isPreviewRequest: async () => false }));

const folders: string[] = [];
function contentCopy(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'stroomplein-cache-'));
  cpSync(path.resolve(__dirname, '../../content'), folder, { recursive: true });
  folders.push(folder);
  return folder;
}

/** The site's content source as a build started on `folder` loads it. */
async function sourceOf(buildId: string, folder: string) {
  vi.resetModules();
  vi.stubEnv('NEXT_PUBLIC_BUILD_ID', buildId);
  vi.stubEnv('STROOMPLEIN_CONTENT_DIR', folder);
  return import('@/lib/server/content/source');
}

async function declarationsHero(source: Awaited<ReturnType<typeof sourceOf>>) {
  const page = (await source.getPageByPath('declarations', null)) as { blocks?: { text?: string }[] } | null;
  return page?.blocks?.[0]?.text;
}

beforeEach(() => vi.stubGlobal('fetch', fetchThroughDataCache));
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

describe('the local lake through the data cache', () => {
  it('a new build shows the dataset as it is now, not what the cache kept from the build before', async () => {
    const folder = contentCopy();
    setDeclarationsHero(folder, 'Zoals het vorige build het las.');
    expect(await declarationsHero(await sourceOf('build-1', folder))).toBe('Zoals het vorige build het las.');
    // A pull of reviewed content, then a new build on the same .next/cache.
    setDeclarationsHero(folder, 'Zoals het nu in de dataset staat.');
    // Within a build the cached answer stands until a publish expires its sync tags.
    expect(await declarationsHero(await sourceOf('build-1', folder))).toBe('Zoals het vorige build het las.');
    expect(await declarationsHero(await sourceOf('build-2', folder))).toBe(
      'Zoals het nu in de dataset staat.',
    );
  });
});
