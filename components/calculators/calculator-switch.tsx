'use client';

import {
  BUYER_DEFAULTS,
  GUARANTEE_DEFAULTS,
  SELLER_DEFAULTS,
  type RawInputs,
} from '@/lib/calculators/inputs';
import { BuyerCalculator } from './buyer-calculator';
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
export function CalculatorByKind({ kind, defaults, fixedPricePerKwh }: CalculatorSettings) {
  const start = { ...DEFAULTS[kind], ...defaults };
  if (kind === 'koper') return <BuyerCalculator defaults={start} localPricePerKwh={fixedPricePerKwh} />;
  if (kind === 'verkoper') return <SellerCalculator defaults={start} sellerPricePerKwh={fixedPricePerKwh} />;
  return <GuaranteeCalculator />;
}
