import { INSTALLATION_TYPES, METER_TYPES, PRODUCER_TYPES } from '@/lib/domain/validation/options';
import type { FieldDefinition, FlowDefinition, FlowId } from './definitions';

/**
 * The buyer and seller flows, step by step. Read on the server, which hands a flow's page only its own
 * definition: the form's code in the browser does not carry both flows.
 */

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
