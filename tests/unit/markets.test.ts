import { describe, expect, it } from 'vitest';
import { toNavLinks } from '@/lib/domain/navigation';
import {
  MARKET_IDS,
  MARKETS,
  marketsChangedBy,
  NO_MARKET,
  siteTitle,
  type MarketId,
} from '@/lib/domain/markets';

/** What Next.js makes of the root layout's title template for a page titled `title`. */
const pageTitle = (title: string, market: Parameters<typeof siteTitle>[0]) =>
  siteTitle(market).template.replace('%s', title);

describe('markets', () => {
  it.each([
    ['belgium', 'Over ons - Stroomplein België'],
    ['netherlands', 'Over ons - Stroomplein Nederland'],
    ['flags', 'Over ons - Stroomplein Flags'],
    ['sharingiscaring', 'Over ons - Stroomplein Sharing is Caring'],
  ])('%s titles read "<page> - Stroomplein <postfix>"', (id, title) => {
    expect(pageTitle('Over ons', MARKETS[id as MarketId])).toBe(title);
  });

  it('without a market the title has no postfix and no market id', () => {
    expect(pageTitle('Contact', NO_MARKET)).toBe('Contact - Stroomplein');
    expect(siteTitle(NO_MARKET).default).toBe('Stroomplein');
    expect(NO_MARKET.id).toBeNull();
  });

  it('every market has settings keyed by its own id', () => {
    for (const id of MARKET_IDS) expect(MARKETS[id].id).toBe(id);
  });
});

describe('the markets a change of a page shows in', () => {
  const page = {
    _id: 'home',
    _rev: 'a',
    title: 'Stroomplein',
    blocks: [
      { _key: 'hero', heading: 'Welkom' },
      { _key: 'nl', heading: 'Woon je in Nederland?', markets: ['netherlands'] },
    ],
  };
  const withBlocks = (blocks: typeof page.blocks) => ({ ...page, _rev: 'b', blocks });

  it('a block limited to the Netherlands changes the Dutch page alone', () => {
    const edited = withBlocks([
      page.blocks[0]!,
      { ...page.blocks[1]!, heading: 'Woon je in Nederland? Lees dit' },
    ]);
    expect(marketsChangedBy(page, edited)).toEqual(['netherlands']);
  });

  it('a block for every market changes every site, the plain one included', () => {
    const edited = withBlocks([{ ...page.blocks[0]!, heading: 'Hallo' }, page.blocks[1]!]);
    expect(marketsChangedBy(page, edited)).toEqual([
      null,
      'belgium',
      'netherlands',
      'flags',
      'sharingiscaring',
    ]);
  });

  it('limiting a block to a market removes it from the others; a new revision alone changes nothing', () => {
    const limited = withBlocks([{ ...page.blocks[0]!, markets: ['belgium'] }, page.blocks[1]!]);
    expect(marketsChangedBy(page, limited)).toEqual([null, 'netherlands', 'flags', 'sharingiscaring']);
    expect(marketsChangedBy(page, withBlocks(page.blocks))).toEqual([]);
  });

  it('a page created, deleted or limited to markets changes where it appears or disappears', () => {
    expect(marketsChangedBy(null, page)).toHaveLength(5);
    expect(marketsChangedBy(page, null)).toHaveLength(5);
    expect(marketsChangedBy(page, { ...page, markets: ['flags'] })).toEqual([
      null,
      'belgium',
      'netherlands',
      'sharingiscaring',
    ]);
  });
});

describe('the navigation per market', () => {
  const entries = [
    { label: 'Kopen', href: '/koper' },
    { label: 'Zomeractie', href: '/zomeractie-delers', markets: ['sharingiscaring'] },
    { label: 'Zonder pad' },
  ];

  it('shows a link limited to markets only there, and every complete link elsewhere', () => {
    const labels = (market: MarketId | null) => toNavLinks(entries, market).map(({ label }) => label);
    expect(labels('sharingiscaring')).toEqual(['Kopen', 'Zomeractie']);
    expect(labels('netherlands')).toEqual(['Kopen']);
    expect(labels(null)).toEqual(['Kopen']);
  });
});
