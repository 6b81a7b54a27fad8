import { z } from 'zod';
import type { MessageFormId } from '@/lib/domain/forms/message-forms';
import { emailSchema, fieldErrors, nameSchema } from './account';
import { mustAccept, oneOf } from './fields';
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, CONTACT_SUBJECTS } from './options';

/** Contact messages and newsletter subscriptions: short public forms, both with a honeypot field. */

/** A field people never see (hidden with CSS, skipped by keyboard and screen readers); bots fill it in. */
export const honeypotSchema = z.string({ error: 'Ongeldig formulier.' }).max(200, 'Ongeldig formulier.');

export const contactMessageSchema = z.strictObject({
  name: nameSchema,
  email: emailSchema,
  subject: oneOf(CONTACT_SUBJECTS, 'Kies waarover je vraag gaat.'),
  message: z
    .string({ error: 'Schrijf je bericht.' })
    .trim()
    .min(1, 'Schrijf je bericht.')
    .min(CONTACT_MESSAGE_MIN, `Je bericht moet minstens ${CONTACT_MESSAGE_MIN} tekens lang zijn.`)
    .max(
      CONTACT_MESSAGE_MAX,
      `Je bericht mag hoogstens ${new Intl.NumberFormat('nl-BE').format(CONTACT_MESSAGE_MAX)} tekens lang zijn.`,
    ),
  website: honeypotSchema,
});

export const newsletterSubscriptionSchema = z.strictObject({
  email: emailSchema,
  consent: mustAccept('Geef je toestemming om de nieuwsbrief te ontvangen.'),
  website: honeypotSchema,
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;

const MESSAGE_SCHEMAS = { contact: contactMessageSchema, nieuwsbrief: newsletterSubscriptionSchema } as const;

/** The browser's check before sending: Dutch messages by field, empty when all is well. */
export function messageErrors(formId: MessageFormId, payload: unknown): Record<string, string> {
  const checked = MESSAGE_SCHEMAS[formId].safeParse(payload);
  return checked.success ? {} : fieldErrors(checked.error);
}
