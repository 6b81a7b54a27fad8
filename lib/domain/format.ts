/** Number formatting for visitors: always Belgian Dutch through Intl. */

import { onFirstUse } from './on-first-use';

const integer = onFirstUse(() => new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 0 }));
const decimal = onFirstUse(() => new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 2 }));
const percent = onFirstUse(
  () => new Intl.NumberFormat('nl-BE', { style: 'percent', maximumFractionDigits: 1 }),
);
const euro = onFirstUse(
  () => new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
);

export type FigureFormat = 'number' | 'percent' | 'euro';

/** An editor's key figure: 12500 → "12.500", 0.25 → "25%", 340 as euro → "€ 340". */
export function formatFigure(value: number, format: FigureFormat = 'number'): string {
  if (format === 'percent') return percent().format(value);
  if (format === 'euro') return euro().format(value);
  return Number.isInteger(value) ? integer().format(value) : decimal().format(value);
}
