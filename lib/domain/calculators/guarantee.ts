import type { CalculatorAssumptions, CalculatorMarket } from './assumptions';
import { roundCents, yearlyProduction } from './estimates';
import { calculatorFormat } from './format';
import {
  parse,
  readOrientation,
  readPeakPowerValue,
  readProduction,
  type Parsed,
  type RawInputs,
} from './inputs';

/** The guarantees-of-origin calculator: a year's production → how many guarantees and what they are worth. */

export const GUARANTEE_DEFAULTS: RawInputs = {
  bron: 'installatie',
  kwp: '4',
  richting: 'zuid',
  productie: '3600',
};

/** Yearly production, typed in or estimated from the installation (`bron` says which). */
export function readGuaranteeInputs(
  raw: RawInputs,
  assumptions: CalculatorAssumptions,
): Parsed<{ productionKwh: number; estimated: boolean; kwp?: number }> {
  if (raw.bron === 'productie') {
    const parsed = parse({ productie: readProduction }, raw);
    return parsed.value
      ? { value: { productionKwh: parsed.value.productie, estimated: false }, errors: {} }
      : parsed;
  }
  const parsed = parse({ kwp: readPeakPowerValue, richting: readOrientation }, raw);
  return parsed.value
    ? {
        value: {
          productionKwh: yearlyProduction(parsed.value.kwp, parsed.value.richting, assumptions),
          estimated: true,
          kwp: parsed.value.kwp,
        },
        errors: {},
      }
    : parsed;
}

export interface GuaranteeEstimate {
  productionKwh: number;
  /** One guarantee of origin per whole MWh produced. */
  guarantees: number;
  valueLow: number;
  valueHigh: number;
}

export function estimateGuarantees(
  productionKwh: number,
  assumptions: CalculatorAssumptions,
): GuaranteeEstimate {
  const guarantees = Math.floor(productionKwh / 1000);
  return {
    productionKwh,
    guarantees,
    valueLow: roundCents(guarantees * assumptions.guaranteeOfOriginPrice.low),
    valueHigh: roundCents(guarantees * assumptions.guaranteeOfOriginPrice.high),
  };
}

/** What the guarantees calculator shows for `inputs`, formatted: the production and the guarantees' value. */
export function guaranteeFigures(inputs: RawInputs, market: CalculatorMarket) {
  const format = calculatorFormat(market.numberLocale);
  const parsed = readGuaranteeInputs(inputs, market.assumptions);
  const estimate = parsed.value && estimateGuarantees(parsed.value.productionKwh, market.assumptions);
  return {
    result: estimate && {
      guarantees: estimate.guarantees,
      productionKwh: format.kwh(estimate.productionKwh),
      valueLow: format.euro(estimate.valueLow),
      valueHigh: format.euro(estimate.valueHigh),
    },
  };
}

export type GuaranteeFigures = ReturnType<typeof guaranteeFigures>;
