'use client';

import { estimateSeller } from '@/lib/calculators/estimates';
import { asInput, formatEuro, formatKwh, formatNumber } from '@/lib/calculators/format';
import { readSellerInputs, SELLER_DEFAULTS, type RawInputs } from '@/lib/calculators/inputs';
import type { FieldDefinition } from '@/lib/forms/definitions';
import { currentMarket } from '@/lib/markets';
import { CalculatorFrame } from './calculator-frame';
import { ORIENTATION_FIELD, PEAK_POWER_FIELD, QueryField } from './query-field';
import { Term, TERMS } from './term';
import { useQueryInputs } from './use-query-inputs';

const assumptions = currentMarket.calculator;

const INPUT_MODE_FIELD: FieldDefinition = {
  name: 'invoer',
  label: 'Wat ken je van je installatie?',
  kind: 'radio',
  options: [
    { value: 'vermogen', label: 'Ik ken het piekvermogen (kWp)' },
    { value: 'panelen', label: 'Ik ken het aantal panelen' },
  ],
};

const SELF_CONSUMPTION_FIELD: FieldDefinition = {
  name: 'eigen',
  label: 'Zelfverbruik (%)',
  kind: 'decimal',
  help: 'Zonder thuisbatterij meestal 25 tot 40 %.',
};

/** Peak power (or panels), orientation and self-consumption → production, injection and what it earns. */
export function SellerCalculator({
  sellerPricePerKwh,
  defaults = SELLER_DEFAULTS,
}: {
  /** A partner's fixed price for the seller. */
  sellerPricePerKwh?: number;
  defaults?: RawInputs;
}) {
  const [inputs, set] = useQueryInputs(defaults);
  const parsed = readSellerInputs(inputs, assumptions);
  const estimate = parsed.value ? estimateSeller(parsed.value, assumptions, sellerPricePerKwh) : null;
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
                help: `We rekenen met ${formatNumber(assumptions.panelKwp * 1000)} Wp per paneel. Tussen 1 en 230.`,
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
        estimate && [
          { label: 'Productie per jaar', value: formatKwh(estimate.productionKwh) },
          {
            label: <Term explanation={TERMS.selfConsumption}>Zelf verbruikt</Term>,
            value: formatKwh(estimate.selfConsumedKwh),
          },
          {
            label: <Term explanation={TERMS.injection}>Op het net gezet</Term>,
            value: formatKwh(estimate.injectedKwh),
          },
          { label: 'Verkocht aan lokale kopers', value: `${formatEuro(estimate.revenueLocal)} per jaar` },
          {
            label: 'Bij je leverancier (injectievergoeding)',
            value: `${formatEuro(estimate.revenueSupplier)} per jaar`,
          },
          { label: 'Je verdient extra per jaar', value: formatEuro(estimate.extraPerYear), highlight: true },
        ]
      }
      summary={
        estimate && parsed.value ? (
          <>
            Met {formatNumber(parsed.value.kwp)} <Term explanation={TERMS.kwp}>kWp</Term> verdien je ongeveer{' '}
            <strong>{formatEuro(estimate.extraPerYear)}</strong> per jaar meer dan bij je leverancier.
          </>
        ) : null
      }
      invalidMessage="Vul geldige gegevens van je installatie in om je resultaat te zien."
      cta={{
        href: parsed.value ? `/verkoper?kwp=${encodeURIComponent(asInput(parsed.value.kwp))}` : '/verkoper',
        label: 'Word verkoper',
      }}
    />
  );
}
