import { z } from 'zod';
import { onFirstUse } from '@/lib/domain/on-first-use';
import { isValidIban, normalizeIban } from './belgium';
import {
  addressShape,
  belgianDate,
  consentShape,
  contactDetailsShape,
  decimalText,
  eanSchema,
  isoDate,
  oneOf,
  requiredText,
} from './fields';
import { INSTALLATION_TYPES, METER_TYPES, PRODUCER_TYPES } from './options';

/**
 * The buyer and seller applications: one schema per form, split into the steps of the multi-step flows. The
 * browser validates a step before the next one opens; the server action validates the whole form again.
 */

const dateFormat = onFirstUse(
  () => new Intl.DateTimeFormat('nl-BE', { day: 'numeric', month: 'long', year: 'numeric' }),
);
const spelled = (isoDay: string) => dateFormat().format(new Date(`${isoDay}T12:00:00Z`));

/** A change of supplier takes about two weeks; a start more than a year ahead is not planned yet. */
export const START_DATE_LEAD_DAYS = 14;
export const START_DATE_HORIZON_DAYS = 365;

export const buyerStepSchemas = {
  contact: z.object(contactDetailsShape),
  address: z.object(addressShape),
  connection: z.object({
    ean: eanSchema,
    meterType: oneOf(METER_TYPES, 'Kies je type meter.'),
    currentSupplier: requiredText('je huidige leverancier', 80),
    yearlyConsumption: decimalText('je jaarverbruik', { min: 100, max: 100_000, unit: 'kWh' }),
  }),
  choices: z.object({
    producerType: oneOf(PRODUCER_TYPES, 'Kies het soort producent dat je voorkeur heeft.'),
    startDate: isoDate('de startdatum', () => {
      const min = belgianDate(START_DATE_LEAD_DAYS);
      const max = belgianDate(START_DATE_HORIZON_DAYS);
      return {
        min,
        max,
        tooEarly: `Kies een startdatum vanaf ${spelled(min)}: een overstap duurt ongeveer twee weken.`,
        tooLate: `Kies een startdatum voor ${spelled(max)}.`,
      };
    }),
  }),
  consents: z.object(consentShape),
};

export const ibanSchema = z
  .string({ error: 'Vul je IBAN-rekeningnummer in.' })
  .trim()
  .min(1, 'Vul je IBAN-rekeningnummer in.')
  .max(42, 'Een IBAN heeft hoogstens 34 tekens.')
  .refine(isValidIban, 'Vul een geldig IBAN-rekeningnummer in, bijvoorbeeld BE68 5390 0754 7034.')
  .transform(normalizeIban);

export const sellerStepSchemas = {
  contact: z.object(contactDetailsShape),
  address: z.object(addressShape),
  installation: z.object({
    installationType: oneOf(INSTALLATION_TYPES, 'Kies het type installatie.'),
    peakPowerKwp: decimalText('het piekvermogen', { min: 0.1, max: 100, unit: 'kWp' }),
    installationDate: isoDate('de datum van indienstname', () => {
      const max = belgianDate();
      return {
        min: '1990-01-01',
        max,
        tooEarly: 'Kies een datum na 1 januari 1990.',
        tooLate: 'De datum van indienstname kan niet in de toekomst liggen.',
      };
    }),
    inverter: requiredText('het merk en type van je omvormer', 80),
    injectionEan: eanSchema,
  }),
  payout: z.object({
    iban: ibanSchema,
    accountHolder: requiredText('de naam van de rekeninghouder', 80),
  }),
  consents: z.object(consentShape),
};

// The whole form (what the server action accepts) is every step's fields; unknown keys are refused.
export const buyerApplicationSchema = z.strictObject({
  ...buyerStepSchemas.contact.shape,
  ...buyerStepSchemas.address.shape,
  ...buyerStepSchemas.connection.shape,
  ...buyerStepSchemas.choices.shape,
  ...buyerStepSchemas.consents.shape,
});
export const sellerApplicationSchema = z.strictObject({
  ...sellerStepSchemas.contact.shape,
  ...sellerStepSchemas.address.shape,
  ...sellerStepSchemas.installation.shape,
  ...sellerStepSchemas.payout.shape,
  ...sellerStepSchemas.consents.shape,
});
export type BuyerApplication = z.infer<typeof buyerApplicationSchema>;
export type SellerApplication = z.infer<typeof sellerApplicationSchema>;
