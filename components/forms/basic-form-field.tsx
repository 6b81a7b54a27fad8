'use client';

import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { RadioGroup } from '@/components/ui/radio-group';
import type { FieldDefinition, FieldKind } from '@/lib/domain/forms/definitions';

/**
 * The field kinds the calculators ask for as well as the flows: one value, typed or chosen. Apart from FormField
 * (which adds consents and long texts), so a calculator page carries only these.
 */
export type BasicFieldDefinition = FieldDefinition & { kind: Exclude<FieldKind, 'checkbox' | 'textarea'> };

const INPUT_TYPES = {
  text: { type: 'text' },
  email: { type: 'email', inputMode: 'email' },
  tel: { type: 'tel', inputMode: 'tel' },
  date: { type: 'date' },
  decimal: { type: 'text', inputMode: 'decimal' },
} as const;

interface BasicFormFieldProps {
  field: BasicFieldDefinition;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** One field drawn from its definition; every field is required unless it says otherwise. */
export function BasicFormField({ field, value, error, onChange }: BasicFormFieldProps) {
  switch (field.kind) {
    case 'radio':
      return (
        <RadioGroup
          legend={field.label}
          name={field.name}
          options={[...(field.options ?? [])]}
          value={value}
          onValueChange={onChange}
          help={field.help}
          error={error}
        />
      );
    case 'select':
      return (
        <Field label={field.label} help={field.help} error={error} required>
          {(control) => (
            <Select
              {...control}
              name={field.name}
              value={value}
              onChange={(event) => onChange(event.target.value)}
            >
              <option value="">Maak een keuze</option>
              {field.options?.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
      );
    case 'text':
    case 'email':
    case 'tel':
    case 'date':
    case 'decimal': {
      const inputType = INPUT_TYPES[field.kind];
      return (
        <Field label={field.label} help={field.help} error={error} required>
          {(control) => (
            <Input
              {...control}
              {...inputType}
              name={field.name}
              autoComplete={field.autoComplete}
              value={value}
              onChange={(event) => onChange(event.target.value)}
            />
          )}
        </Field>
      );
    }
  }
}
