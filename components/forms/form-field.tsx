'use client';

import { Checkbox, RadioGroup } from '@/components/ui/choice';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { PageLink } from '@/components/ui/page-link';
import type { FieldDefinition } from '@/lib/forms/definitions';

const characters = new Intl.NumberFormat('nl-BE');

const LINK = 'font-semibold text-primary-700 underline dark:text-primary-300';

const INPUT_TYPES = {
  text: { type: 'text' },
  email: { type: 'email', inputMode: 'email' },
  tel: { type: 'tel', inputMode: 'tel' },
  date: { type: 'date' },
  decimal: { type: 'text', inputMode: 'decimal' },
} as const;

export interface FormFieldProps {
  field: FieldDefinition;
  value: string | boolean | undefined;
  error?: string;
  onChange: (value: string | boolean) => void;
}

/** One field of a flow, drawn from its definition; every field is required unless it says otherwise. */
export function FormField({ field, value, error, onChange }: FormFieldProps) {
  const text = typeof value === 'string' ? value : '';
  switch (field.kind) {
    case 'checkbox':
      return (
        <Checkbox
          name={field.name}
          label={field.label}
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
          error={error}
          help={
            field.link ? (
              // A full page load: the flows carry no link runtime, and the form keeps its draft.
              <PageLink href={field.link.href} className={LINK}>
                {field.link.text}
              </PageLink>
            ) : (
              field.help
            )
          }
        />
      );
    case 'radio':
      return (
        <RadioGroup
          legend={field.label}
          name={field.name}
          options={[...(field.options ?? [])]}
          value={text}
          onValueChange={onChange}
          help={field.help}
          error={error}
        />
      );
    case 'textarea':
      return (
        <Field
          label={field.label}
          help={
            field.maxLength
              ? `${field.help ? `${field.help} ` : ''}Nog ${characters.format(Math.max(field.maxLength - text.length, 0))} tekens.`
              : field.help
          }
          error={error}
          required
        >
          {(control) => (
            <Textarea
              {...control}
              name={field.name}
              value={text}
              rows={6}
              onChange={(event) => onChange(event.target.value)}
            />
          )}
        </Field>
      );
    case 'select':
      return (
        <Field label={field.label} help={field.help} error={error} required>
          {(control) => (
            <Select
              {...control}
              name={field.name}
              value={text}
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
              value={text}
              onChange={(event) => onChange(event.target.value)}
            />
          )}
        </Field>
      );
    }
  }
}
