/**
 * Market variants of the site. One deployment serves all of them, each on its host names (market-hosts.ts); a host
 * outside the map gets "no market" (the plain Stroomplein site). Later features (calculators, flows) read their prices, VAT and toggles here, so
 * switching a variant never needs a code change.
 */
import {
  DUTCH_CALCULATOR,
  FLEMISH_CALCULATOR,
  type CalculatorAssumptions,
  type CalculatorMarket,
} from './calculators/assumptions';

export const MARKET_IDS = ['belgium', 'netherlands', 'flags', 'sharingiscaring'] as const;
export type MarketId = (typeof MARKET_IDS)[number];

/** How editors and marketers name the markets (Studio, preview toolbar). */
export const MARKET_LABELS: Record<MarketId, string> = {
  belgium: 'België',
  netherlands: 'Nederland',
  flags: 'Flags',
  sharingiscaring: 'Sharing is Caring',
};

export type NumberLocale = 'nl-BE' | 'nl-NL';

export interface MarketSettings {
  /** Lowercased id, written to `<html data-market>`; null for the plain site. */
  id: MarketId | null;
  /** Appended to "Stroomplein" in every page title. */
  titlePostfix: string;
  /** Locale for numbers and amounts shown to visitors. */
  numberLocale: NumberLocale;
  /** VAT rate on household electricity (Belgium 6 % since 1 April 2023, the Netherlands 21 %). */
  electricityVatRate: number;
  /** Prices, yields and typical figures the calculators assume (each with its basis and date). */
  calculator: CalculatorAssumptions;
}

const BELGIAN_DEFAULTS = {
  numberLocale: 'nl-BE',
  electricityVatRate: 0.06,
  calculator: FLEMISH_CALCULATOR,
} as const;

export const MARKETS: Record<MarketId, MarketSettings> = {
  belgium: { id: 'belgium', titlePostfix: 'België', ...BELGIAN_DEFAULTS },
  netherlands: {
    id: 'netherlands',
    titlePostfix: 'Nederland',
    numberLocale: 'nl-NL',
    electricityVatRate: 0.21,
    calculator: DUTCH_CALCULATOR,
  },
  flags: { id: 'flags', titlePostfix: 'Flags', ...BELGIAN_DEFAULTS },
  sharingiscaring: { id: 'sharingiscaring', titlePostfix: 'Sharing is Caring', ...BELGIAN_DEFAULTS },
};

export const NO_MARKET: MarketSettings = { id: null, titlePostfix: '', ...BELGIAN_DEFAULTS };

/** The settings of a market, or of the plain site. */
export function marketSettings(market: MarketId | null): MarketSettings {
  return market ? MARKETS[market] : NO_MARKET;
}

export function isMarketId(value: string): value is MarketId {
  return (MARKET_IDS as readonly string[]).includes(value);
}

export function siteName(market: MarketSettings): string {
  return market.titlePostfix ? `Stroomplein ${market.titlePostfix}` : 'Stroomplein';
}

/** The root layout's title metadata: pages read `<page title> - Stroomplein <postfix>`, the home page the name. */
export function siteTitle(market: MarketSettings): { template: string; default: string } {
  return { template: `%s - ${siteName(market)}`, default: siteName(market) };
}

/** What the calculators need of a market: their server pages hand it to the calculator in the browser. */
export function calculatorMarket(market: MarketSettings): CalculatorMarket {
  return {
    assumptions: market.calculator,
    vatRate: market.electricityVatRate,
    numberLocale: market.numberLocale,
  };
}

/** Content (a block, a page) without markets shows everywhere; with markets only there, never on the plain site. */
export function shownInMarket(content: { markets?: string[] | null }, market: MarketId | null): boolean {
  if (!content.markets?.length) return true;
  return market !== null && content.markets.includes(market);
}

/** The plain site and the four markets: every site a page can be shown on. */
export const SITE_MARKETS: readonly (MarketId | null)[] = [null, ...MARKET_IDS];

type PageLike = { markets?: string[] | null; blocks?: unknown } & Record<string, unknown>;

/** Fields that say nothing of what a page shows: the revision and time of every commit, and where content shows. */
const NOT_SHOWN = new Set(['_rev', '_updatedAt', 'markets']);

/** What one market shows of a page document: null if the page is not there, else the page with that market's blocks. */
function marketView(page: PageLike | null, market: MarketId | null): string {
  if (!page || !shownInMarket(page, market)) return 'null';
  const blocks = Array.isArray(page.blocks)
    ? page.blocks.filter((block: { markets?: string[] | null }) => shownInMarket(block, market))
    : page.blocks;
  return JSON.stringify({ ...page, blocks }, (key, value: unknown) =>
    NOT_SHOWN.has(key) ? undefined : value,
  );
}

/**
 * The sites whose view of a page changed between two revisions (null: the plain site): a block limited to the
 * Netherlands changes only the Dutch page, so only that one is revalidated and purged.
 */
export function marketsChangedBy(before: PageLike | null, after: PageLike | null): (MarketId | null)[] {
  return SITE_MARKETS.filter((market) => marketView(before, market) !== marketView(after, market));
}
