import type { ReactNode, Ref } from 'react';
import type { FormValues, StepDefinition } from '@/lib/domain/forms/definitions';
import { FormField } from './form-field';

/** One step of a flow: its heading as the fieldset's legend, its intro, what `children` adds, and its fields. */
export function FlowStep({
  step,
  values,
  errors,
  onChange,
  headingRef,
  children,
}: {
  step: StepDefinition;
  values: FormValues;
  errors: Record<string, string>;
  onChange: (name: string, value: string | boolean) => void;
  /** The multi-step flow moves focus to the heading of the step it shows. */
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}) {
  return (
    <fieldset className="flex flex-col gap-5">
      <legend className="contents">
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-balance focus:outline-none">
          {step.title}
        </h2>
      </legend>
      <p className="-mt-2 text-neutral-700 dark:text-neutral-300">{step.intro}</p>
      {children}
      <div className="grid gap-5 sm:grid-cols-2">
        {step.fields.map((field) => (
          <div key={field.name} className={field.narrow ? 'sm:col-span-1' : 'sm:col-span-2'}>
            <FormField
              field={field}
              value={values[field.name]}
              error={errors[field.name]}
              onChange={(value) => onChange(field.name, value)}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
