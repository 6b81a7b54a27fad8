import type { CalculatorAssumptions, CalculatorMarket } from './assumptions';
import { roundCents } from './estimates';
import { calculatorFormat } from './format';
import { parse, readConsumption, type Parsed, type RawInputs } from './inputs';

/** The buyer calculator: yearly consumption → the energy component with Stroomplein and without. */

export const BUYER_DEFAULTS: RawInputs = { verbruik: '3500' };

export function readBuyerInputs(raw: RawInputs): Parsed<{ yearlyKwh: number }> {
  const parsed = parse({ verbruik: readConsumption }, raw);
  return parsed.value ? { value: { yearlyKwh: parsed.value.verbruik }, errors: {} } : parsed;
}

/** The household-size presets of the buyer calculator, with their typical consumption. */
export function householdPresets(assumptions: CalculatorAssumptions) {
  return ([1, 2, 3, 4, 5] as const).map((people) => ({
    people,
    label: people === 1 ? '1 persoon' : people === 5 ? '5 personen of meer' : `${people} personen`,
    kwh: assumptions.consumptionByHousehold[people],
  }));
}

export interface BuyerEstimate {
  yearlyKwh: number;
  /** The part of the consumption covered by local producers (kWh) and its share (0–1). */
  localKwh: number;
  localShare: number;
  /** Yearly cost of the energy component, VAT included: with Stroomplein, and all from the reference supplier. */
  costWithStroomplein: number;
  costReference: number;
  savingPerYear: number;
  savingPerMonth: number;
}

/**
 * A buyer's energy component for a year: the local share at the local price, the rest at the reference price,
 * against everything at the reference price. `localPricePerKwh` is a partner's fixed price when one applies.
 */
export function estimateBuyer(
  yearlyKwh: number,
  assumptions: CalculatorAssumptions,
  vatRate: number,
  localPricePerKwh = assumptions.localPricePerKwh,
): BuyerEstimate {
  const localKwh = yearlyKwh * assumptions.localShare;
  const supplierKwh = yearlyKwh - localKwh;
  const withVat = 1 + vatRate;
  const costWithStroomplein =
    (localKwh * localPricePerKwh + supplierKwh * assumptions.referencePricePerKwh) * withVat;
  const costReference = yearlyKwh * assumptions.referencePricePerKwh * withVat;
  const saving = costReference - costWithStroomplein;
  return {
    yearlyKwh,
    localKwh: Math.round(localKwh),
    localShare: assumptions.localShare,
    costWithStroomplein: roundCents(costWithStroomplein),
    costReference: roundCents(costReference),
    savingPerYear: roundCents(saving),
    savingPerMonth: roundCents(saving / 12),
  };
}

/** What the buyer calculator shows for `inputs`, formatted: each preset's consumption and the result. */
export function buyerFigures(inputs: RawInputs, market: CalculatorMarket, localPricePerKwh?: number) {
  const format = calculatorFormat(market.numberLocale);
  const parsed = readBuyerInputs(inputs);
  const estimate =
    parsed.value &&
    estimateBuyer(parsed.value.yearlyKwh, market.assumptions, market.vatRate, localPricePerKwh);
  return {
    presets: householdPresets(market.assumptions).map((entry) => format.kwh(entry.kwh)),
    result: estimate && {
      yearlyKwh: format.kwh(estimate.yearlyKwh),
      costWithStroomplein: format.euro(estimate.costWithStroomplein),
      costReference: format.euro(estimate.costReference),
      savingPerYear: format.euro(estimate.savingPerYear),
      savingPerMonth: format.euro(estimate.savingPerMonth),
      localShare: format.percent(estimate.localShare),
      localKwh: format.kwh(estimate.localKwh),
    },
  };
}

export type BuyerFigures = ReturnType<typeof buyerFigures>;
