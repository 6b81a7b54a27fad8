import { readDecimal, type DecimalBounds, type Reading } from '../validation/decimal';
import { ORIENTATIONS, type Orientation } from './orientations';

/**
 * What the calculators read from their inputs, which live in the URL query (so a result can be shared): the
 * query keys are Dutch and short. Every input has bounds and a Dutch message. Plain functions, no schema
 * library: this code runs in the browser on every calculator page. Each calculator's own module (buyer.ts,
 * seller.ts, guarantee.ts) combines these readers, so a page carries only its own calculator's code.
 */

const CONSUMPTION_BOUNDS = { min: 0, max: 100_000, unit: 'kWh' };
const PEAK_POWER_BOUNDS = { min: 0, max: 100, unit: 'kWp' };
const PANEL_BOUNDS = { min: 1, max: 230, unit: 'panelen' };
const PRODUCTION_BOUNDS = { min: 0, max: 150_000, unit: 'kWh' };
const SELF_CONSUMPTION_BOUNDS = { min: 0, max: 100, unit: '%' };

type Reader<T> = (raw: string | undefined) => Reading<T>;

const decimal =
  (what: string, bounds: DecimalBounds): Reader<number> =>
  (raw) =>
    readDecimal(raw, what, bounds);

export const readConsumption = decimal('je jaarverbruik', CONSUMPTION_BOUNDS);
export const readPeakPowerValue = decimal('het piekvermogen', PEAK_POWER_BOUNDS);
export const readPanels: Reader<number> = (raw) => {
  const reading = readDecimal(raw, 'het aantal panelen', PANEL_BOUNDS);
  return reading.error === undefined && !Number.isInteger(reading.value)
    ? { error: 'Vul een geheel aantal panelen in.' }
    : reading;
};
export const readSelfConsumption = decimal('je zelfverbruik', SELF_CONSUMPTION_BOUNDS);
export const readProduction = decimal('je jaarproductie', PRODUCTION_BOUNDS);
export const readOrientation: Reader<Orientation> = (raw) => {
  const match = ORIENTATIONS.find((entry) => entry.value === raw);
  return match ? { value: match.value } : { error: 'Kies de richting van je panelen.' };
};

export type RawInputs = Record<string, string>;
export type Parsed<T> =
  { value: T; errors: Record<string, never> } | { value: null; errors: Record<string, string> };

/** Reads each key of `raw` with its reader: all values, or a Dutch message per key that failed. */
export function parse<T extends Record<string, unknown>>(
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
