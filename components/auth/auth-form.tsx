'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useHydrated } from '@/components/forms/use-draft';
import { loadOnce } from '@/lib/browser/load-once';

/** Firebase Auth and the account checks, fetched on a visitor's first touch of a sign-in form (or at submit). */
export const loadSignInTools = loadOnce(() => import('@/lib/browser/firebase/sign-in-tools'));

const CONNECTION_FAILED =
  'Dat lukte niet: controleer je internetverbinding en probeer opnieuw. Wat je invulde, staat nog in het formulier.';

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
  /** Starts fetching what `onSubmit` needs as soon as the visitor focuses or touches the form. */
  prepare?: () => Promise<unknown>;
  children?: ReactNode;
}

/**
 * The forms of the sign-in pages: labelled fields with their errors, one submit that cannot double-fire, and a
 * form-level error announced to screen readers. What the visitor typed stays in the fields after an error.
 */
export function AuthForm({ fields, submitLabel, onSubmit, prepare, children }: AuthFormProps) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  // Until the page runs, a submit would be the browser's own: a GET that puts the password in the address.
  const hydrated = useHydrated();
  // A failed fetch here is not shown: submit asks again and reports it then.
  const startPreparing = prepare ? () => void prepare().catch(() => {}) : undefined;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(fields.map(({ name }) => [name, String(data.get(name) ?? '')]));
    setPending(true);
    try {
      setErrors((await onSubmit(values)) ?? {});
    } catch {
      // What onSubmit needed could not be fetched (offline, or a new deployment): nothing typed is lost.
      setErrors({ form: CONNECTION_FAILED });
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      onFocus={startPreparing}
      onPointerDown={startPreparing}
      className="flex flex-col gap-5"
    >
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
      <Button type="submit" size="lg" disabled={pending || !hydrated} aria-busy={pending}>
        {pending ? 'Even geduld…' : submitLabel}
      </Button>
      {children}
    </form>
  );
}
