import type { FlowDefinition, FormValues } from '@/lib/domain/forms/definitions';
import { reviewSteps } from '@/lib/domain/forms/review';

/**
 * What the visitor is about to send, step by step, above the terms they accept: a last look before the
 * contract. `onEdit` opens a step again (the multi-step flow); without it the review is read-only.
 */
export function FlowReview({
  flow,
  values,
  onEdit,
}: {
  flow: FlowDefinition;
  values: FormValues;
  onEdit?: (stepIndex: number) => void;
}) {
  return (
    <section aria-labelledby={`${flow.id}-overzicht`} className="flex flex-col gap-4">
      <h3 id={`${flow.id}-overzicht`} className="text-lg font-semibold">
        Controleer je gegevens
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        {reviewSteps(flow, values).map((step) => (
          <div key={step.index} className="rounded-lg border border-neutral-200 p-4 dark:border-neutral-700">
            <div className="flex items-baseline justify-between gap-3">
              <h4 className="font-semibold">{step.title}</h4>
              {onEdit ? (
                <button
                  type="button"
                  onClick={() => onEdit(step.index)}
                  aria-label={`Aanpassen: ${step.title}`}
                  className="text-sm font-medium text-primary-700 underline dark:text-primary-300"
                >
                  Aanpassen
                </button>
              ) : null}
            </div>
            <dl className="mt-2 flex flex-col gap-1 text-sm">
              {step.rows.map((row) => (
                <div key={row.label} className="flex flex-wrap gap-x-2">
                  <dt className="text-neutral-600 dark:text-neutral-400">{row.label}:</dt>
                  <dd className="break-words">{row.answer}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
    </section>
  );
}
