'use client';

import { useSearchParams } from 'next/navigation';
import {
  BUYER_DEFAULTS,
  GUARANTEE_DEFAULTS,
  SELLER_DEFAULTS,
  type RawInputs,
} from '@/lib/calculators/inputs';
import { BuyerCalculator } from './buyer-calculator';
import { GuaranteeCalculator } from './guarantee-calculator';
import { SellerCalculator } from './seller-calculator';
import { knownQueryValues } from './use-query-inputs';

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

/** One calculator with its inputs; `initial` are the values from a shared URL. */
export function CalculatorByKind({
  kind,
  defaults,
  fixedPricePerKwh,
  initial,
}: CalculatorSettings & { initial: RawInputs }) {
  const start = { ...DEFAULTS[kind], ...defaults };
  if (kind === 'koper')
    return <BuyerCalculator initial={initial} defaults={start} localPricePerKwh={fixedPricePerKwh} />;
  if (kind === 'verkoper')
    return <SellerCalculator initial={initial} defaults={start} sellerPricePerKwh={fixedPricePerKwh} />;
  return <GuaranteeCalculator initial={initial} />;
}

/** The calculator restored from the URL query (the page itself is prerendered with the defaults). */
export function CalculatorFromQuery(settings: CalculatorSettings) {
  const searchParams = useSearchParams();
  const initial = knownQueryValues(searchParams, { ...DEFAULTS[settings.kind], ...settings.defaults });
  return <CalculatorByKind {...settings} initial={initial} />;
}
