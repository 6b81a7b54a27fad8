'use client';

import { FormField } from '@/components/forms/form-field';
import { ORIENTATIONS } from '@/lib/calculators/assumptions';
import type { RawInputs } from '@/lib/calculators/inputs';
import type { FieldDefinition } from '@/lib/forms/definitions';

/** A calculator input bound to its query key (the field's name). */
export function QueryField({
  field,
  inputs,
  errors,
  set,
}: {
  field: FieldDefinition;
  inputs: RawInputs;
  errors: Record<string, string>;
  set: (changes: RawInputs) => void;
}) {
  return (
    <FormField
      field={field}
      value={inputs[field.name]}
      error={errors[field.name]}
      onChange={(value) => set({ [field.name]: String(value) })}
    />
  );
}

/** Inputs more than one calculator asks for. */
export const PEAK_POWER_FIELD = (help: string): FieldDefinition => ({
  name: 'kwp',
  label: 'Piekvermogen (kWp)',
  kind: 'decimal',
  help,
});

export const ORIENTATION_FIELD: FieldDefinition = {
  name: 'richting',
  label: 'Richting van je panelen',
  kind: 'select',
  options: ORIENTATIONS,
};
