'use client';

import { memo, useMemo, type ReactNode } from 'react';
import { Select } from '@/components/ui/input';
import {
  BUYER_DEFAULTS,
  buyerFigures,
  householdPresets,
  readBuyerInputs,
  type BuyerFigures,
} from '@/lib/domain/calculators/buyer';
import { asInput, figuresOnScreen } from '@/lib/domain/calculators/format';
import type { RawInputs } from '@/lib/domain/calculators/inputs';
import type { BasicFieldDefinition } from '@/components/forms/basic-form-field';
import { CalculatorFrame, type CalculatorFromPage } from './calculator-frame';
import { QueryField } from './query-field';
import { useFormatWarmUp } from './use-format-warm-up';
import { useQueryInputs } from './use-query-inputs';

const CONSUMPTION_FIELD: BasicFieldDefinition = {
  name: 'verbruik',
  label: 'Jaarverbruik (kWh)',
  kind: 'decimal',
  help: 'Staat op je jaarafrekening. Tussen 0 en 100.000 kWh.',
};

export type BuyerCalculatorProps = CalculatorFromPage & {
  /** A partner's fixed local price. */
  localPricePerKwh?: number;
  defaults?: RawInputs;
  /** buyerFigures for `defaults`, from the server. */
  firstScreen: BuyerFigures;
};

/** The explained terms the results use, drawn by the server (buyer-calculator.tsx). */
export interface BuyerTerms {
  energyComponent: ReactNode;
  localGreenPower: ReactNode;
}

/** A household size that fills in its typical consumption. Memoised: typing a consumption leaves it be. */
const HouseholdSelect = memo(function HouseholdSelect({
  value,
  choices,
  set,
}: {
  value: string;
  choices: { value: string; label: string; verbruik: string }[];
  set: (changes: RawInputs) => void;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="gezin" className="font-medium">
        Gezinsgrootte (vult een typisch verbruik in)
      </label>
      <Select
        id="gezin"
        value={value}
        onChange={(event) => {
          const chosen = choices.find((choice) => choice.value === event.target.value);
          if (chosen) set({ verbruik: chosen.verbruik });
        }}
      >
        <option value="">Eigen verbruik</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </Select>
    </div>
  );
});

/** Yearly consumption (or a household preset) → the energy component with Stroomplein and without. */
export function BuyerCalculatorView({
  market,
  ctaClassName,
  localPricePerKwh,
  defaults = BUYER_DEFAULTS,
  firstScreen,
  terms,
}: BuyerCalculatorProps & { terms: BuyerTerms }) {
  const [inputs, set] = useQueryInputs(defaults);
  useFormatWarmUp(market.numberLocale);
  const presets = useMemo(() => householdPresets(market.assumptions), [market.assumptions]);
  const parsed = readBuyerInputs(inputs);
  const figures = figuresOnScreen(firstScreen, inputs, defaults, () =>
    buyerFigures(inputs, market, localPricePerKwh),
  );
  const result = figures.result;
  const preset = presets.find((entry) => asInput(entry.kwh) === inputs.verbruik);
  // A preset's consumption depends on the market alone: the server's figures serve every input.
  const choices = useMemo(
    () =>
      presets.map((entry, index) => ({
        value: String(entry.people),
        label: `${entry.label}: ${firstScreen.presets[index]}`,
        verbruik: asInput(entry.kwh),
      })),
    [presets, firstScreen.presets],
  );
  return (
    <CalculatorFrame
      inputs={
        <>
          <HouseholdSelect value={preset ? String(preset.people) : ''} choices={choices} set={set} />
          <QueryField field={CONSUMPTION_FIELD} inputs={inputs} errors={parsed.errors} set={set} />
        </>
      }
      rows={
        result && [
          {
            label: <>Met Stroomplein ({terms.energyComponent}, btw incl.)</>,
            value: `${result.costWithStroomplein} per jaar`,
          },
          { label: 'Bij een gewone leverancier', value: `${result.costReference} per jaar` },
          { label: 'Je bespaart per jaar', value: result.savingPerYear, highlight: true },
          { label: 'Per maand', value: result.savingPerMonth },
          {
            label: terms.localGreenPower,
            value: `${result.localShare} (${result.localKwh})`,
          },
        ]
      }
      summary={
        result ? (
          <>
            Bij {result.yearlyKwh} per jaar bespaar je ongeveer <strong>{result.savingPerYear}</strong> per
            jaar.
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
