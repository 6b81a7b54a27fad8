/** Number formatting for visitors through Intl, in the locale of the market the page is shown on. */

import type { NumberLocale } from './markets';

export type FigureFormat = 'number' | 'percent' | 'euro';
type FigureStyle = FigureFormat | 'decimal';

const OPTIONS: Record<FigureStyle, Intl.NumberFormatOptions> = {
  number: { maximumFractionDigits: 0 },
  decimal: { maximumFractionDigits: 2 },
  percent: { style: 'percent', maximumFractionDigits: 1 },
  euro: { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 },
};

/** Made on first use, as on-first-use.ts explains: a formatter loads its locale's data. */
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(style: FigureStyle, locale: NumberLocale): Intl.NumberFormat {
  const key = `${locale} ${style}`;
  let made = formatters.get(key);
  if (!made) formatters.set(key, (made = new Intl.NumberFormat(locale, OPTIONS[style])));
  return made;
}

/** An editor's key figure: 12500 → "12.500", 0.25 → "25%", 340 as euro → "€ 340". */
export function formatFigure(
  value: number,
  format: FigureFormat = 'number',
  locale: NumberLocale = 'nl-BE',
): string {
  const style = format === 'number' && !Number.isInteger(value) ? 'decimal' : format;
  return formatter(style, locale).format(value);
}
