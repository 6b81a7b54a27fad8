'use client';

import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { PageLink } from '@/components/ui/page-link';
import { onFirstUse } from '@/lib/domain/on-first-use';
import type { FieldDefinition } from '@/lib/domain/forms/definitions';
import { BasicFormField } from './basic-form-field';

const characters = onFirstUse(() => new Intl.NumberFormat('nl-BE'));

const LINK = 'font-semibold text-primary-700 underline dark:text-primary-300';

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
    case 'textarea':
      return (
        <Field
          label={field.label}
          help={
            field.maxLength
              ? `${field.help ? `${field.help} ` : ''}Nog ${characters().format(Math.max(field.maxLength - text.length, 0))} tekens.`
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
    default:
      // The spread lets the type checker see the narrowed kind.
      return (
        <BasicFormField
          field={{ ...field, kind: field.kind }}
          value={text}
          error={error}
          onChange={onChange}
        />
      );
  }
}
