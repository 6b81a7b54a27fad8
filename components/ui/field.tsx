'use client';

import { useId, type ReactNode } from 'react';
import { cn } from './cn';

/** The look of checkboxes and radios (native controls, in the brand's colour). */
export const CHOICE_BOX =
  'size-5 shrink-0 accent-primary-700 dark:accent-primary-300 aria-[invalid=true]:outline aria-[invalid=true]:outline-red-700';

/** Props a form control needs to be tied to its label, help and error text. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

export interface FieldProps {
  label: ReactNode;
  help?: ReactNode;
  error?: string;
  required?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

export function FieldHelp({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-sm text-neutral-600 dark:text-neutral-300">
      {children}
    </p>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-sm font-medium text-red-700 dark:text-red-300">
      {children}
    </p>
  );
}

/** A label, a control, optional help text and an error message, wired for screen readers. */
export function Field({ label, help, error, required, className, children }: FieldProps) {
  const id = useId();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="font-medium text-neutral-900 dark:text-neutral-100">
        {label}
        {required ? (
          <span className="text-red-700 dark:text-red-300" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        'aria-describedby': describedBy(help ? helpId : false, error ? errorId : false),
        'aria-invalid': error ? true : undefined,
        required,
      })}
      {help ? <FieldHelp id={helpId}>{help}</FieldHelp> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
