import { describe, expect, it } from 'vitest';
import { MARKET_IDS, MARKETS, NO_MARKET, siteTitle, type MarketId } from '@/lib/domain/markets';

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
