'use client';

import { memo } from 'react';
import { BasicFormField, type BasicFieldDefinition } from '@/components/forms/basic-form-field';
import { ORIENTATIONS } from '@/lib/domain/calculators/orientations';
import type { RawInputs } from '@/lib/domain/calculators/inputs';

interface QueryFieldProps {
  field: BasicFieldDefinition;
  inputs: RawInputs;
  errors: Record<string, string>;
  set: (changes: RawInputs) => void;
}

/**
 * A calculator input bound to its query key (the field's name). Memoised: a key typed in one field draws that
 * field and the results again, not the other fields (tests/e2e/interaction-renders.spec.ts).
 */
export const QueryField = memo(function QueryField({ field, inputs, errors, set }: QueryFieldProps) {
  return (
    <BasicFormField
      field={field}
      value={inputs[field.name] ?? ''}
      error={errors[field.name]}
      onChange={(value) => set({ [field.name]: value })}
    />
  );
}, sameField);

/** The same field, value and error: `inputs` and `errors` are new objects on every key, their entry may not be. */
function sameField(before: QueryFieldProps, after: QueryFieldProps): boolean {
  const name = after.field.name;
  return (
    before.field === after.field &&
    before.set === after.set &&
    before.inputs[name] === after.inputs[name] &&
    before.errors[name] === after.errors[name]
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
