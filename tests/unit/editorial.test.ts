import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { pagesToPrerender, PRERENDER_LIMIT } from '@/lib/domain/content/prerender';
import { planRenameRedirects, redirectsIntoRemovedPage } from '@/lib/domain/content/rename-redirects';
import {
  buildRedirectTable,
  findRedirectLoop,
  isValidRedirect,
  redirectLocation,
  type RedirectRule,
} from '@/lib/domain/content/redirects';
import { tagsForChange } from '@/lib/domain/content/tags';
import {
  pageCacheKeys,
  pageContentTags,
  purgeHttpCaches,
  purgeKeys,
  REPURGE_AFTER_MS,
} from '@/lib/domain/http-cache.mjs';
import { SITE_MARKETS, type MarketId } from '@/lib/domain/markets';
import { safeSamePath } from '@/lib/domain/safe-path';
import { studioReturnPath } from '@/lib/domain/studio-access';

const rule = (source: string, destination: string, permanent = true): RedirectRule => ({
  source,
  destination,
  permanent,
});

describe('redirect rules', () => {
  it('accepts site paths and https addresses, refuses the rest and redirects onto themselves', () => {
    expect(isValidRedirect(rule('/oud', '/nieuw'))).toBe(true);
    expect(isValidRedirect(rule('/oud', 'https://www.vreg.be/nl/energie-delen'))).toBe(true);
    expect(isValidRedirect(rule('/oud', 'http://onveilig.example'))).toBe(false);
    expect(isValidRedirect(rule('/oud', '//elders.example'))).toBe(false);
    expect(isValidRedirect(rule('oud', '/nieuw'))).toBe(false);
    expect(isValidRedirect(rule('/oud', '/oud/'))).toBe(false);
    expect(isValidRedirect(rule('/oud', '/oud?x=1'))).toBe(false);
  });

  it('finds a loop through other redirects and names it', () => {
    const existing = [rule('/b', '/c'), rule('/c', '/a')];
    expect(findRedirectLoop(existing, rule('/a', '/b'))).toEqual(['/a', '/b', '/c', '/a']);
    expect(findRedirectLoop(existing, rule('/a', '/d'))).toBeNull();
    expect(findRedirectLoop(existing, rule('/a', 'https://example.org/a'))).toBeNull();
  });

  it('leaves loops and invalid rules out of the table, keeps the rest', () => {
    const { rules, refused } = buildRedirectTable([
      rule('/lus-a', '/lus-b'),
      rule('/lus-b', '/lus-a'),
      rule('/oud/', '/nieuw', false),
      { source: '/kapot' },
    ]);
    expect([...rules.keys()]).toEqual(['/oud']);
    expect(rules.get('/oud')?.permanent).toBe(false);
    expect(refused.map(({ reason }) => reason)).toEqual([
      'ongeldig pad of bestemming, of een doorverwijzing naar zichzelf',
      'lus: /lus-a → /lus-b → /lus-a',
      'lus: /lus-b → /lus-a → /lus-b',
    ]);
  });

  it('keeps the query string of the request, without overriding the destination’s own', () => {
    const requested = new URL('https://stroomplein.be/actie?bron=folder&utm=x');
    expect(redirectLocation(rule('/actie', '/koper?utm=actie'), requested).toString()).toBe(
      'https://stroomplein.be/koper?utm=actie&bron=folder',
    );
    expect(redirectLocation(rule('/actie', 'https://www.vreg.be/nl'), requested).toString()).toBe(
      'https://www.vreg.be/nl?bron=folder&utm=x',
    );
  });
});

describe('renaming a published page', () => {
  it('redirects the old path to the new one, drops redirects from the new path and shortens chains', () => {
    const existing = [
      { _id: 'r1', ...rule('/nieuw', '/elders') },
      { _id: 'r2', ...rule('/heel-oud', '/oud') },
    ];
    expect(planRenameRedirects('oud', 'nieuw', existing)).toEqual({
      create: { _id: 'redirect-hernoemd-oud', ...rule('/oud', '/nieuw') },
      remove: ['r1'],
      retarget: [{ _id: 'r2', destination: '/nieuw' }],
    });
  });

  it('does nothing when the path did not change or was never published', () => {
    expect(planRenameRedirects('oud', 'oud', [])).toBeNull();
    expect(planRenameRedirects(undefined, 'nieuw', [])).toBeNull();
  });
});

