import type { CalculatorMarket } from './assumptions';
import type { RawInputs } from './inputs';

/** Amounts and volumes in the calculators, in the market's number format. */
export interface CalculatorFormat {
  euro: (amount: number) => string;
  pricePerKwh: (price: number) => string;
  kwh: (kwh: number) => string;
  number: (value: number) => string;
  percent: (share: number) => string;
}

const formats = new Map<string, CalculatorFormat>();

/** The formatters for a locale, made once (an Intl.NumberFormat is costly to create, cheap to reuse). */
export function calculatorFormat(locale: CalculatorMarket['numberLocale']): CalculatorFormat {
  let format = formats.get(locale);
  if (!format) {
    const euro = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    const precisePrice = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 3,
      maximumFractionDigits: 3,
    });
    const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    format = {
      euro: (amount) => euro.format(amount),
      pricePerKwh: (price) => `${precisePrice.format(price)} per kWh`,
      kwh: (kwh) => `${whole.format(kwh)} kWh`,
      number: (value) => decimal.format(value),
      percent: (share) => percent.format(share),
    };
    formats.set(locale, format);
  }
  return format;
}

/** A number as a visitor would type it into an input (decimal comma, no thousands separator). */
export const asInput = (value: number) => String(value).replace('.', ',');

/**
 * A calculator's figures as text: the server's (`firstScreen`, formatted for `defaults` when the page was rendered)
 * while the inputs are still those defaults, else formatted here. The first Intl formatter a page makes loads the
 * locale's data, a noticeable share of a slow phone's CPU (docs/performance.md), so the calculator
 * hydrates without one and makes it once the page is idle (components/calculators/use-format-warm-up.ts).
 */
export function figuresOnScreen<Figures>(
  firstScreen: Figures,
  inputs: RawInputs,
  defaults: RawInputs,
  format: () => Figures,
): Figures {
  const keys = new Set([...Object.keys(inputs), ...Object.keys(defaults)]);
  return [...keys].every((key) => inputs[key] === defaults[key]) ? firstScreen : format();
}
