'use client';

import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from './cn';
import { CHOICE_BOX, describedBy, FieldError, FieldHelp } from './field';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  help?: ReactNode;
  error?: string;
}

/** A checkbox with its own label, help and error (consents, toggles). */
export function Checkbox({ label, help, error, className, ...props }: CheckboxProps) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className={cn(CHOICE_BOX, 'mt-0.5')}
          aria-describedby={describedBy(help ? `${id}-help` : false, error ? `${id}-error` : false)}
          aria-invalid={error ? true : undefined}
          {...props}
        />
        <label htmlFor={id} className="text-neutral-900 dark:text-neutral-100">
          {label}
        </label>
      </div>
      {help ? <FieldHelp id={`${id}-help`}>{help}</FieldHelp> : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}
