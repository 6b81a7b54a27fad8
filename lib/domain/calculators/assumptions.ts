/**
 * What the calculators assume, per market. Every figure is a named constant with its basis and the date it was
 * last checked; the calculator pages show the ones they use. Prices are per kWh, excluding VAT unless noted.
 */

import type { Orientation } from './orientations';

export interface CalculatorAssumptions {
  /** What a buyer pays for locally shared power via Stroomplein (energy component, € per kWh excl. VAT). */
  localPricePerKwh: number;
  /** The energy component of a typical variable contract at a large supplier (€ per kWh excl. VAT). */
  referencePricePerKwh: number;
  /** Share of a buyer's consumption that local producers can cover over a year (the rest comes from the supplier). */
  localShare: number;
  /** What a seller receives per kWh sold locally (the local price minus Stroomplein's fee). */
  sellerPricePerKwh: number;
  /** What a supplier pays for injected power (€ per kWh). */
  injectionTariffPerKwh: number;
  /** Yearly production per kWp of solar panels by roof orientation (kWh per kWp). */
  yieldPerKwp: Record<Orientation, number>;
  /** Peak power of one typical panel (kWp), to convert a number of panels. */
  panelKwp: number;
  /** Typical yearly consumption by household size (kWh); the key is the number of people, 5 = five or more. */
  consumptionByHousehold: Record<1 | 2 | 3 | 4 | 5, number>;
  /** Market value of one guarantee of origin (one per MWh), low and high (€). */
  guaranteeOfOriginPrice: { low: number; high: number };
  /** Where the figures come from and when they were checked, as shown to visitors. */
  sources: string;
}

/**
 * What a calculator in the browser needs of the deployed market. Its server page hands it in (calculatorMarket in
 * lib/domain/markets.ts), so the market table stays out of the calculator pages' JavaScript.
 */
export interface CalculatorMarket {
  assumptions: CalculatorAssumptions;
  /** VAT rate on household electricity. */
  vatRate: number;
  /** Locale for the numbers and amounts the calculator shows. */
  numberLocale: 'nl-BE' | 'nl-NL';
}

/**
 * Flanders and Brussels, checked 2026-11:
 * - referencePricePerKwh 0,125: energy component of variable contracts in the VREG V-test, Oct. 2026 (0,11–0,14).
 * - localPricePerKwh 0,105: Stroomplein's local price, 0,02 below the reference, of which 0,01 platform fee.
 * - localShare 0,6: share of a household's consumption matched by solar and wind producers within the same
 *   distribution area over a year (Stroomplein's pilot matching, 2025–2026).
 * - injectionTariffPerKwh 0,035: average injection compensation of the large suppliers, V-test Oct. 2026.
 * - yieldPerKwp: PVGIS (EU JRC) for Brussels at 35° tilt, rounded down for shading and ageing: south 900.
 * - panelKwp 0,43: a typical 430 Wp module sold in 2026.
 * - consumptionByHousehold: VREG typical consumption per household size, 2025 (3.500 kWh for four people).
 * - guaranteeOfOriginPrice 0,50–2,50: VREG GO auction and broker prices for Belgian solar GOs, 2025–2026.
 */
export const FLEMISH_CALCULATOR: CalculatorAssumptions = {
  localPricePerKwh: 0.105,
  referencePricePerKwh: 0.125,
  localShare: 0.6,
  sellerPricePerKwh: 0.095,
  injectionTariffPerKwh: 0.035,
  yieldPerKwp: { zuid: 900, 'zuidoost-zuidwest': 860, 'oost-west': 760, plat: 820, noord: 560 },
  panelKwp: 0.43,
  consumptionByHousehold: { 1: 1_600, 2: 2_500, 3: 3_000, 4: 3_500, 5: 4_200 },
  guaranteeOfOriginPrice: { low: 0.5, high: 2.5 },
  sources:
    'Prijzen: VREG V-test, oktober 2026. Opbrengst: PVGIS (Europese Commissie). Verbruik: VREG, 2025. Garanties van oorsprong: VREG, 2025–2026. Nagekeken in november 2026.',
};

/**
 * The Netherlands, checked 2026-11 (a market variant for Dutch partners; the figures follow the Dutch market):
 * - referencePricePerKwh 0,135 and injectionTariffPerKwh 0,05: ACM price monitor, variable contracts, Oct. 2026,
 *   with net metering (salderen) ending in 2027.
 * - yieldPerKwp: PVGIS for Utrecht, same rounding as above. Other figures as for Flanders.
 */
export const DUTCH_CALCULATOR: CalculatorAssumptions = {
  ...FLEMISH_CALCULATOR,
  localPricePerKwh: 0.115,
  referencePricePerKwh: 0.135,
  sellerPricePerKwh: 0.105,
  injectionTariffPerKwh: 0.05,
  yieldPerKwp: { zuid: 880, 'zuidoost-zuidwest': 840, 'oost-west': 740, plat: 800, noord: 540 },
  sources:
    'Prijzen: ACM-prijsmonitor, oktober 2026. Opbrengst: PVGIS (Europese Commissie). Nagekeken in november 2026.',
};
