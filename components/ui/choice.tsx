'use client';

import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from './cn';
import { describedBy, FieldError, FieldHelp } from './field';

const BOX =
  'size-5 shrink-0 accent-primary-700 dark:accent-primary-300 aria-[invalid=true]:outline aria-[invalid=true]:outline-red-700';

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
          className={cn(BOX, 'mt-0.5')}
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

export interface RadioOption {
  value: string;
  label: ReactNode;
}

export interface RadioGroupProps {
  legend: ReactNode;
  name: string;
  options: RadioOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  help?: ReactNode;
  error?: string;
  required?: boolean;
  className?: string;
}

/** Native radios in a fieldset: arrow keys, labels and the group name come from the browser. */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  defaultValue,
  onValueChange,
  help,
  error,
  required,
  className,
}: RadioGroupProps) {
  const id = useId();
  return (
    <fieldset
      className={cn('flex flex-col gap-2', className)}
      aria-describedby={describedBy(help ? `${id}-help` : false, error ? `${id}-error` : false)}
    >
      <legend className="mb-1 font-medium text-neutral-900 dark:text-neutral-100">{legend}</legend>
      {options.map((option) => (
        <div key={option.value} className="flex items-center gap-3">
          <input
            id={`${id}-${option.value}`}
            type="radio"
            name={name}
            value={option.value}
            className={BOX}
            checked={value === undefined ? undefined : value === option.value}
            defaultChecked={defaultValue === undefined ? undefined : defaultValue === option.value}
            onChange={(event) => onValueChange?.(event.target.value)}
            required={required}
          />
          <label htmlFor={`${id}-${option.value}`} className="text-neutral-900 dark:text-neutral-100">
            {option.label}
          </label>
        </div>
      ))}
      {help ? <FieldHelp id={`${id}-help`}>{help}</FieldHelp> : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </fieldset>
  );
}
