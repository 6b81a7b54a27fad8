import { onFirstUse } from '@/lib/domain/on-first-use';
import { optionLabel } from '@/lib/domain/validation/options';
import type { FieldDefinition, FlowDefinition, FormValues, StepDefinition } from './definitions';

/** One step of a flow as the visitor reviews it before accepting the terms: each field's label and answer. */
export interface ReviewedStep {
  index: number;
  title: string;
  rows: { label: string; answer: string }[];
}

const longDate = onFirstUse(() => new Intl.DateTimeFormat('nl-BE', { dateStyle: 'long', timeZone: 'UTC' }));

function answer(field: FieldDefinition, value: string | boolean | undefined): string {
  if (typeof value !== 'string' || value.trim() === '') return 'Niet ingevuld';
  if (field.options) return optionLabel(field.options, value);
  if (field.kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const date = new Date(`${value}T00:00:00Z`);
    if (!Number.isNaN(date.getTime())) return longDate().format(date);
  }
  return value.trim();
}

const isConsentStep = (step: StepDefinition) => step.fields.every((field) => field.kind === 'checkbox');

/** Every step before the consents, with the answers as the visitor gave them (option labels, dates in full). */
export function reviewSteps(flow: FlowDefinition, values: FormValues): ReviewedStep[] {
  return flow.steps.flatMap((step, index) =>
    isConsentStep(step)
      ? []
      : [
          {
            index,
            title: step.title,
            rows: step.fields.map((field) => ({
              label: field.label,
              answer: answer(field, values[field.name]),
            })),
          },
        ],
  );
}