describe('revalidation tags for a webhook', () => {
  it('names the type and the page’s old and new path', () => {
    expect(tagsForChange({ _id: 'p', _type: 'page', path: 'overons' })).toEqual([
      'type:page',
      'path:overons',
    ]);
    expect(tagsForChange({ _id: 'p', _type: 'page', path: 'nieuw', previousPath: 'oud' })).toEqual([
      'type:page',
      'path:nieuw',
      'path:oud',
    ]);
    expect(tagsForChange({ _id: 'home', _type: 'home' })).toEqual(['path:']);
    expect(tagsForChange({ _id: 'siteSettings', _type: 'siteSettings' })).toEqual(['type:siteSettings']);
  });

  it('names the page in each market whose view changed, when the sender knows them', () => {
    expect(tagsForChange({ _id: 'p', _type: 'page', path: 'overons', markets: ['netherlands'] })).toEqual([
      'type:page',
      'path:overons@netherlands',
    ]);
    expect(tagsForChange({ _id: 'home', _type: 'home', markets: [null, 'belgium'] })).toEqual([
      'path:@geen',
      'path:@belgium',
    ]);
    expect(tagsForChange({ _id: 'home', _type: 'home', markets: [] })).toEqual([]);
  });

  it('caches a page’s content under tags that a publish of the page expires, in every market or in one', () => {
    const cachedUnder = (market: MarketId | null) => pageContentTags('nieuw', market);
    const published = tagsForChange({ _id: 'p', _type: 'page', path: 'nieuw' });
    expect(SITE_MARKETS.every((market) => cachedUnder(market).some((tag) => published.includes(tag)))).toBe(
      true,
    );
    const inOne = tagsForChange({ _id: 'p', _type: 'page', path: 'nieuw', markets: ['netherlands'] });
    expect(cachedUnder('netherlands').some((tag) => inOne.includes(tag))).toBe(true);
    expect(cachedUnder('belgium').some((tag) => inOne.includes(tag))).toBe(false);
  });

  it('purges from Varnish the pages at the changed paths, and every page for a shared document', () => {
    expect(pageCacheKeys('/overons/', null)).toBe('site path:overons path:overons@geen');
    expect(pageCacheKeys('/', 'netherlands')).toBe('site path: path:@netherlands');
    expect(purgeKeys(tagsForChange({ _id: 'p', _type: 'page', path: 'nieuw', previousPath: 'oud' }))).toEqual(
      ['path:nieuw', 'path:oud'],
    );
    expect(purgeKeys(tagsForChange({ _id: 'home', _type: 'home' }))).toEqual(['path:']);
    expect(purgeKeys(tagsForChange({ _id: 'home', _type: 'home', markets: ['netherlands'] }))).toEqual([
      'path:@netherlands',
    ]);
    expect(purgeKeys(tagsForChange({ _id: 'siteSettings', _type: 'siteSettings' }))).toEqual(['site']);
    // A redirect may now answer at a path whose page Varnish holds.
    expect(purgeKeys(tagsForChange({ _id: 'r', _type: 'redirect' }))).toEqual(['site']);
    // With the change's documents known, their keys say which pages; sync tags alone cannot.
    expect(
      purgeKeys(['sanity:s1:abc', ...tagsForChange({ _id: 'p', _type: 'page', path: 'nieuw' })]),
    ).toEqual(['path:nieuw']);
    expect(purgeKeys(['sanity:s1:abc', 'sanity:s1:def'])).toEqual(['site']);
    expect(purgeKeys(['inhoud'])).toEqual(['site']);
    // Not content: an account page's own revalidation purges nothing.
    expect(purgeKeys(['_N_T_/[site]/account/layout'])).toEqual([]);
  });

  it('purges the same keys again later, so a copy stored by a fetch under way at the purge is dropped too', async () => {
    const purges: { keys: string | undefined; at: number }[] = [];
    const cache = createServer((request, response) => {
      if (request.method === 'PURGE')
        purges.push({ keys: request.headers['xkey-purge'] as string, at: Date.now() });
      response.end();
    });
    await new Promise<void>((resolve) => cache.listen(0, '127.0.0.1', resolve));
    vi.stubEnv('HTTP_CACHE_PURGE_URLS', `http://127.0.0.1:${(cache.address() as AddressInfo).port}/`);
    try {
      const start = Date.now();
      await purgeHttpCaches(['path:nieuw']);
      expect(purges).toEqual([{ keys: 'path:nieuw', at: expect.any(Number) }]);
      await vi.waitFor(() => expect(purges).toHaveLength(1 + REPURGE_AFTER_MS.length), {
        timeout: Math.max(...REPURGE_AFTER_MS) + 2_000,
      });
      expect(purges.length).toBeGreaterThan(1);
      expect(purges.every(({ keys }) => keys === 'path:nieuw')).toBe(true);
      REPURGE_AFTER_MS.forEach((delay, index) =>
        expect(purges[index + 1]!.at - start).toBeGreaterThanOrEqual(delay),
      );
    } finally {
      vi.unstubAllEnvs();
      cache.close();
    }
  });
});

