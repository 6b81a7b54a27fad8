import { INSTALLATION_TYPES, METER_TYPES, PRODUCER_TYPES, type Option } from '@/lib/validation/options';

/**
 * How the flows show their fields: labels, help and control kinds. The schemas that check each step live in
 * step-validation.ts, which the browser loads once a visitor starts on a form (zod stays out of the page load).
 */

export type FieldKind =
  'text' | 'email' | 'tel' | 'date' | 'decimal' | 'select' | 'radio' | 'checkbox' | 'textarea';

export interface FieldDefinition {
  name: string;
  label: string;
  kind: FieldKind;
  help?: string;
  autoComplete?: string;
  options?: readonly Option[];
  /** For consents: the page to read first. */
  link?: { href: string; text: string };
  /** Longest text allowed (a textarea shows how much is left). */
  maxLength?: number;
  /** Narrow fields (house number, postcode) share a row on wide screens. */
  narrow?: boolean;
}

export interface StepDefinition {
  id: string;
  title: string;
  intro: string;
  fields: FieldDefinition[];
}

export type FlowId = 'koper' | 'verkoper';

export interface FlowDefinition {
  id: FlowId;
  title: string;
  /** Where a stored application leads (copy from the CMS). */
  thankYouPath: string;
  submitLabel: string;
  steps: StepDefinition[];
}

/** Field values as the controls hold them: text, or a ticked box. */
export type FormValues = Record<string, string | boolean>;

const contactFields: FieldDefinition[] = [
  { name: 'name', label: 'Naam', kind: 'text', autoComplete: 'name' },
  { name: 'email', label: 'E-mailadres', kind: 'email', autoComplete: 'email' },
  {
    name: 'phone',
    label: 'Telefoonnummer',
    kind: 'tel',
    autoComplete: 'tel',
    help: 'Een Belgisch of Nederlands nummer, bijvoorbeeld 0470 12 34 56.',
  },
];

const addressFields = (help: string): FieldDefinition[] => [
  { name: 'street', label: 'Straat', kind: 'text', autoComplete: 'address-line1' },
  {
    name: 'houseNumber',
    label: 'Huisnummer',
    kind: 'text',
    narrow: true,
    help: 'Met bus, bijvoorbeeld 12 bus 3.',
  },
  { name: 'postcode', label: 'Postcode', kind: 'text', autoComplete: 'postal-code', narrow: true, help },
  { name: 'municipality', label: 'Gemeente', kind: 'text', autoComplete: 'address-level2' },
];

const consentFields: FieldDefinition[] = [
  {
    name: 'acceptTerms',
    label: 'Ik aanvaard de algemene voorwaarden van Stroomplein.',
    kind: 'checkbox',
    link: { href: '/gebruikersinformatie/algemenevoorwaarden', text: 'Lees de algemene voorwaarden' },
  },
  {
    name: 'acceptPrivacy',
    label: 'Ik geef Stroomplein toestemming om mijn gegevens te verwerken voor deze aanvraag.',
    kind: 'checkbox',
    link: { href: '/gebruikersinformatie/privacyverklaring', text: 'Lees de privacyverklaring' },
  },
];

const eanHelp =
  'De 18 cijfers die met 54 beginnen, op je energiefactuur of in de app van je netbeheerder (Fluvius of Sibelga).';

export const BUYER_FLOW: FlowDefinition = {
  id: 'koper',
  title: 'Word koper van lokale groene stroom',
  thankYouPath: '/bedankt-koper',
  submitLabel: 'Aanvraag versturen',
  steps: [
    {
      id: 'wie',
      title: 'Over jou',
      intro: 'Zo kunnen we je bereiken over je aanvraag.',
      fields: contactFields,
    },
    {
      id: 'waar',
      title: 'Je adres',
      intro: 'Het adres waar je de stroom wilt afnemen.',
      fields: addressFields('We leveren in Vlaanderen en Brussel.'),
    },
    {
      id: 'aansluiting',
      title: 'Je aansluiting',
      intro: 'Met deze gegevens regelen we de overstap met je netbeheerder.',
      fields: [
        { name: 'ean', label: 'EAN-code van je afnamepunt', kind: 'text', help: eanHelp },
        { name: 'meterType', label: 'Type meter', kind: 'select', options: METER_TYPES },
        { name: 'currentSupplier', label: 'Huidige leverancier', kind: 'text', autoComplete: 'off' },
        {
          name: 'yearlyConsumption',
          label: 'Jaarverbruik (kWh)',
          kind: 'decimal',
          help: 'Staat op je jaarafrekening. Een gezin van vier verbruikt ongeveer 3.500 kWh.',
        },
      ],
    },
    {
      id: 'keuzes',
      title: 'Je keuzes',
      intro: 'Van welke lokale producent wil je stroom, en vanaf wanneer?',
      fields: [
        { name: 'producerType', label: 'Voorkeur voor producent', kind: 'radio', options: PRODUCER_TYPES },
        {
          name: 'startDate',
          label: 'Gewenste startdatum',
          kind: 'date',
          help: 'Ten vroegste over twee weken.',
        },
      ],
    },
    {
      id: 'akkoord',
      title: 'Bevestigen',
      intro: 'Nog één stap: lees en aanvaard de voorwaarden.',
      fields: consentFields,
    },
  ],
};

