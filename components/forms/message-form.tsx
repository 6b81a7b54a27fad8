'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { loadOnce } from '@/lib/browser/load-once';
import { toast } from '@/lib/browser/toast-store';
import { sendContactMessage, subscribeToNewsletter, type SubmitResult } from '@/lib/server/forms/actions';
import { orderedErrors, type FormValues } from '@/lib/domain/forms/definitions';
import type { MessageFormDefinition } from '@/lib/domain/forms/message-forms';
import { ErrorSummary } from './error-summary';
import { FormField } from './form-field';
import { useDraft } from './use-draft';
import { useFormFeedback } from './use-form-feedback';

const SUBMIT = { contact: sendContactMessage, nieuwsbrief: subscribeToNewsletter } as const;

/** The browser's checks (zod and the field rules, about 60 kB), fetched on the first touch of the form. */
const loadMessageChecks = loadOnce(() => import('@/lib/domain/validation/messages'));
const startLoadingChecks = () => void loadMessageChecks().catch(() => {});

const NETWORK_FAILED = 'Versturen lukte niet: controleer je internetverbinding en probeer opnieuw.';

/** Contact and newsletter: validated in the browser and again by the server action; what was typed is kept. */
export function MessageForm({
  definition,
  initial,
}: {
  /** The form's fields and texts, from MESSAGE_FORMS on the server (the choices stay out of the page's code). */
  definition: MessageFormDefinition;
  initial: FormValues;
}) {
  const formId = definition.id;
  const submit = SUBMIT[formId];
  const { values, setValue, idempotencyKey, clear } = useDraft(formId, initial);
  const { errors, message, attempt, fail, reset, clearField } = useFormFeedback();
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const success = useRef<HTMLDivElement>(null);
  // The submit button disappears with the form: focus goes to the confirmation, which is read out.
  useEffect(() => {
    if (sent) success.current?.focus();
  }, [sent]);
  const steps = [{ id: formId, title: '', intro: '', fields: definition.fields }];

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const payload = { ...values, website: honeypot.current?.value ?? '' };
    setPending(true);
    let result: SubmitResult;
    try {
      const found = (await loadMessageChecks()).messageErrors(formId, payload);
      if (Object.keys(found).length > 0) {
        setPending(false);
        return fail(found);
      }
      result = await submit({ idempotencyKey: idempotencyKey(), values: payload });
    } catch {
      result = { status: 'failed', message: NETWORK_FAILED };
    }
    setPending(false);
    if (result.status === 'stored') {
      clear();
      reset();
      setSent(true);
      toast({ title: definition.successTitle, variant: 'success' });
    } else if (result.status === 'invalid') {
      const { form, ...found } = result.errors;
      fail(found, form);
    } else {
      fail({}, result.message);
      toast({ title: 'Versturen lukte niet', description: result.message, variant: 'error' });
    }
  }

  if (sent)
    return (
      <div
        ref={success}
        tabIndex={-1}
        role="status"
        className="rounded-2xl bg-secondary-50 p-6 dark:bg-secondary-950"
      >
        <p className="text-lg font-semibold">{definition.successTitle}</p>
        <p className="mt-1">{definition.successText}</p>
      </div>
    );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={startLoadingChecks}
      onPointerDown={startLoadingChecks}
      className="flex flex-col gap-5"
      aria-busy={pending}
    >
      <ErrorSummary errors={orderedErrors(steps, errors)} message={message} attempt={attempt} />
      {definition.fields.map((field) => (
        <FormField
          key={field.name}
          field={field}
          value={values[field.name]}
          error={errors[field.name]}
          onChange={(value) => {
            setValue(field.name, value);
            clearField(field.name);
          }}
        />
      ))}
      {/* Honeypot: invisible to people and assistive technology, filled in by form-spamming bots. */}
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label>
          Laat dit veld leeg
          <input ref={honeypot} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <Button type="submit" disabled={pending} className="self-start">
        {pending ? 'Bezig met versturen…' : definition.submitLabel}
      </Button>
    </form>
  );
}
