import { currentMarket } from '@/lib/markets';

/** Amounts and volumes in the calculators, in the market's number format (nl-BE unless the market says otherwise). */
const locale = currentMarket.numberLocale;
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

export const formatEuro = (amount: number) => euro.format(amount);
export const formatPricePerKwh = (price: number) => `${precisePrice.format(price)} per kWh`;
export const formatKwh = (kwh: number) => `${whole.format(kwh)} kWh`;
export const formatNumber = (value: number) => decimal.format(value);
export const formatPercent = (share: number) => percent.format(share);
/** A number as a visitor would type it into an input (decimal comma, no thousands separator). */
export const asInput = (value: number) => String(value).replace('.', ',');
