import type { CalculatorAssumptions, CalculatorMarket } from './assumptions';
import { panelsToKwp, roundCents, yearlyProduction } from './estimates';
import { calculatorFormat } from './format';
import {
  parse,
  readOrientation,
  readPanels,
  readPeakPowerValue,
  readSelfConsumption,
  type Parsed,
  type RawInputs,
} from './inputs';
import type { Orientation } from './orientations';

/** The seller calculator: an installation and its self-consumption → what selling the surplus locally earns. */

export const SELLER_DEFAULTS: RawInputs = {
  invoer: 'vermogen',
  kwp: '4',
  panelen: '10',
  richting: 'zuid',
  eigen: '30',
};

export interface SellerInputs {
  kwp: number;
  orientation: Orientation;
  selfConsumptionShare: number;
}

/** Peak power given directly, or as a number of panels (`invoer` says which). */
function readPeakPower(raw: RawInputs, assumptions: CalculatorAssumptions): Parsed<number> {
  if (raw.invoer === 'panelen') {
    const parsed = parse({ panelen: readPanels }, raw);
    return parsed.value ? { value: panelsToKwp(parsed.value.panelen, assumptions), errors: {} } : parsed;
  }
  const parsed = parse({ kwp: readPeakPowerValue }, raw);
  return parsed.value ? { value: parsed.value.kwp, errors: {} } : parsed;
}

export function readSellerInputs(raw: RawInputs, assumptions: CalculatorAssumptions): Parsed<SellerInputs> {
  const power = readPeakPower(raw, assumptions);
  const rest = parse({ richting: readOrientation, eigen: readSelfConsumption }, raw);
  if (power.value === null || rest.value === null)
    return { value: null, errors: { ...power.errors, ...rest.errors } };
  return {
    value: {
      kwp: power.value,
      orientation: rest.value.richting,
      selfConsumptionShare: rest.value.eigen / 100,
    },
    errors: {},
  };
}

export interface SellerEstimate {
  productionKwh: number;
  selfConsumedKwh: number;
  injectedKwh: number;
  /** Yearly revenue for the injected power: sold to local buyers, or to the supplier at its injection tariff. */
  revenueLocal: number;
  revenueSupplier: number;
  extraPerYear: number;
}

/**
 * A seller's year: what the panels make, what the household uses itself, and what the rest earns. Households
 * selling their own surplus are not VAT-liable, so the amounts carry no VAT.
 */
export function estimateSeller(
  input: SellerInputs,
  assumptions: CalculatorAssumptions,
  sellerPricePerKwh = assumptions.sellerPricePerKwh,
): SellerEstimate {
  const productionKwh = yearlyProduction(input.kwp, input.orientation, assumptions);
  const selfConsumedKwh = Math.round(productionKwh * input.selfConsumptionShare);
  const injectedKwh = productionKwh - selfConsumedKwh;
  const revenueLocal = injectedKwh * sellerPricePerKwh;
  const revenueSupplier = injectedKwh * assumptions.injectionTariffPerKwh;
  return {
    productionKwh,
    selfConsumedKwh,
    injectedKwh,
    revenueLocal: roundCents(revenueLocal),
    revenueSupplier: roundCents(revenueSupplier),
    extraPerYear: roundCents(revenueLocal - revenueSupplier),
  };
}

/** What the seller calculator shows for `inputs`, formatted: a panel's power and the result. */
export function sellerFigures(inputs: RawInputs, market: CalculatorMarket, sellerPricePerKwh?: number) {
  const { assumptions } = market;
  const format = calculatorFormat(market.numberLocale);
  const parsed = readSellerInputs(inputs, assumptions);
  const estimate = parsed.value && estimateSeller(parsed.value, assumptions, sellerPricePerKwh);
  return {
    panelWp: format.number(assumptions.panelKwp * 1000),
    result: parsed.value &&
      estimate && {
        kwp: format.number(parsed.value.kwp),
        productionKwh: format.kwh(estimate.productionKwh),
        selfConsumedKwh: format.kwh(estimate.selfConsumedKwh),
        injectedKwh: format.kwh(estimate.injectedKwh),
        revenueLocal: format.euro(estimate.revenueLocal),
        revenueSupplier: format.euro(estimate.revenueSupplier),
        extraPerYear: format.euro(estimate.extraPerYear),
      },
  };
}

export type SellerFigures = ReturnType<typeof sellerFigures>;
