import { afterEach, describe, expect, it, vi } from 'vitest';
import { isBotUserAgent } from '@/lib/domain/bots';
import { isNewDeploy } from '@/lib/domain/build-info';
import { isChunkLoadError, latestReloads, parseReloadLog, planChunkReload } from '@/lib/browser/chunk-reload';
import {
  COLOUR_MODE_STORAGE_KEY,
  pageForcedColourMode,
  resolvedColourMode,
  storedColourMode,
} from '@/lib/domain/colour-mode';
import { COLOUR_MODE_SCRIPT } from '@/lib/domain/colour-mode-scripts';
import { isOkWithCredentials } from '@/lib/browser/credentialed-fetch';
import { loadOnce } from '@/lib/browser/load-once';
import { shouldPrefetch } from '@/lib/browser/prefetch';
import { progressPercent } from '@/lib/domain/progress';
import { testPagesEnabled } from '@/lib/domain/test-pages';

describe('prefetch policy', () => {
  it.each([
    [undefined, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g', saveData: false }, true],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
    [{ effectiveType: '4g', saveData: true }, false],
  ])('%j → %s', (connection, expected) => {
    expect(shouldPrefetch(connection)).toBe(expected);
  });
});

describe('chunk reload guard', () => {
  it('recognises chunk load errors from webpack, Turbopack and browsers', () => {
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/abc.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('reloads once per path within 10 000 ms', () => {
    const first = planChunkReload({}, '/koper', 1_000);
    expect(first).toEqual({ reload: true, log: { '/koper': 1_000 } });
    expect(planChunkReload(first.log, '/koper', 10_999).reload).toBe(false);
    expect(planChunkReload(first.log, '/verkoper', 2_000)).toEqual({
      reload: true,
      log: { '/verkoper': 2_000, '/koper': 1_000 },
    });
    expect(planChunkReload(first.log, '/koper', 11_000).reload).toBe(true);
  });

  it('keeps the latest reload of each path from several copies of the log', () => {
    expect(latestReloads({ '/a': 5, '/b': 9 }, { '/a': 7 }, {})).toEqual({ '/a': 7, '/b': 9 });
  });

  it('forgets old entries and survives a corrupt log', () => {
    expect(planChunkReload({ '/oud': 0 }, '/nieuw', 50_000).log).toEqual({ '/nieuw': 50_000 });
    expect(parseReloadLog('{niet json')).toEqual({});
    expect(parseReloadLog('[1,2]')).toEqual({});
    expect(parseReloadLog('{"/a":5,"/b":"x"}')).toEqual({ '/a': 5 });
  });
});

describe('credentialed GET helper', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('GETs with credentials and returns response.ok', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(isOkWithCredentials('/api/sessie')).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/sessie',
      expect.objectContaining({ method: 'GET', credentials: 'include' }),
    );
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 401 }));
    await expect(isOkWithCredentials('/api/sessie')).resolves.toBe(false);
  });

  it('never throws', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(isOkWithCredentials('https://onbereikbaar.invalid')).resolves.toBe(false);
  });
});

describe('progress', () => {
  it.each([
    [50, undefined, 50],
    [3, 5, 60],
    [150, undefined, 100],
    [-5, undefined, 0],
    [5, 0, 0],
    [Number.NaN, 100, 0],
  ])('value %s of max %s → %s %', (value, max, expected) => {
    expect(progressPercent(value, max)).toBe(expected);
  });
});

describe('page-level colour mode', () => {
  it('forces light or dark, ignores system', () => {
    expect(pageForcedColourMode('dark')).toBe('dark');
    expect(pageForcedColourMode('light')).toBe('light');
    expect(pageForcedColourMode('system')).toBeUndefined();
    expect(pageForcedColourMode(undefined)).toBeUndefined();
  });

  it('a forced mode wins over the choice, which wins over the system; anything unknown stored means system', () => {
    expect(resolvedColourMode('light', 'dark', false)).toBe('dark');
    expect(resolvedColourMode('dark', undefined, false)).toBe('dark');
    expect(resolvedColourMode('light', undefined, true)).toBe('light');
    expect(resolvedColourMode('system', undefined, true)).toBe('dark');
    expect(resolvedColourMode('system', undefined, false)).toBe('light');
    expect(storedColourMode('dark')).toBe('dark');
    expect(storedColourMode('system')).toBe('system');
    expect(storedColourMode('purple')).toBe('system');
    expect(storedColourMode(null)).toBe('system');
  });

  /** Runs the inline first-paint script against a stored value (or refused storage) and a system setting. */
  function firstPaintClass(stored: string | null | Error, systemDark: boolean): string {
    const classes = new Set<string>();
    const browser = {
      localStorage: {
        getItem: (key: string) => {
          if (stored instanceof Error) throw stored;
          return key === COLOUR_MODE_STORAGE_KEY ? stored : null;
        },
      },
      matchMedia: (query: string) => ({ matches: systemDark && query.includes('dark') }),
      document: {
        documentElement: {
          classList: {
            add: (name: string) => classes.add(name),
            contains: (name: string) => classes.has(name),
          },
        },
      },
    };
    new Function('localStorage', 'matchMedia', 'document', COLOUR_MODE_SCRIPT)(
      browser.localStorage,
      browser.matchMedia,
      browser.document,
    );
    return [...classes].join(' ');
  }

  it('the first-paint script follows the same rules, also when storage is refused', () => {
    expect(firstPaintClass('dark', false)).toBe('dark');
    expect(firstPaintClass('light', true)).toBe('light');
    expect(firstPaintClass('system', true)).toBe('dark');
    expect(firstPaintClass(null, false)).toBe('light');
    expect(firstPaintClass(new Error('SecurityError'), true)).toBe('dark');
  });
});

describe('bots', () => {
  it('flags crawlers, not browsers or command-line checks', () => {
    expect(isBotUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(
      true,
    );
    expect(isBotUserAgent('Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)')).toBe(
      true,
    );
    expect(
      isBotUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
      ),
    ).toBe(false);
    expect(isBotUserAgent('curl/8.5.0')).toBe(false);
    expect(isBotUserAgent(null)).toBe(false);
  });
});

describe('deploy detection and test pages', () => {
  it('only a different, non-empty build id is a new deploy', () => {
    expect(isNewDeploy('a', 'b')).toBe(true);
    expect(isNewDeploy('a', 'a')).toBe(false);
    expect(isNewDeploy('a', '')).toBe(false);
    expect(isNewDeploy('a', undefined)).toBe(false);
  });

  it('test pages: on in development, off in production unless enabled', () => {
    expect(testPagesEnabled({ NODE_ENV: 'development' })).toBe(true);
    expect(testPagesEnabled({ NODE_ENV: 'production' })).toBe(false);
    expect(testPagesEnabled({ NODE_ENV: 'production', ENABLE_TEST_PAGES: '1' })).toBe(true);
  });
});

describe('loadOnce', () => {
  it('fetches once for every caller, and tries again after a failed fetch', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue('module');
    const loadModule = loadOnce(load);
    await expect(loadModule()).rejects.toThrow('ChunkLoadError');
    const [first, second] = await Promise.all([loadModule(), loadModule()]);
    expect([first, second]).toEqual(['module', 'module']);
    await loadModule();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
