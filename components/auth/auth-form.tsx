'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

export interface AuthField {
  name: string;
  label: string;
  type?: 'email' | 'password' | 'text' | 'tel';
  autoComplete: string;
  help?: string;
  defaultValue?: string;
  required?: boolean;
}

export type FieldErrors = Partial<Record<string, string>>;

interface AuthFormProps {
  fields: AuthField[];
  submitLabel: string;
  /** Resolves with field errors (shown next to the fields; `form` above the button), or nothing on success. */
  onSubmit: (values: Record<string, string>) => Promise<FieldErrors | void>;
  children?: ReactNode;
}

/**
 * The forms of the sign-in pages: labelled fields with their errors, one submit that cannot double-fire, and a
 * form-level error announced to screen readers. What the visitor typed stays in the fields after an error.
 */
export function AuthForm({ fields, submitLabel, onSubmit, children }: AuthFormProps) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(fields.map(({ name }) => [name, String(data.get(name) ?? '')]));
    setPending(true);
    try {
      setErrors((await onSubmit(values)) ?? {});
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
      {fields.map((field) => (
        <Field
          key={field.name}
          label={field.label}
          help={field.help}
          error={errors[field.name]}
          required={field.required ?? true}
        >
          {(control) => (
            <Input
              {...control}
              name={field.name}
              type={field.type ?? 'text'}
              autoComplete={field.autoComplete}
              defaultValue={field.defaultValue}
            />
          )}
        </Field>
      ))}
      {errors.form ? (
        <p
          role="alert"
          className="rounded-lg bg-red-50 px-4 py-3 text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={pending} aria-busy={pending}>
        {pending ? 'Even geduld…' : submitLabel}
      </Button>
      {children}
    </form>
  );
}
