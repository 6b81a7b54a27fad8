/**
 * Market variants of the site. A deployment selects one with NEXT_PUBLIC_LOCAL_MARKET; unset means "no market"
 * (the plain Stroomplein site). Later features (calculators, flows) read their prices, VAT and toggles here, so
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

export interface MarketSettings {
  /** Lowercased id, written to `<html data-market>`; null for the plain site. */
  id: MarketId | null;
  /** Appended to "Stroomplein" in every page title. */
  titlePostfix: string;
  /** Locale for numbers and amounts shown to visitors. */
  numberLocale: 'nl-BE' | 'nl-NL';
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

export function isMarketId(value: string): value is MarketId {
  return (MARKET_IDS as readonly string[]).includes(value);
}

/** Reads a market setting; an unknown value is a deployment mistake and fails loudly. */
export function resolveMarket(raw: string | undefined): MarketSettings {
  const value = raw?.trim().toLowerCase();
  if (!value) return NO_MARKET;
  if (!isMarketId(value)) {
    throw new Error(
      `NEXT_PUBLIC_LOCAL_MARKET="${raw}" is not a known market; use one of: ${MARKET_IDS.join(', ')} (or leave it unset).`,
    );
  }
  return MARKETS[value];
}

/** The deployed market. NEXT_PUBLIC_ variables are inlined at build time, so this is the same on server and client. */
export const currentMarket: MarketSettings = resolveMarket(process.env.NEXT_PUBLIC_LOCAL_MARKET);

export function siteName(market: MarketSettings = currentMarket): string {
  return market.titlePostfix ? `Stroomplein ${market.titlePostfix}` : 'Stroomplein';
}

/** The root layout's title metadata: pages read `<page title> - Stroomplein <postfix>`, the home page the name. */
export function siteTitle(market: MarketSettings = currentMarket): { template: string; default: string } {
  return { template: `%s - ${siteName(market)}`, default: siteName(market) };
}

/** What the calculators need of a market: their server pages hand it to the calculator in the browser. */
export function calculatorMarket(market: MarketSettings = currentMarket): CalculatorMarket {
  return {
    assumptions: market.calculator,
    vatRate: market.electricityVatRate,
    numberLocale: market.numberLocale,
  };
}
