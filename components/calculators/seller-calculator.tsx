'use client';

import { asInput, figuresOnScreen } from '@/lib/domain/calculators/format';
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
import { Term } from './term';
import { useQueryInputs } from './use-query-inputs';

const SELF_CONSUMPTION =
  'Het deel van je productie dat je meteen zelf verbruikt, bijvoorbeeld als de wasmachine draait terwijl de zon schijnt. Zonder batterij meestal 25 tot 40 procent.';
const KWP =
  'Kilowattpiek: het vermogen van je panelen bij volle zon. Staat op je AREI-keuring of op de factuur van je installateur.';
const INJECTION =
  'Stroom die je panelen op het net zetten omdat je hem op dat moment niet zelf verbruikt. Een leverancier betaalt daar een lage injectievergoeding voor.';

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

/** Peak power (or panels), orientation and self-consumption → production, injection and what it earns. */
export function SellerCalculator({
  market,
  ctaClassName,
  sellerPricePerKwh,
  defaults = SELLER_DEFAULTS,
  firstScreen,
}: CalculatorFromPage & {
  /** A partner's fixed price for the seller. */
  sellerPricePerKwh?: number;
  defaults?: RawInputs;
  /** sellerFigures for `defaults`, from the server. */
  firstScreen: SellerFigures;
}) {
  const [inputs, set] = useQueryInputs(defaults);
  const parsed = readSellerInputs(inputs, market.assumptions);
  const figures = figuresOnScreen(firstScreen, inputs, defaults, () =>
    sellerFigures(inputs, market, sellerPricePerKwh),
  );
  const result = figures.result;
  return (
    <CalculatorFrame
      inputs={
        <>
          <QueryField field={INPUT_MODE_FIELD} inputs={inputs} errors={parsed.errors} set={set} />
          {inputs.invoer === 'panelen' ? (
            <QueryField
              field={{
                name: 'panelen',
                label: 'Aantal panelen',
                kind: 'decimal',
                help: `We rekenen met ${figures.panelWp} Wp per paneel. Tussen 1 en 230.`,
              }}
              inputs={inputs}
              errors={parsed.errors}
              set={set}
            />
          ) : (
            <QueryField
              field={PEAK_POWER_FIELD(
                'Staat op je AREI-keuring of de factuur van je installateur. Tussen 0 en 100 kWp.',
              )}
              inputs={inputs}
              errors={parsed.errors}
              set={set}
            />
          )}
          <QueryField field={ORIENTATION_FIELD} inputs={inputs} errors={parsed.errors} set={set} />
          <QueryField field={SELF_CONSUMPTION_FIELD} inputs={inputs} errors={parsed.errors} set={set} />
        </>
      }
      rows={
        result && [
          { label: 'Productie per jaar', value: result.productionKwh },
          {
            label: <Term explanation={SELF_CONSUMPTION}>Zelf verbruikt</Term>,
            value: result.selfConsumedKwh,
          },
          {
            label: <Term explanation={INJECTION}>Op het net gezet</Term>,
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
            Met {result.kwp} <Term explanation={KWP}>kWp</Term> verdien je ongeveer{' '}
            <strong>{result.extraPerYear}</strong> per jaar meer dan bij je leverancier.
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
