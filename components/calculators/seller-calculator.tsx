'use client';

import { FormField } from '@/components/forms/form-field';
import { ORIENTATIONS } from '@/lib/calculators/assumptions';
import { estimateSeller } from '@/lib/calculators/estimates';
import { asInput, formatEuro, formatKwh, formatNumber } from '@/lib/calculators/format';
import { readSellerInputs, SELLER_DEFAULTS, type RawInputs } from '@/lib/calculators/inputs';
import { currentMarket } from '@/lib/markets';
import { CalculatorFrame } from './calculator-frame';
import { Term, TERMS } from './term';
import { useQueryInputs } from './use-query-inputs';

const assumptions = currentMarket.calculator;

const INPUT_MODES = [
  { value: 'vermogen', label: 'Ik ken het piekvermogen (kWp)' },
  { value: 'panelen', label: 'Ik ken het aantal panelen' },
];

/** Peak power (or panels), orientation and self-consumption → production, injection and what it earns. */
export function SellerCalculator({
  initial,
  sellerPricePerKwh,
  defaults = SELLER_DEFAULTS,
}: {
  initial: RawInputs;
  /** A partner's fixed price for the seller. */
  sellerPricePerKwh?: number;
  defaults?: RawInputs;
}) {
  const [inputs, set] = useQueryInputs(defaults, initial);
  const parsed = readSellerInputs(inputs, assumptions);
  const estimate = parsed.value ? estimateSeller(parsed.value, assumptions, sellerPricePerKwh) : null;
  return (
    <CalculatorFrame
      inputs={
        <>
          <FormField
            field={{
              name: 'invoer',
              label: 'Wat ken je van je installatie?',
              kind: 'radio',
              options: INPUT_MODES,
            }}
            value={inputs.invoer}
            onChange={(value) => set({ invoer: String(value) })}
          />
          {inputs.invoer === 'panelen' ? (
            <FormField
              field={{
                name: 'panelen',
                label: 'Aantal panelen',
                kind: 'decimal',
                help: `We rekenen met ${formatNumber(assumptions.panelKwp * 1000)} Wp per paneel. Tussen 1 en 230.`,
              }}
              value={inputs.panelen}
              error={parsed.errors.panelen}
              onChange={(value) => set({ panelen: String(value) })}
            />
          ) : (
            <FormField
              field={{
                name: 'kwp',
                label: 'Piekvermogen (kWp)',
                kind: 'decimal',
                help: 'Staat op je AREI-keuring of de factuur van je installateur. Tussen 0 en 100 kWp.',
              }}
              value={inputs.kwp}
              error={parsed.errors.kwp}
              onChange={(value) => set({ kwp: String(value) })}
            />
          )}
          <FormField
            field={{
              name: 'richting',
              label: 'Richting van je panelen',
              kind: 'select',
              options: ORIENTATIONS,
            }}
            value={inputs.richting}
            error={parsed.errors.richting}
            onChange={(value) => set({ richting: String(value) })}
          />
          <FormField
            field={{
              name: 'eigen',
              label: 'Zelfverbruik (%)',
              kind: 'decimal',
              help: 'Zonder thuisbatterij meestal 25 tot 40 %.',
            }}
            value={inputs.eigen}
            error={parsed.errors.eigen}
            onChange={(value) => set({ eigen: String(value) })}
          />
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