export const SELLER_FLOW: FlowDefinition = {
  id: 'verkoper',
  title: 'Verkoop je groene stroom',
  thankYouPath: '/bedankt-verkoper',
  submitLabel: 'Aanmelding versturen',
  steps: [
    {
      id: 'wie',
      title: 'Over jou',
      intro: 'Zo kunnen we je bereiken over je aanmelding.',
      fields: contactFields,
    },
    {
      id: 'waar',
      title: 'Adres van de installatie',
      intro: 'Waar staat je installatie?',
      fields: addressFields('Installaties in Vlaanderen en Brussel kunnen meedoen.'),
    },
    {
      id: 'installatie',
      title: 'Je installatie',
      intro: 'Met deze gegevens schatten we je productie en melden we je aan bij de netbeheerder.',
      fields: [
        { name: 'installationType', label: 'Type installatie', kind: 'select', options: INSTALLATION_TYPES },
        {
          name: 'peakPowerKwp',
          label: 'Piekvermogen (kWp)',
          kind: 'decimal',
          help: 'Staat op je AREI-keuring of factuur van de installateur, bijvoorbeeld 4,5.',
        },
        { name: 'installationDate', label: 'Datum van indienstname', kind: 'date' },
        {
          name: 'inverter',
          label: 'Omvormer (merk en type)',
          kind: 'text',
          help: 'Bijvoorbeeld SMA Sunny Boy 4.0.',
        },
        { name: 'injectionEan', label: 'EAN-code van je injectiepunt', kind: 'text', help: eanHelp },
      ],
    },
    {
      id: 'uitbetaling',
      title: 'Uitbetaling',
      intro: 'Op deze rekening storten we wat je kopers betalen.',
      fields: [
        {
          name: 'iban',
          label: 'IBAN-rekeningnummer',
          kind: 'text',
          help: 'Bijvoorbeeld BE68 5390 0754 7034.',
        },
        { name: 'accountHolder', label: 'Naam van de rekeninghouder', kind: 'text', autoComplete: 'name' },
      ],
    },
    {
      id: 'akkoord',
      title: 'Bevestigen',
      intro: 'Nog één stap: lees en aanvaard de voorwaarden.',
      fields: consentFields,
    },
  ],
};

export const FLOWS: Record<FlowId, FlowDefinition> = { koper: BUYER_FLOW, verkoper: SELLER_FLOW };

/** The label of every field of a flow, by name (for the error summary). */
export function fieldLabels(steps: StepDefinition[]): Map<string, string> {
  return new Map(steps.flatMap((step) => step.fields.map((field) => [field.name, field.label] as const)));
}

/** Field errors in the order the form shows them, with their labels; "form" is a message about the whole form. */
export function orderedErrors(
  steps: StepDefinition[],
  errors: Record<string, string>,
): { name: string; label: string; message: string }[] {
  return [...fieldLabels(steps)].flatMap(([name, label]) => {
    const message = errors[name];
    return message ? [{ name, label, message }] : [];
  });
}

/** Inputs a calculator hands to a flow through the URL: query key → field. */
const CALCULATOR_PREFILL: Record<FlowId, Record<string, string>> = {
  koper: { verbruik: 'yearlyConsumption' },
  verkoper: { kwp: 'peakPowerKwp' },
};

/** Every query key a calculator may hand to a flow. */
export const CALCULATOR_QUERY_KEYS = Object.values(CALCULATOR_PREFILL).flatMap((keys) => Object.keys(keys));

/** The calculator's numbers from the query, for the flow's fields (numbers only; anything else is ignored). */
export function prefillFromQuery(
  flowId: FlowId,
  query: Record<string, string | string[] | undefined>,
): FormValues {
  return Object.fromEntries(
    Object.entries(CALCULATOR_PREFILL[flowId]).flatMap(([key, field]) => {
      const value = query[key];
      return typeof value === 'string' && /^[\d.,\s]{1,12}$/.test(value) ? [[field, value.trim()]] : [];
    }),
  );
}
