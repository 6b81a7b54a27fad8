/**
 * Reading a decimal number typed as text, the Belgian way, without a schema library: the calculators use it
 * directly (their pages stay free of zod), the form schemas wrap it (fields.ts `decimalText`), so both accept the
 * same input and answer with the same Dutch messages.
 */

import { onFirstUse } from '../on-first-use';

export interface DecimalBounds {
  min: number;
  max: number;
  unit: string;
}

/** A value read from text, or the Dutch message saying why it could not be. */
export type Reading<T> = { value: T; error?: never } | { value?: never; error: string };

const MAX_LENGTH = 20;
const figure = onFirstUse(() => new Intl.NumberFormat('nl-BE'));

/** "Vul een getal tussen 0 en 100.000 kWh in." */
function rangeMessage({ min, max, unit }: DecimalBounds): string {
  return `Vul een getal tussen ${figure().format(min)} en ${figure().format(max)} ${unit} in.`;
}

/** "Vul je jaarverbruik in." */
export function missingMessage(what: string): string {
  return `Vul ${what} in.`;
}

/**
 * `raw` as a number within bounds. Comma or point, spaces allowed: "3.500" and "1.234,5" use the point to group
 * thousands, "3,5" and "3.5" mean three and a half. `what` completes the message for an empty field.
 */
export function readDecimal(raw: unknown, what: string, bounds: DecimalBounds): Reading<number> {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (!text) return { error: missingMessage(what) };
  const compact = text.replace(/[\s\u00a0]/g, '');
  const normalised = /^\d{1,3}(\.\d{3})+(,\d+)?$/.test(compact) ? compact.replace(/\./g, '') : compact;
  const value = Number(normalised.replace(',', '.'));
  const valid =
    text.length <= MAX_LENGTH &&
    /^\d+([.,]\d+)?$/.test(normalised) &&
    Number.isFinite(value) &&
    value >= bounds.min &&
    value <= bounds.max;
  return valid ? { value } : { error: rangeMessage(bounds) };
}
