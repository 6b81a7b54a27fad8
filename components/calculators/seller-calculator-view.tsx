'use client';

import { asInput, figuresOnScreen } from '@/lib/domain/calculators/format';
import { useMemo, type ReactNode } from 'react';
import type { RawInputs } from '@/lib/domain/calculators/inputs';
import {
  readSellerInputs,
  SELLER_DEFAULTS,
  sellerFigures,
  type SellerFigures,
} from '@/lib/domain/calculators/seller';
import type { BasicFieldDefinition } from '@/components/forms/basic-form-field';
import { CalculatorFrame, type CalculatorFromPage } from './calculator-frame';
import { ORIENTATION_FIELD, PEAK_POWER_FIELD, QueryField } from './query-field';
import { useFormatWarmUp } from './use-format-warm-up';
import { useQueryInputs } from './use-query-inputs';

const INPUT_MODE_FIELD: BasicFieldDefinition = {
  name: 'invoer',
  label: 'Wat ken je van je installatie?',
  kind: 'radio',
  options: [
    { value: 'vermogen', label: 'Ik ken het piekvermogen (kWp)' },
    { value: 'panelen', label: 'Ik ken het aantal panelen' },
  ],
};

const SELF_CONSUMPTION_FIELD: BasicFieldDefinition = {
  name: 'eigen',
  label: 'Zelfverbruik (%)',
  kind: 'decimal',
  help: 'Zonder thuisbatterij meestal 25 tot 40 %.',
};

const SELLER_PEAK_POWER_FIELD = PEAK_POWER_FIELD(
  'Staat op je AREI-keuring of de factuur van je installateur. Tussen 0 en 100 kWp.',
);

const panelsFieldFor = (panelWp: string): BasicFieldDefinition => ({
  name: 'panelen',
  label: 'Aantal panelen',
  kind: 'decimal',
  help: `We rekenen met ${panelWp} Wp per paneel. Tussen 1 en 230.`,
});

export type SellerCalculatorProps = CalculatorFromPage & {
  /** A partner's fixed price for the seller. */
  sellerPricePerKwh?: number;
  defaults?: RawInputs;
  /** sellerFigures for `defaults`, from the server. */
  firstScreen: SellerFigures;
};

/** The explained terms the results use, drawn by the server (seller-calculator.tsx). */
export interface SellerTerms {
  selfConsumed: ReactNode;
  injected: ReactNode;
  peakPower: ReactNode;
}

/** Peak power (or panels), orientation and self-consumption → production, injection and what it earns. */
export function SellerCalculatorView({
  market,
  ctaClassName,
  sellerPricePerKwh,
  defaults = SELLER_DEFAULTS,
  firstScreen,
  terms,
}: SellerCalculatorProps & { terms: SellerTerms }) {
  const [inputs, set] = useQueryInputs(defaults);
  useFormatWarmUp(market.numberLocale);
  const parsed = readSellerInputs(inputs, market.assumptions);
  const figures = figuresOnScreen(firstScreen, inputs, defaults, () =>
    sellerFigures(inputs, market, sellerPricePerKwh),
  );
  const result = figures.result;
  const panelsField = useMemo(() => panelsFieldFor(figures.panelWp), [figures.panelWp]);
  return (
    <CalculatorFrame
      inputs={
        <>
          <QueryField field={INPUT_MODE_FIELD} inputs={inputs} errors={parsed.errors} set={set} />
          {inputs.invoer === 'panelen' ? (
            <QueryField field={panelsField} inputs={inputs} errors={parsed.errors} set={set} />
          ) : (
            <QueryField field={SELLER_PEAK_POWER_FIELD} inputs={inputs} errors={parsed.errors} set={set} />
          )}
          <QueryField field={ORIENTATION_FIELD} inputs={inputs} errors={parsed.errors} set={set} />
          <QueryField field={SELF_CONSUMPTION_FIELD} inputs={inputs} errors={parsed.errors} set={set} />
        </>
      }
      rows={
        result && [
          { label: 'Productie per jaar', value: result.productionKwh },
          {
            label: terms.selfConsumed,
            value: result.selfConsumedKwh,
          },
          {
            label: terms.injected,
            value: result.injectedKwh,
          },
          { label: 'Verkocht aan lokale kopers', value: `${result.revenueLocal} per jaar` },
          {
            label: 'Bij je leverancier (injectievergoeding)',
            value: `${result.revenueSupplier} per jaar`,
          },
          { label: 'Je verdient extra per jaar', value: result.extraPerYear, highlight: true },
        ]
      }
      summary={
        result ? (
          <>
            Met {result.kwp} {terms.peakPower} verdien je ongeveer <strong>{result.extraPerYear}</strong> per
            jaar meer dan bij je leverancier.
          </>
        ) : null
      }
      invalidMessage="Vul geldige gegevens van je installatie in om je resultaat te zien."
      ctaClassName={ctaClassName}
      cta={{
        href: parsed.value ? `/verkoper?kwp=${encodeURIComponent(asInput(parsed.value.kwp))}` : '/verkoper',
        label: 'Word verkoper',
      }}
    />
  );
}
