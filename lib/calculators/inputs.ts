import { z } from 'zod';
import { fieldErrors } from '@/lib/validation/account';
import { decimalText } from '@/lib/validation/fields';
import { oneOf } from '@/lib/validation/options';
import { ORIENTATIONS, type CalculatorAssumptions, type Orientation } from './assumptions';
import { panelsToKwp, yearlyProduction } from './estimates';

/**
 * What the calculators read from their inputs, which live in the URL query (so a result can be shared): the
 * query keys are Dutch and short. Every input has bounds and a Dutch message.
 */

export const CONSUMPTION_BOUNDS = { min: 0, max: 100_000, unit: 'kWh' };
export const PEAK_POWER_BOUNDS = { min: 0, max: 100, unit: 'kWp' };
export const PANEL_BOUNDS = { min: 1, max: 230, unit: 'panelen' };
export const PRODUCTION_BOUNDS = { min: 0, max: 150_000, unit: 'kWh' };

const consumption = decimalText('je jaarverbruik', CONSUMPTION_BOUNDS);
const peakPower = decimalText('het piekvermogen', PEAK_POWER_BOUNDS);
const panels = decimalText('het aantal panelen', PANEL_BOUNDS).refine(
  Number.isInteger,
  'Vul een geheel aantal panelen in.',
);
const selfConsumption = decimalText('je zelfverbruik', { min: 0, max: 100, unit: '%' });
const production = decimalText('je jaarproductie', PRODUCTION_BOUNDS);
const orientation = oneOf(ORIENTATIONS, 'Kies de richting van je panelen.');

export type RawInputs = Record<string, string>;
export type Parsed<T> =
  { value: T; errors: Record<string, never> } | { value: null; errors: Record<string, string> };

function parse<S extends z.ZodType>(schema: S, raw: RawInputs): Parsed<z.output<S>> {
  const parsed = schema.safeParse(raw);
  return parsed.success
    ? { value: parsed.data, errors: {} }
    : { value: null, errors: fieldErrors(parsed.error) };
}

export const BUYER_DEFAULTS: RawInputs = { verbruik: '3500' };

export function readBuyerInputs(raw: RawInputs): Parsed<{ yearlyKwh: number }> {
  const parsed = parse(z.object({ verbruik: consumption }), raw);
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
    const parsed = parse(z.object({ panelen: panels }), raw);
    return parsed.value ? { value: panelsToKwp(parsed.value.panelen, assumptions), errors: {} } : parsed;
  }
  const parsed = parse(z.object({ kwp: peakPower }), raw);
  return parsed.value ? { value: parsed.value.kwp, errors: {} } : parsed;
}

export function readSellerInputs(raw: RawInputs, assumptions: CalculatorAssumptions): Parsed<SellerInputs> {
  const power = readPeakPower(raw, assumptions);
  const rest = parse(z.object({ richting: orientation, eigen: selfConsumption }), raw);
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
    const parsed = parse(z.object({ productie: production }), raw);
    return parsed.value
      ? { value: { productionKwh: parsed.value.productie, estimated: false }, errors: {} }
      : parsed;
  }
  const parsed = parse(z.object({ kwp: peakPower, richting: orientation }), raw);
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
