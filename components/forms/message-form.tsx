'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast-store';
import { sendContactMessage, subscribeToNewsletter, type SubmitResult } from '@/lib/forms/actions';
import { orderedErrors, type FormValues } from '@/lib/forms/definitions';
import { MESSAGE_FORMS, type MessageFormId } from '@/lib/forms/message-forms';
import { fieldErrors } from '@/lib/validation/account';
import { contactMessageSchema, newsletterSubscriptionSchema } from '@/lib/validation/messages';
import { ErrorSummary } from './error-summary';
import { FormField } from './form-field';
import { useDraft } from './use-draft';
import { useFormFeedback } from './use-form-feedback';

const FORMS = {
  contact: { schema: contactMessageSchema, submit: sendContactMessage },
  nieuwsbrief: { schema: newsletterSubscriptionSchema, submit: subscribeToNewsletter },
} as const;

/** Contact and newsletter: validated in the browser and again by the server action; what was typed is kept. */
export function MessageForm({ formId, initial }: { formId: MessageFormId; initial: FormValues }) {
  const definition = MESSAGE_FORMS[formId];
  const { schema, submit } = FORMS[formId];
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
  const steps = [{ id: formId, title: '', intro: '', schema, fields: definition.fields }];

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const payload = { ...values, website: honeypot.current?.value ?? '' };
    const checked = schema.safeParse(payload);
    if (!checked.success) return fail(fieldErrors(checked.error));
    setPending(true);
    let result: SubmitResult;
    try {
      result = await submit({ idempotencyKey: idempotencyKey(), values: payload });
    } catch {
      result = {
        status: 'failed',
        message: 'Versturen lukte niet: controleer je internetverbinding en probeer opnieuw.',
      };
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
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-busy={pending}>
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
