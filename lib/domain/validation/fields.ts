import { z } from 'zod';
import { emailSchema, nameSchema, PLAIN_TEXT, PLAIN_TEXT_MESSAGE } from './account';
import {
  isBelgianOrDutchPhone,
  isServedRegion,
  isValidEan18,
  normalizeEan,
  regionForPostcode,
} from './belgium';
import { missingMessage, readDecimal, type DecimalBounds } from './decimal';
import type { Option } from './options';

/**
 * Field rules shared by the form schemas. Every rule starts from a string (what a form control holds), so a
 * payload of another type is refused with the same Dutch message as an empty field.
 */

/** A required text of at most `max` characters; `what` completes "Vul … in." */
export function requiredText(what: string, max = 120) {
  return z
    .string({ error: `Vul ${what} in.` })
    .trim()
    .min(1, `Vul ${what} in.`)
    .max(max, `Hoogstens ${max} tekens.`)
    .regex(PLAIN_TEXT, PLAIN_TEXT_MESSAGE);
}

/** The schema of a select or radio group: one of its options' values. */
export function oneOf<const O extends readonly Option[]>(options: O, message: string) {
  // z.enum needs a non-empty tuple; every options list here is a non-empty literal array.
  const values = options.map((option) => option.value) as [O[number]['value'], ...O[number]['value'][]];
  return z.enum(values, { error: message });
}

/** A ticked box that must be ticked (consents). */
export function mustAccept(message: string) {
  return z.literal(true, { error: message });
}

/**
 * A decimal number typed as text within bounds, with the unit in the messages (see readDecimal):
 * "Vul je jaarverbruik in." / "Vul een getal tussen 100 en 100.000 kWh in."
 */
export function decimalText(what: string, bounds: DecimalBounds) {
  return z.string({ error: missingMessage(what) }).transform((raw, context) => {
    const reading = readDecimal(raw, what, bounds);
    if (reading.error === undefined) return reading.value;
    context.addIssue({ code: 'custom', message: reading.error });
    return z.NEVER;
  });
}

/** A calendar date (yyyy-mm-dd, as `<input type="date">` gives it) within bounds given as yyyy-mm-dd. */
export function isoDate(
  what: string,
  bounds: () => { min: string; max: string; tooEarly: string; tooLate: string },
) {
  return (
    z
      .string({ error: `Vul ${what} in.` })
      .trim()
      .min(1, `Vul ${what} in.`)
      .regex(/^\d{4}-\d{2}-\d{2}$/, `Vul ${what} in als dag, maand en jaar.`)
      // Date.parse rolls 30 February over into March: the date must read back as typed.
      .refine((value) => {
        const date = new Date(`${value}T00:00:00Z`);
        return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
      }, 'Vul een bestaande datum in.')
      .superRefine((value, context) => {
        const { min, max, tooEarly, tooLate } = bounds();
        if (value < min) context.addIssue({ code: 'custom', message: tooEarly });
        else if (value > max) context.addIssue({ code: 'custom', message: tooLate });
      })
  );
}

/** Today and a day `days` from today, as yyyy-mm-dd in Belgian time. */
export function belgianDate(days = 0): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(date);
}

export const requiredPhoneSchema = z
  .string({ error: 'Vul je telefoonnummer in.' })
  .trim()
  .min(1, 'Vul je telefoonnummer in.')
  .max(20, 'Een telefoonnummer heeft hoogstens 20 tekens.')
  .refine(
    isBelgianOrDutchPhone,
    'Vul een Belgisch of Nederlands telefoonnummer in, bijvoorbeeld 0470 12 34 56.',
  );

export const postcodeSchema = z
  .string({ error: 'Vul je postcode in.' })
  .trim()
  .min(1, 'Vul je postcode in.')
  .regex(/^\d{4}$/, 'Een Belgische postcode heeft 4 cijfers, bijvoorbeeld 9000.')
  .superRefine((postcode, context) => {
    const region = regionForPostcode(postcode);
    if (!region) context.addIssue({ code: 'custom', message: 'Deze postcode bestaat niet in België.' });
    else if (!isServedRegion(region))
      context.addIssue({
        code: 'custom',
        message:
          'Stroomplein werkt voorlopig alleen in Vlaanderen en Brussel: in Wallonië gelden andere regels voor het delen van stroom. Schrijf je in op de nieuwsbrief, dan hoor je het als we er starten.',
      });
  });

export const eanSchema = z
  .string({ error: 'Vul de EAN-code in.' })
  .trim()
  .min(1, 'Vul de EAN-code in.')
  .max(40, 'Een EAN-code heeft 18 cijfers.')
  .refine(
    isValidEan18,
    'Vul een geldige EAN-code in: 18 cijfers die met 54 beginnen. Je vindt hem op je energiefactuur.',
  )
  .transform(normalizeEan);

/** Who is applying: the first step of both flows. */
export const contactDetailsShape = {
  name: nameSchema,
  email: emailSchema,
  phone: requiredPhoneSchema,
};

/** The address of the connection; the postcode decides whether the region is served. */
export const addressShape = {
  street: requiredText('je straat'),
  houseNumber: requiredText('je huisnummer', 12),
  postcode: postcodeSchema,
  municipality: requiredText('je gemeente', 80),
};

export const consentShape = {
  acceptTerms: mustAccept('Je moet de algemene voorwaarden aanvaarden om verder te gaan.'),
  acceptPrivacy: mustAccept('Je moet de privacyverklaring aanvaarden om verder te gaan.'),
};
