'use client';

import type { ReactNode } from 'react';
import { asInput, figuresOnScreen } from '@/lib/domain/calculators/format';
import {
  GUARANTEE_DEFAULTS,
  guaranteeFigures,
  readGuaranteeInputs,
  type GuaranteeFigures,
} from '@/lib/domain/calculators/guarantee';
import type { BasicFieldDefinition } from '@/components/forms/basic-form-field';
import { CalculatorFrame, type CalculatorFromPage } from './calculator-frame';
import { ORIENTATION_FIELD, PEAK_POWER_FIELD, QueryField } from './query-field';
import { useFormatWarmUp } from './use-format-warm-up';
import { useQueryInputs } from './use-query-inputs';

const SOURCE_FIELD: BasicFieldDefinition = {
  name: 'bron',
  label: 'Hoe wil je rekenen?',
  kind: 'radio',
  options: [
    { value: 'installatie', label: 'Schat het uit mijn installatie' },
    { value: 'productie', label: 'Ik ken mijn jaarproductie' },
  ],
};

const PRODUCTION_FIELD: BasicFieldDefinition = {
  name: 'productie',
  label: 'Jaarproductie (kWh)',
  kind: 'decimal',
  help: 'Staat op je omvormer of in de app van je installatie. Tussen 0 en 150.000 kWh.',
};

const GUARANTEE_PEAK_POWER_FIELD = PEAK_POWER_FIELD('Tussen 0 en 100 kWp.');

export type GuaranteeCalculatorProps = CalculatorFromPage & {
  /** guaranteeFigures for GUARANTEE_DEFAULTS, from the server. */
  firstScreen: GuaranteeFigures;
};

/** Installation or yearly production → guarantees of origin per year (one per whole MWh) and their value. */
export function GuaranteeCalculatorView({
  market,
  ctaClassName,
  firstScreen,
  guaranteesTerm,
}: GuaranteeCalculatorProps & {
  /** "Garanties van oorsprong" with its explanation, drawn by the server (guarantee-calculator.tsx). */
  guaranteesTerm: ReactNode;
}) {
  const [inputs, set] = useQueryInputs(GUARANTEE_DEFAULTS);
  useFormatWarmUp(market.numberLocale);
  const parsed = readGuaranteeInputs(inputs, market.assumptions);
  const result = figuresOnScreen(firstScreen, inputs, GUARANTEE_DEFAULTS, () =>
    guaranteeFigures(inputs, market),
  ).result;
  return (
    <CalculatorFrame
      inputs={
        <>
          <QueryField field={SOURCE_FIELD} inputs={inputs} errors={parsed.errors} set={set} />
          {inputs.bron === 'productie' ? (
            <QueryField field={PRODUCTION_FIELD} inputs={inputs} errors={parsed.errors} set={set} />
          ) : (
            <>
              <QueryField
                field={GUARANTEE_PEAK_POWER_FIELD}
                inputs={inputs}
                errors={parsed.errors}
                set={set}
              />
              <QueryField field={ORIENTATION_FIELD} inputs={inputs} errors={parsed.errors} set={set} />
            </>
          )}
        </>
      }
      rows={
        result && [
          {
            label: parsed.value?.estimated ? 'Geschatte productie per jaar' : 'Productie per jaar',
            value: result.productionKwh,
          },
          {
            label: guaranteesTerm,
            value: `${result.guarantees} per jaar`,
            highlight: true,
          },
          {
            label: 'Waarde per jaar',
            value: `${result.valueLow} tot ${result.valueHigh}`,
          },
        ]
      }
      summary={
        result ? (
          <>
            Je krijgt <strong>{result.guarantees}</strong>{' '}
            {result.guarantees === 1 ? 'garantie' : 'garanties'} van oorsprong per jaar: één per volle MWh.
          </>
        ) : null
      }
      invalidMessage="Vul geldige gegevens in om je resultaat te zien."
      ctaClassName={ctaClassName}
      cta={{
        href: parsed.value?.kwp
          ? `/verkoper?kwp=${encodeURIComponent(asInput(parsed.value.kwp))}`
          : '/verkoper',
        label: 'Verkoop je stroom en je garanties',
      }}
    />
  );
}
