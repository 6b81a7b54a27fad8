import type { CalculatorAssumptions } from './assumptions';
import type { Orientation } from './orientations';

/**
 * The arithmetic the calculators share. Each calculator's estimate (buyer.ts, seller.ts, guarantee.ts) is a pure
 * function of the visitor's inputs and the market's assumptions; amounts are rounded to the cent and volumes to
 * the whole kWh only at the end, so rounding never accumulates.
 */

/** Rounds to the cent (EPSILON keeps 1,005 from becoming 1,00 through binary floating point). */
export function roundCents(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

/** Peak power of an installation given as a number of panels. */
export function panelsToKwp(panels: number, assumptions: CalculatorAssumptions): number {
  return Math.round(panels * assumptions.panelKwp * 100) / 100;
}

/** Yearly production of a solar installation (kWh, whole). */
export function yearlyProduction(
  kwp: number,
  orientation: Orientation,
  assumptions: CalculatorAssumptions,
): number {
  return Math.round(kwp * assumptions.yieldPerKwp[orientation]);
}
