'use client';

import { Select } from '@/components/ui/input';
import { BUYER_DEFAULTS, estimateBuyer, householdPresets, readBuyerInputs } from '@/lib/calculators/buyer';
import { asInput, calculatorFormat } from '@/lib/calculators/format';
import type { RawInputs } from '@/lib/calculators/inputs';
import type { BasicFieldDefinition } from '@/components/forms/basic-form-field';
import { CalculatorFrame, type CalculatorFromPage } from './calculator-frame';
import { QueryField } from './query-field';
import { Term } from './term';
import { useQueryInputs } from './use-query-inputs';

const ENERGY_COMPONENT =
  'Het deel van je stroomfactuur dat naar de stroom zelf gaat. Netkosten en heffingen betaal je hoe dan ook en veranderen niet.';
const LOCAL_SHARE =
  'Lokale producenten leveren niet elk uur genoeg: ’s nachts en in de winter vult je leverancier aan. Over een jaar dekken ze gemiddeld dit deel van je verbruik.';

const CONSUMPTION_FIELD: BasicFieldDefinition = {
  name: 'verbruik',
  label: 'Jaarverbruik (kWh)',
  kind: 'decimal',
  help: 'Staat op je jaarafrekening. Tussen 0 en 100.000 kWh.',
};

/** Yearly consumption (or a household preset) → the energy component with Stroomplein and without. */
export function BuyerCalculator({
  market,
  ctaClassName,
  localPricePerKwh,
  defaults = BUYER_DEFAULTS,
}: CalculatorFromPage & {
  /** A partner's fixed local price. */
  localPricePerKwh?: number;
  defaults?: RawInputs;
}) {
  const [inputs, set] = useQueryInputs(defaults);
  const format = calculatorFormat(market.numberLocale);
  const presets = householdPresets(market.assumptions);
  const parsed = readBuyerInputs(inputs);
  const estimate = parsed.value
    ? estimateBuyer(parsed.value.yearlyKwh, market.assumptions, market.vatRate, localPricePerKwh)
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
                  {entry.label}: {format.kwh(entry.kwh)}
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
                Met Stroomplein (<Term explanation={ENERGY_COMPONENT}>energiecomponent</Term>, btw incl.)
              </>
            ),
            value: `${format.euro(estimate.costWithStroomplein)} per jaar`,
          },
          { label: 'Bij een gewone leverancier', value: `${format.euro(estimate.costReference)} per jaar` },
          { label: 'Je bespaart per jaar', value: format.euro(estimate.savingPerYear), highlight: true },
          { label: 'Per maand', value: format.euro(estimate.savingPerMonth) },
          {
            label: <Term explanation={LOCAL_SHARE}>Lokale groene stroom</Term>,
            value: `${format.percent(estimate.localShare)} (${format.kwh(estimate.localKwh)})`,
          },
        ]
      }
      summary={
        estimate ? (
          <>
            Bij {format.kwh(estimate.yearlyKwh)} per jaar bespaar je ongeveer{' '}
            <strong>{format.euro(estimate.savingPerYear)}</strong> per jaar.
          </>
        ) : null
      }
      invalidMessage="Vul een geldig jaarverbruik in om je resultaat te zien."
      ctaClassName={ctaClassName}
      cta={{
        href: parsed.value ? `/koper?verbruik=${encodeURIComponent(inputs.verbruik ?? '')}` : '/koper',
        label: 'Word koper',
      }}
    />
  );
}
