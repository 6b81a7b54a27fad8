'use client';

import { Select } from '@/components/ui/input';
import { estimateBuyer } from '@/lib/calculators/estimates';
import { formatEuro, formatKwh, formatPercent, asInput } from '@/lib/calculators/format';
import { BUYER_DEFAULTS, householdPresets, readBuyerInputs, type RawInputs } from '@/lib/calculators/inputs';
import type { FieldDefinition } from '@/lib/forms/definitions';
import { currentMarket } from '@/lib/markets';
import { CalculatorFrame } from './calculator-frame';
import { QueryField } from './query-field';
import { Term, TERMS } from './term';
import { useQueryInputs } from './use-query-inputs';

const assumptions = currentMarket.calculator;
const presets = householdPresets(assumptions);

const CONSUMPTION_FIELD: FieldDefinition = {
  name: 'verbruik',
  label: 'Jaarverbruik (kWh)',
  kind: 'decimal',
  help: 'Staat op je jaarafrekening. Tussen 0 en 100.000 kWh.',
};

/** Yearly consumption (or a household preset) → the energy component with Stroomplein and without. */
export function BuyerCalculator({
  localPricePerKwh,
  defaults = BUYER_DEFAULTS,
}: {
  /** A partner's fixed local price. */
  localPricePerKwh?: number;
  defaults?: RawInputs;
}) {
  const [inputs, set] = useQueryInputs(defaults);
  const parsed = readBuyerInputs(inputs);
  const estimate = parsed.value
    ? estimateBuyer(parsed.value.yearlyKwh, assumptions, currentMarket.electricityVatRate, localPricePerKwh)
    : null;
  const preset = presets.find((entry) => asInput(entry.kwh) === inputs.verbruik);
  return (
    <CalculatorFrame
      inputs={
        <>
          <div className="flex flex-col gap-1.5">
            <label htmlFor="gezin" className="font-medium">
              Gezinsgrootte (vult een typisch verbruik in)
            </label>
            <Select
              id="gezin"
              value={preset ? String(preset.people) : ''}
              onChange={(event) => {
                const chosen = presets.find((entry) => String(entry.people) === event.target.value);
                if (chosen) set({ verbruik: asInput(chosen.kwh) });
              }}
            >
              <option value="">Eigen verbruik</option>
              {presets.map((entry) => (
                <option key={entry.people} value={entry.people}>
                  {entry.label}: {formatKwh(entry.kwh)}
                </option>
              ))}
            </Select>
          </div>
          <QueryField field={CONSUMPTION_FIELD} inputs={inputs} errors={parsed.errors} set={set} />
        </>
      }
      rows={
        estimate && [
          {
            label: (
              <>
                Met Stroomplein (<Term explanation={TERMS.energyComponent}>energiecomponent</Term>, btw incl.)
              </>
            ),
            value: `${formatEuro(estimate.costWithStroomplein)} per jaar`,
          },
          { label: 'Bij een gewone leverancier', value: `${formatEuro(estimate.costReference)} per jaar` },
          { label: 'Je bespaart per jaar', value: formatEuro(estimate.savingPerYear), highlight: true },
          { label: 'Per maand', value: formatEuro(estimate.savingPerMonth) },
          {
            label: <Term explanation={TERMS.localShare}>Lokale groene stroom</Term>,
            value: `${formatPercent(estimate.localShare)} (${formatKwh(estimate.localKwh)})`,
          },
        ]
      }
      summary={
        estimate ? (
          <>
            Bij {formatKwh(estimate.yearlyKwh)} per jaar bespaar je ongeveer{' '}
            <strong>{formatEuro(estimate.savingPerYear)}</strong> per jaar.
          </>
        ) : null
      }
      invalidMessage="Vul een geldig jaarverbruik in om je resultaat te zien."
      cta={{
        href: parsed.value ? `/koper?verbruik=${encodeURIComponent(inputs.verbruik ?? '')}` : '/koper',
        label: 'Word koper',
      }}
    />
  );
}
