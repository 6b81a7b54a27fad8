'use server';

import { z } from 'zod';
import { getSessionUser } from '@/lib/server/firebase/session';
import { fieldErrors } from '@/lib/domain/validation/account';
import { buyerApplicationSchema, sellerApplicationSchema } from '@/lib/domain/validation/flow-schemas';
import { contactMessageSchema, newsletterSubscriptionSchema } from '@/lib/domain/validation/messages';
import { allowAttempt, hashedId, storeOnce, type FormKind } from './store';

/** What every form submit answers: stored, the fields that need another look, or a failure to retry. */
export type SubmitResult =
  | { status: 'stored' }
  | { status: 'invalid'; errors: Record<string, string> }
  | { status: 'failed'; message: string };

const envelopeSchema = z.object({
  /** Generated once per filled-in form in the browser: the same key twice stores once. */
  idempotencyKey: z.uuid(),
  values: z.record(z.string(), z.unknown()),
});

const BROKEN_REQUEST: SubmitResult = {
  status: 'invalid',
  errors: { form: 'Het formulier kwam onvolledig aan. Laad de pagina opnieuw en probeer het nog eens.' },
};
const STORE_FAILED: SubmitResult = {
  status: 'failed',
  message:
    'Versturen lukte niet door een storing bij ons. Je gegevens staan nog in het formulier: probeer het zo meteen opnieuw.',
};
const TOO_MANY: SubmitResult = {
  status: 'failed',
  message: 'Je hebt dit formulier net al een paar keer verstuurd. Probeer het over een kwartier opnieuw.',
};

/**
 * Firestore retries an unreachable backend for a long time; a visitor gets an answer (and keeps the form)
 * after this long instead.
 */
const STORAGE_TIMEOUT_MS = 8_000;

async function withinTime<T>(work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Firestore antwoordde niet binnen ${STORAGE_TIMEOUT_MS} ms`)),
      STORAGE_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Each public form allows a few submits per e-mail address per quarter of an hour. */
const RATE_LIMIT = { limit: 5, windowMs: 15 * 60_000 };

/** Every public form: a few submits per e-mail address per quarter of an hour, then stored once under `id`. */
async function guardedStore(
  kind: FormKind,
  email: string,
  id: string,
  fields: Record<string, unknown>,
): Promise<SubmitResult> {
  try {
    if (!(await withinTime(allowAttempt(kind, email.toLowerCase(), RATE_LIMIT)))) return TOO_MANY;
  } catch (error) {
    console.error(`Formulier (${kind}): limiet niet gecontroleerd:`, error);
    return STORE_FAILED;
  }
  try {
    const user = await getSessionUser().catch(() => null);
    await withinTime(storeOnce(kind, id, fields, user?.uid ?? null));
    return { status: 'stored' };
  } catch (error) {
    console.error(`Formulier (${kind}) niet opgeslagen:`, error);
    return STORE_FAILED;
  }
}

function validate<S extends z.ZodType>(schema: S, request: unknown) {
  const envelope = envelopeSchema.safeParse(request);
  if (!envelope.success) return { result: BROKEN_REQUEST } as const;
  const parsed = schema.safeParse(envelope.data.values);
  if (!parsed.success)
    return { result: { status: 'invalid', errors: fieldErrors(parsed.error) } as SubmitResult };
  return { key: envelope.data.idempotencyKey, data: parsed.data as z.output<S> } as const;
}

const FLOW_VARIANTS = ['stappen', 'een-pagina'] as const;

/** The buyer flow (`/koper` in steps, `/koper-v3` on one page): one schema, one submit. */
export async function submitBuyerApplication(request: unknown): Promise<SubmitResult> {
  const checked = validate(buyerApplicationSchema, request);
  if (!checked.data) return checked.result;
  const variant = z
    .enum(FLOW_VARIANTS)
    .catch('stappen')
    .parse((request as { variant?: unknown }).variant);
  return guardedStore('buyer', checked.data.email, checked.key, { ...checked.data, variant });
}

export async function submitSellerApplication(request: unknown): Promise<SubmitResult> {
  const checked = validate(sellerApplicationSchema, request);
  if (!checked.data) return checked.result;
  return guardedStore('seller', checked.data.email, checked.key, checked.data);
}

export async function sendContactMessage(request: unknown): Promise<SubmitResult> {
  const checked = validate(contactMessageSchema, request);
  if (!checked.data) return checked.result;
  const { website, ...message } = checked.data;
  // A filled-in honeypot is a bot: it hears "sent" and nothing is stored.
  if (website) return { status: 'stored' };
  return guardedStore('contact', message.email, checked.key, message);
}

/** The same address twice is one subscription: its document id is derived from the address. */
export async function subscribeToNewsletter(request: unknown): Promise<SubmitResult> {
  const checked = validate(newsletterSubscriptionSchema, request);
  if (!checked.data) return checked.result;
  const { website, ...subscription } = checked.data;
  if (website) return { status: 'stored' };
  const email = subscription.email.toLowerCase();
  return guardedStore('newsletter', email, hashedId('newsletter', email), {
    email,
    consentAt: new Date().toISOString(),
  });
}
