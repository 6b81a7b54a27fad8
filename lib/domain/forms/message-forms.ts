import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, CONTACT_SUBJECTS } from '@/lib/domain/validation/options';
import type { FieldDefinition } from './definitions';

/** The fields of the two short public forms (the honeypot is added by the form itself). */

export type MessageFormId = 'contact' | 'nieuwsbrief';

export interface MessageFormDefinition {
  id: MessageFormId;
  fields: FieldDefinition[];
  submitLabel: string;
  /** Shown (and announced) once stored. */
  successTitle: string;
  successText: string;
}

export const MESSAGE_FORMS: Record<MessageFormId, MessageFormDefinition> = {
  contact: {
    id: 'contact',
    fields: [
      { name: 'name', label: 'Naam', kind: 'text', autoComplete: 'name' },
      { name: 'email', label: 'E-mailadres', kind: 'email', autoComplete: 'email' },
      { name: 'subject', label: 'Waarover gaat je vraag?', kind: 'select', options: CONTACT_SUBJECTS },
      {
        name: 'message',
        label: 'Je bericht',
        kind: 'textarea',
        help: `Minstens ${CONTACT_MESSAGE_MIN} tekens.`,
        maxLength: CONTACT_MESSAGE_MAX,
      },
    ],
    submitLabel: 'Bericht versturen',
    successTitle: 'Bedankt, je bericht is verstuurd.',
    successText: 'We antwoorden binnen twee werkdagen op het e-mailadres dat je opgaf.',
  },
  nieuwsbrief: {
    id: 'nieuwsbrief',
    fields: [
      { name: 'email', label: 'E-mailadres', kind: 'email', autoComplete: 'email' },
      {
        name: 'consent',
        label:
          'Ik wil de nieuwsbrief van Stroomplein ontvangen. Uitschrijven kan met één klik onderaan elke mail.',
        kind: 'checkbox',
        link: { href: '/gebruikersinformatie/privacyverklaring', text: 'Lees de privacyverklaring' },
      },
    ],
    submitLabel: 'Inschrijven',
    successTitle: 'Bedankt, je bent ingeschreven.',
    successText: 'Je krijgt de volgende nieuwsbrief in je mailbox. Eén keer per maand, niet vaker.',
  },
};