describe('safeSamePath', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeSamePath('/overons?x=1#team')).toBe('/overons?x=1#team');
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '',
    null,
    '/a\nb',
  ])('refuses %j', (value) => {
    expect(safeSamePath(value)).toBe('/');
  });
});

describe('pages prerendered by the build', () => {
  const page = (path: string, updated: string) => ({ path, _updatedAt: `2026-${updated}T00:00:00Z` });

  it('takes the linked pages first, then the most recently updated, up to the limit', () => {
    const pages = [
      page('oud', '01-01'),
      page('overons', '02-01'),
      page('nieuw', '11-01'),
      page('nieuwer', '11-02'),
      { path: null, _updatedAt: null },
    ];
    expect(pagesToPrerender(pages, ['/overons', 'https://elders.example', undefined], 3)).toEqual([
      'overons',
      'nieuwer',
      'nieuw',
    ]);
  });

  it('prerenders every page of the bundled dataset, and a bounded number of a large one', () => {
    const many = Array.from({ length: 1_000 }, (_, index) => page(`bench/pagina-${index}`, '06-01'));
    expect(pagesToPrerender(many, [])).toHaveLength(PRERENDER_LIMIT);
    expect(pagesToPrerender(many.slice(0, 12), [])).toHaveLength(12);
  });
});

describe('a page that goes offline takes the redirects into it along', () => {
  const existing = [
    { _id: 'r-oud', source: '/oud', destination: '/tarieven', permanent: true },
    { _id: 'r-ouder', source: '/ouder/', destination: '/oud', permanent: true },
    { _id: 'r-query', source: '/actie', destination: '/tarieven/?utm=x', permanent: false },
    { _id: 'r-elders', source: '/elders', destination: '/overons', permanent: true },
    { _id: 'r-extern', source: '/extern', destination: 'https://example.org/tarieven', permanent: true },
  ];

  it('finds the direct ones, the chains that end there, and none that lead elsewhere', () => {
    const ids = redirectsIntoRemovedPage('tarieven', existing).map(({ _id }) => _id);
    expect(ids.toSorted()).toEqual(['r-oud', 'r-ouder', 'r-query']);
    expect(redirectsIntoRemovedPage('nergens', existing)).toEqual([]);
  });
});

describe('studioReturnPath', () => {
  it('leads back to the Studio address its own sign-in link names, and to nothing else', () => {
    const deepLink = '/studio/structure/pages;page;page-overons?perspective=drafts';
    expect(
      studioReturnPath(
        `/studio?origin=${encodeURIComponent(`http://localhost:3000${deepLink}`)}&type=cookie`,
      ),
    ).toBe(deepLink);
    expect(studioReturnPath('/studio/structure/pages;page')).toBe('/studio/structure/pages;page');
    expect(studioReturnPath('/account?origin=http://localhost:3000/studio/x')).toBe(
      '/account?origin=http://localhost:3000/studio/x',
    );
    // Another host's address gives only its path, and only a Studio path.
    expect(studioReturnPath('/studio?origin=https://evil.example/studio/structure')).toBe(
      '/studio/structure',
    );
    expect(studioReturnPath('/studio?origin=https://evil.example/elders')).toBe(
      '/studio?origin=https://evil.example/elders',
    );
    expect(studioReturnPath('/studio?origin=geen-adres')).toBe('/studio?origin=geen-adres');
  });
});
