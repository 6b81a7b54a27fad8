import { z } from 'zod';

// The forms and calculators load this module first. No compiled (eval-based) parsers: the site's Content-Security-Policy
// forbids eval, and zod's probe for it would be reported as a violation in every browser.
z.config({ jitless: true });

/** Password rules for sign-up and reset: long enough to resist guessing, simple enough to remember. */
export const passwordSchema = z
  .string({ error: 'Kies een wachtwoord.' })
  .min(10, 'Je wachtwoord moet minstens 10 tekens lang zijn.')
  .max(128, 'Je wachtwoord mag hoogstens 128 tekens lang zijn.')
  .regex(/[A-Za-zÀ-ÿ]/, 'Je wachtwoord moet minstens één letter bevatten.')
  .regex(/\d/, 'Je wachtwoord moet minstens één cijfer bevatten.');

export const emailSchema = z
  .string({ error: 'Vul je e-mailadres in.' })
  .trim()
  .min(1, 'Vul je e-mailadres in.')
  .email('Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.be.');

/** Single-line text: no markup characters or control characters (never needed in a name or an address). */
export const PLAIN_TEXT = /^[^<>\u0000-\u001f\u007f]*$/;
export const PLAIN_TEXT_MESSAGE = 'Gebruik geen < of > en geen onzichtbare tekens.';

export const nameSchema = z
  .string({ error: 'Vul je naam in (minstens 2 tekens).' })
  .trim()
  .min(2, 'Vul je naam in (minstens 2 tekens).')
  .max(80, 'Je naam mag hoogstens 80 tekens lang zijn.')
  .regex(PLAIN_TEXT, PLAIN_TEXT_MESSAGE);

/** Belgian or Dutch phone number, optional: digits, spaces, +, /, . and - only. */
export const phoneSchema = z
  .string({ error: 'Vul een geldig telefoonnummer in, bijvoorbeeld 0470 12 34 56.' })
  .trim()
  .max(20, 'Een telefoonnummer heeft hoogstens 20 tekens.')
  .regex(/^(\+?[\d\s./-]{8,20})?$/, 'Vul een geldig telefoonnummer in, bijvoorbeeld 0470 12 34 56.');

export const signUpSchema = z.object({ name: nameSchema, email: emailSchema, password: passwordSchema });

/** What a user may change on /account/accountgegevens (validated again on the server). */
export const profileSchema = z.object({ name: nameSchema, phone: phoneSchema });
export type ProfileInput = z.infer<typeof profileSchema>;

/** First message per field, for showing next to the inputs. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    // Fields the form does not have (a draft from an older version of the form, or a script): one Dutch message.
    if (issue.code === 'unrecognized_keys') {
      errors.form ??=
        'Het formulier bevat velden die we niet kennen. Laad de pagina opnieuw en probeer het nog eens.';
      continue;
    }
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return errors;
}
