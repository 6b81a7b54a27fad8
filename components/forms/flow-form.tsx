'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/lib/browser/toast-store';
import {
  submitBuyerApplication,
  submitSellerApplication,
  type SubmitResult,
} from '@/lib/server/forms/actions';
import {
  CALCULATOR_QUERY_KEYS,
  orderedErrors,
  type FlowDefinition,
  type FormValues,
} from '@/lib/domain/forms/definitions';
import { ErrorSummary } from './error-summary';
import { FlowReview } from './flow-review';
import { FlowStep } from './flow-step';
import { useDraft, useHydrated } from './use-draft';
import { useFormFeedback } from './use-form-feedback';
import { loadStepValidation, useStepValidation } from './use-step-validation';

const SUBMIT = { koper: submitBuyerApplication, verkoper: submitSellerApplication } as const;

const NETWORK_FAILED =
  'Versturen lukte niet: controleer je internetverbinding. Je gegevens staan nog in het formulier.';
const CHECKS_UNAVAILABLE =
  'Je gegevens controleren lukte niet: controleer je internetverbinding en probeer opnieuw. Je gegevens staan nog in het formulier.';

export interface FlowFormProps {
  /** From the server (lib/domain/forms/flows.ts), so the browser's code does not carry both flows. */
  flow: FlowDefinition;
  /** `steps`: one step at a time (the step is in the URL as ?stap=N); `single`: every step on one page. */
  layout: 'steps' | 'single';
  /** What the site already knows (a signed-in visitor's profile). */
  initial: FormValues;
  /** Figures a calculator passed on: they replace what the draft held for those fields. */
  fromCalculator?: FormValues;
}

