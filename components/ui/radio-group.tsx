'use client';

import { useId, type ReactNode } from 'react';
import { cn } from './cn';
import { CHOICE_BOX, describedBy, FieldError, FieldHelp } from './field';

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
            className={CHOICE_BOX}
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
