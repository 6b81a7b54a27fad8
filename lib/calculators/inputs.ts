import { readDecimal, type DecimalBounds, type Reading } from '@/lib/validation/decimal';
import { ORIENTATIONS, type CalculatorAssumptions, type Orientation } from './assumptions';
import { panelsToKwp, yearlyProduction } from './estimates';

/**
 * What the calculators read from their inputs, which live in the URL query (so a result can be shared): the
 * query keys are Dutch and short. Every input has bounds and a Dutch message. Plain functions, no schema
 * library: this code runs in the browser on every calculator page.
 */

export const CONSUMPTION_BOUNDS = { min: 0, max: 100_000, unit: 'kWh' };
export const PEAK_POWER_BOUNDS = { min: 0, max: 100, unit: 'kWp' };
export const PANEL_BOUNDS = { min: 1, max: 230, unit: 'panelen' };
export const PRODUCTION_BOUNDS = { min: 0, max: 150_000, unit: 'kWh' };
const SELF_CONSUMPTION_BOUNDS = { min: 0, max: 100, unit: '%' };

type Reader<T> = (raw: string | undefined) => Reading<T>;

const decimal =
  (what: string, bounds: DecimalBounds): Reader<number> =>
  (raw) =>
    readDecimal(raw, what, bounds);

const consumption = decimal('je jaarverbruik', CONSUMPTION_BOUNDS);
const peakPower = decimal('het piekvermogen', PEAK_POWER_BOUNDS);
const panels: Reader<number> = (raw) => {
  const reading = readDecimal(raw, 'het aantal panelen', PANEL_BOUNDS);
  return reading.error === undefined && !Number.isInteger(reading.value)
    ? { error: 'Vul een geheel aantal panelen in.' }
    : reading;
};
const selfConsumption = decimal('je zelfverbruik', SELF_CONSUMPTION_BOUNDS);
const production = decimal('je jaarproductie', PRODUCTION_BOUNDS);
const orientation: Reader<Orientation> = (raw) => {
  const match = ORIENTATIONS.find((entry) => entry.value === raw);
  return match ? { value: match.value } : { error: 'Kies de richting van je panelen.' };
};

export type RawInputs = Record<string, string>;
export type Parsed<T> =
  { value: T; errors: Record<string, never> } | { value: null; errors: Record<string, string> };

/** Reads each key of `raw` with its reader: all values, or a Dutch message per key that failed. */
function parse<T extends Record<string, unknown>>(
  readers: { [K in keyof T]: Reader<T[K]> },
  raw: RawInputs,
): Parsed<T> {
  const value: Partial<T> = {};
  const errors: Record<string, string> = {};
  for (const key of Object.keys(readers) as (keyof T & string)[]) {
    const reading = readers[key](raw[key]);
    if (reading.error === undefined) value[key] = reading.value;
    else errors[key] = reading.error;
  }
  return Object.keys(errors).length > 0 ? { value: null, errors } : { value: value as T, errors: {} };
}

export const BUYER_DEFAULTS: RawInputs = { verbruik: '3500' };

export function readBuyerInputs(raw: RawInputs): Parsed<{ yearlyKwh: number }> {
  const parsed = parse({ verbruik: consumption }, raw);
  return parsed.value ? { value: { yearlyKwh: parsed.value.verbruik }, errors: {} } : parsed;
}

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
    const parsed = parse({ panelen: panels }, raw);
    return parsed.value ? { value: panelsToKwp(parsed.value.panelen, assumptions), errors: {} } : parsed;
  }
  const parsed = parse({ kwp: peakPower }, raw);
  return parsed.value ? { value: parsed.value.kwp, errors: {} } : parsed;
}

export function readSellerInputs(raw: RawInputs, assumptions: CalculatorAssumptions): Parsed<SellerInputs> {
  const power = readPeakPower(raw, assumptions);
  const rest = parse({ richting: orientation, eigen: selfConsumption }, raw);
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
    const parsed = parse({ productie: production }, raw);
    return parsed.value
      ? { value: { productionKwh: parsed.value.productie, estimated: false }, errors: {} }
      : parsed;
  }
  const parsed = parse({ kwp: peakPower, richting: orientation }, raw);
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

/** The household-size presets of the buyer calculator, with their typical consumption. */
export function householdPresets(assumptions: CalculatorAssumptions) {
  return ([1, 2, 3, 4, 5] as const).map((people) => ({
    people,
    label: people === 1 ? '1 persoon' : people === 5 ? '5 personen of meer' : `${people} personen`,
    kwh: assumptions.consumptionByHousehold[people],
  }));
}
