import type { RawInputs } from './inputs';

/**
 * Partner presets: a cooperative or installer that offers a fixed price through Stroomplein gets its own
 * calculator at /calculator/koper-{slug} or /calculator/verkoper-{slug}, with its defaults and a short intro.
 * Any other name answers 404.
 */
export interface PartnerPreset {
  kind: 'koper' | 'verkoper';
  slug: string;
  partner: string;
  /** For buyers the local price they pay, for sellers the price they receive (€ per kWh, excl. VAT). */
  fixedPricePerKwh: number;
  /** Starting inputs, as the calculator's query keys. */
  defaults: RawInputs;
  intro: string;
}

export const PARTNER_PRESETS: PartnerPreset[] = [
  {
    kind: 'koper',
    slug: 'buurtstroom-leuven',
    partner: 'Buurtstroom Leuven',
    fixedPricePerKwh: 0.099,
    defaults: { verbruik: '3000' },
    intro:
      'Buurtstroom Leuven brengt de zonnedaken van Kessel-Lo en Heverlee samen. Leden kopen hun lokale stroom aan een vaste prijs, het hele jaar door.',
  },
  {
    kind: 'koper',
    slug: 'kempen-energie',
    partner: 'Kempense Energiecoöperatie',
    fixedPricePerKwh: 0.102,
    defaults: { verbruik: '3500' },
    intro:
      'De Kempense Energiecoöperatie verkoopt de stroom van haar windturbines in Geel en Mol rechtstreeks aan gezinnen uit de streek.',
  },
  {
    kind: 'verkoper',
    slug: 'zonnedak-vlaanderen',
    partner: 'Zonnedak Vlaanderen',
    fixedPricePerKwh: 0.1,
    defaults: { invoer: 'panelen', panelen: '12', richting: 'zuidoost-zuidwest', eigen: '35' },
    intro:
      'Heb je je panelen laten plaatsen door Zonnedak Vlaanderen? Dan krijg je via Stroomplein een vaste prijs voor wat je niet zelf verbruikt.',
  },
  {
    kind: 'verkoper',
    slug: 'boerderijstroom',
    partner: 'Boerderijstroom',
    fixedPricePerKwh: 0.092,
    defaults: { invoer: 'vermogen', kwp: '40', richting: 'plat', eigen: '50' },
    intro:
      'Voor land- en tuinbouwbedrijven met een grote installatie op de stal of loods: verkoop je overschot aan de gezinnen in je gemeente.',
  },
];

export type PartnerKind = PartnerPreset['kind'];

/** The preset of a kind with this slug, or undefined (the route answers 404). */
export function findPreset(kind: PartnerKind, slug: string): PartnerPreset | undefined {
  return PARTNER_PRESETS.find((preset) => preset.kind === kind && preset.slug === slug);
}

/** The preset a visitor's path names (`/calculator/koper-{slug}`, `/calculator/verkoper-{slug}`), if any. */
export function presetAtPath(path: string): PartnerPreset | undefined {
  const match = /^\/calculator\/(koper|verkoper)-([^/]+)$/.exec(path);
  return match ? findPreset(match[1] as PartnerKind, match[2]!) : undefined;
}

/**
 * `/calculator/koper-{slug}` is served by the route `calculator/partner/koper/[slug]` (and likewise for sellers):
 * one route per kind, so a partner page loads only its own calculator's code. Before the file system, like the
 * discover funnel's rewrite.
 */
export const PARTNER_CALCULATOR_REWRITE = {
  // The slug's own pattern: by default a parameter after "-" may not contain "-" itself.
  source: '/calculator/:kind(koper|verkoper)-:slug([^/]+)',
  destination: '/calculator/partner/:kind/:slug',
};
