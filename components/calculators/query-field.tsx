'use client';

import { BasicFormField, type BasicFieldDefinition } from '@/components/forms/basic-form-field';
import { ORIENTATIONS } from '@/lib/domain/calculators/orientations';
import type { RawInputs } from '@/lib/domain/calculators/inputs';

/** A calculator input bound to its query key (the field's name). */
export function QueryField({
  field,
  inputs,
  errors,
  set,
}: {
  field: BasicFieldDefinition;
  inputs: RawInputs;
  errors: Record<string, string>;
  set: (changes: RawInputs) => void;
}) {
  return (
    <BasicFormField
      field={field}
      value={inputs[field.name] ?? ''}
      error={errors[field.name]}
      onChange={(value) => set({ [field.name]: value })}
    />
  );
}

/** Inputs more than one calculator asks for. */
export const PEAK_POWER_FIELD = (help: string): BasicFieldDefinition => ({
  name: 'kwp',
  label: 'Piekvermogen (kWp)',
  kind: 'decimal',
  help,
});

export const ORIENTATION_FIELD: BasicFieldDefinition = {
  name: 'richting',
  label: 'Richting van je panelen',
  kind: 'select',
  options: ORIENTATIONS,
};