/** The buyer and seller flows: validated per step in the browser, stored by a server action, nothing lost. */
export function FlowForm({ flow, layout, initial, fromCalculator }: FlowFormProps) {
  const flowId = flow.id;
  const router = useRouter();
  const searchParams = useSearchParams();
  const hydrated = useHydrated();
  const { values, setValue, idempotencyKey, clear } = useDraft(flowId, initial);
  const { errors, message, attempt, fail, reset, clearField } = useFormFeedback();
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const submitting = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const [started, setStarted] = useState(false);

  const last = flow.steps.length - 1;
  const requested = Math.min(Math.max((Number(searchParams.get('stap')) || 1) - 1, 0), last);
  // The step checks load once the visitor starts on the form, or at once when the URL asks for a later step.
  const validation = useStepValidation(started || (hydrated && requested > 0));
  // Until the saved draft is read and can be checked, only the first step is certain to be reachable.
  const ready = hydrated && validation !== null;
  const reachable = ready ? validation.firstIncompleteStep(flow, values) : 0;
  const stepIndex = Math.min(requested, reachable);
  const visibleSteps = layout === 'single' ? flow.steps : flow.steps.slice(stepIndex, stepIndex + 1);

  // Once, on arrival from a calculator: its figures go into the draft like typed values.
  const calculatorApplied = useRef(false);
  useEffect(() => {
    if (calculatorApplied.current || !fromCalculator) return;
    calculatorApplied.current = true;
    for (const [name, value] of Object.entries(fromCalculator)) setValue(name, value);
    // Applied once: a reload must not overwrite what the visitor changed since.
    const url = new URL(window.location.href);
    for (const key of CALCULATOR_QUERY_KEYS) url.searchParams.delete(key);
    window.history.replaceState(null, '', `${url.pathname}${url.search}`);
  }, [fromCalculator, setValue]);

  // A step that is not reachable yet (typed into the URL, or a stale bookmark) becomes the first open step.
  useEffect(() => {
    if (layout === 'steps' && ready && !done && requested > stepIndex)
      window.history.replaceState(null, '', `?stap=${stepIndex + 1}`);
  }, [layout, ready, done, requested, stepIndex]);

  // Moving between steps puts focus on the new step's heading, so keyboard and screen-reader users follow.
  const shownStep = useRef(stepIndex);
  useEffect(() => {
    if (shownStep.current !== stepIndex) heading.current?.focus();
    shownStep.current = stepIndex;
  }, [stepIndex]);

  const showStep = (index: number) => window.history.pushState(null, '', `?stap=${index + 1}`);
  const goTo = (index: number) => {
    reset();
    showStep(index);
  };

  const change = (name: string, value: string | boolean) => {
    setValue(name, value);
    clearField(name);
  };

  // The step with the first error opens with its errors shown (not reset, as a plain step change would).
  const showErrors = (found: Record<string, string>, formMessage?: string) => {
    const firstStep = flow.steps.findIndex((step) => step.fields.some((field) => found[field.name]));
    if (layout === 'steps' && firstStep !== -1 && firstStep !== stepIndex) showStep(firstStep);
    fail(found, formMessage);
  };

  async function submit() {
    if (submitting.current) return;
    submitting.current = true;
    setPending(true);
    let result: SubmitResult;
    try {
      result = await SUBMIT[flowId]({
        idempotencyKey: idempotencyKey(),
        values,
        variant: layout === 'single' ? 'een-pagina' : 'stappen',
      });
    } catch {
      result = { status: 'failed', message: NETWORK_FAILED };
    }
    submitting.current = false;
    setPending(false);
    if (result.status === 'stored') {
      setDone(true);
      clear();
      toast({ title: 'Verstuurd! We hebben je gegevens goed ontvangen.', variant: 'success' });
      router.push(flow.thankYouPath);
    } else if (result.status === 'invalid') {
      const { form, ...found } = result.errors;
      showErrors(found, form);
    } else {
      showErrors({}, result.message);
      toast({ title: 'Versturen lukte niet', description: result.message, variant: 'error' });
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || done) return;
    let checks = validation;
    try {
      checks ??= await loadStepValidation();
    } catch {
      return showErrors({}, CHECKS_UNAVAILABLE);
    }
    const found = checks.stepErrors(flowId, visibleSteps, values);
    if (Object.keys(found).length > 0) return showErrors(found);
    reset();
    if (layout === 'single' || stepIndex === last) void submit();
    else goTo(stepIndex + 1);
  }

  if (done)
    return (
      <p role="status" className="text-lg">
        Je gegevens zijn verstuurd. Even geduld…
      </p>
    );

  return (
    <div className="flex flex-col gap-6">
      {layout === 'steps' ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium text-neutral-700 dark:text-neutral-300">
            Stap {stepIndex + 1} van {flow.steps.length}
          </p>
          <Progress
            value={stepIndex + 1}
            max={flow.steps.length}
            label={`Stap ${stepIndex + 1} van ${flow.steps.length}`}
          />
        </div>
      ) : null}
      <ErrorSummary errors={orderedErrors(visibleSteps, errors)} message={message} attempt={attempt} />
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        onFocus={() => setStarted(true)}
        onPointerDown={() => setStarted(true)}
        className="flex flex-col gap-8"
        aria-busy={pending}
      >
        {visibleSteps.map((step) => (
          <FlowStep
            key={step.id}
            step={step}
            values={values}
            errors={errors}
            onChange={change}
            headingRef={layout === 'steps' ? heading : undefined}
          >
            {/* The contracting step: a last look at the answers, each step one click away. */}
            {layout === 'steps' && stepIndex === last ? (
              <FlowReview flow={flow} values={values} onEdit={goTo} />
            ) : null}
          </FlowStep>
        ))}
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-neutral-200 pt-6 dark:border-neutral-800">
          {layout === 'steps' && stepIndex > 0 ? (
            <Button type="button" variant="outline" onClick={() => goTo(stepIndex - 1)}>
              Vorige
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" disabled={pending}>
            {pending
              ? 'Bezig met versturen…'
              : layout === 'single' || stepIndex === last
                ? flow.submitLabel
                : 'Volgende'}
          </Button>
        </div>
      </form>
    </div>
  );
}
