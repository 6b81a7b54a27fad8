'use client';

import { BUYER_DEFAULTS } from '@/lib/calculators/buyer';
import { GUARANTEE_DEFAULTS } from '@/lib/calculators/guarantee';
import type { RawInputs } from '@/lib/calculators/inputs';
import { SELLER_DEFAULTS } from '@/lib/calculators/seller';
import { BuyerCalculator } from './buyer-calculator';
import type { CalculatorFromPage } from './calculator-frame';
import { GuaranteeCalculator } from './guarantee-calculator';
import { SellerCalculator } from './seller-calculator';

export type CalculatorKind = 'koper' | 'verkoper' | 'gvo';

export interface CalculatorSettings {
  kind: CalculatorKind;
  /** A partner's defaults and fixed price (presets). */
  defaults?: RawInputs;
  fixedPricePerKwh?: number;
}

const DEFAULTS: Record<CalculatorKind, RawInputs> = {
  koper: BUYER_DEFAULTS,
  verkoper: SELLER_DEFAULTS,
  gvo: GUARANTEE_DEFAULTS,
};

/** One calculator with its inputs (a shared URL's values are applied once the page runs). */
export function CalculatorByKind({
  kind,
  defaults,
  fixedPricePerKwh,
  ...fromPage
}: CalculatorSettings & CalculatorFromPage) {
  const start = { ...DEFAULTS[kind], ...defaults };
  if (kind === 'koper')
    return <BuyerCalculator {...fromPage} defaults={start} localPricePerKwh={fixedPricePerKwh} />;
  if (kind === 'verkoper')
    return <SellerCalculator {...fromPage} defaults={start} sellerPricePerKwh={fixedPricePerKwh} />;
  return <GuaranteeCalculator {...fromPage} />;
}
