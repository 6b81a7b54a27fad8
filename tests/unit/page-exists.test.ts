import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageExists, readPublishedPages, type PublishedPages } from '@/lib/server/content/page-exists';
import { queryPublished } from '@/lib/server/content/published-lookup';
import { allPagePathsQuery, discoverFunnelsQuery } from '@/lib/shared/content/queries';
import { buildFacts } from '@/lib/server/security/rendered-routes';

vi.mock('@/lib/server/content/published-lookup', () => ({ queryPublished: vi.fn() }));
vi.mock('@/lib/server/security/rendered-routes', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/server/security/rendered-routes')>()),
  buildFacts: vi.fn(),
}));

/** What a build knows: home, a prerendered CMS page, a route, a test page. */
const BUILD = {
  perRequest: new Set<string>(),
  knownPaths: new Set(['/', '/overons', '/contact', '/calculator/koper']),
  testPagePaths: new Set(['/component-test']),
};

const published: PublishedPages = {
  byPath: new Map([
    ['energie-delen', { markets: null }],
    ['energie-delen/gemeenten', { markets: [] }],
    ['zomeractie-delers', { markets: ['sharingiscaring'] }],
  ]),
  funnelSteps: new Map([['koper', 3]]),
};

describe('whether a page exists', () => {
  beforeEach(() => vi.mocked(buildFacts).mockReturnValue(BUILD));
  afterEach(() => vi.unstubAllEnvs());

  it('knows the build’s pages, partner calculators and published CMS pages, with or without a trailing slash', () => {
    for (const path of [
      '/',
      '/overons/',
      '/contact',
      '/calculator/koper-buurtstroom-leuven',
      '/energie-delen',
    ])
      expect(pageExists(path, null, published), path).toBe(true);
    expect(pageExists('/energie-delen/gemeenten', 'belgium', published)).toBe(true);
    for (const path of [
      '/bestaat-niet',
      '/calculator/koper-onbekend',
      '/energie-delen/x/y',
      '/%25E0%25A4%25A',
    ])
      expect(pageExists(path, null, published), path).toBe(false);
  });

  it('finds a CMS page limited to markets on those markets’ sites only', () => {
    expect(pageExists('/zomeractie-delers', 'sharingiscaring', published)).toBe(true);
    expect(pageExists('/zomeractie-delers', 'belgium', published)).toBe(false);
    expect(pageExists('/zomeractie-delers', null, published)).toBe(false);
  });

  it('knows a funnel’s steps up to its last', () => {
    expect(pageExists('/ontdekkoper/3', null, published)).toBe(true);
    expect(pageExists('/ontdekkoper/4', null, published)).toBe(false);
    expect(pageExists('/ontdekkoper/x', null, published)).toBe(false);
    expect(pageExists('/ontdekverkoper/1', null, published)).toBe(false);
  });

  it('has test pages only where they are enabled', () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(pageExists('/component-test', null, published)).toBe(false);
    vi.stubEnv('ENABLE_TEST_PAGES', '1');
    expect(pageExists('/component-test', null, published)).toBe(true);
  });

  it('cannot tell while the content cannot be read, unless the build or the path itself can', () => {
    for (const path of ['/energie-delen', '/bestaat-niet', '/ontdekkoper/3'])
      expect(pageExists(path, null, undefined), path).toBeUndefined();
    for (const path of ['/overons', '/calculator/koper-buurtstroom-leuven'])
      expect(pageExists(path, null, undefined), path).toBe(true);
    for (const path of ['/ontdekkoper/x', '/%25E0'])
      expect(pageExists(path, null, undefined), path).toBe(false);
  });

  it('leaves it to the render without a build’s manifests (development)', () => {
    vi.mocked(buildFacts).mockReturnValue({ ...BUILD, knownPaths: undefined });
    expect(pageExists('/bestaat-niet', null, published)).toBe(true);
  });
});

describe('the published pages', () => {
  it('are read as paths with their markets, and funnels as their number of steps', async () => {
    vi.mocked(queryPublished).mockImplementation(async (query: string) => {
      if (query === allPagePathsQuery)
        return [
          { _type: 'page', path: 'energie-delen', markets: null },
          { _type: 'page', path: 'zomeractie-delers', markets: ['sharingiscaring'] },
          { _type: 'legalPage', path: null, markets: null },
        ];
      if (query === discoverFunnelsQuery)
        return [
          { product: 'koper', stepCount: 3 },
          { product: 'verkoper', stepCount: null },
          { product: null, stepCount: 2 },
        ];
      throw new Error(`unexpected query ${query}`);
    });
    expect(await readPublishedPages()).toEqual({
      byPath: new Map([
        ['energie-delen', { markets: null }],
        ['zomeractie-delers', { markets: ['sharingiscaring'] }],
      ]),
      funnelSteps: new Map([
        ['koper', 3],
        ['verkoper', 0],
      ]),
    });
  });
});
