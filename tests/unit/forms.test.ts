// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, readDraft, subscribeDraft, writeDraft } from '@/lib/browser/forms/draft-store';
import { FLOW_FIXTURES } from '@/components/forms/fixtures';
import { orderedErrors } from '@/lib/domain/forms/definitions';
import { BUYER_FLOW, FLOWS, SELLER_FLOW } from '@/lib/domain/forms/flows';
import { reviewSteps } from '@/lib/domain/forms/review';
import { firstIncompleteStep, STEP_SCHEMAS, stepErrors } from '@/lib/domain/forms/step-validation';
import { MESSAGE_FORMS } from '@/lib/domain/forms/message-forms';
import { describeSubmission, statusLabel } from '@/lib/domain/forms/summary';
import { fieldErrors } from '@/lib/domain/validation/account';
import { decimalText } from '@/lib/domain/validation/fields';
import { buyerApplicationSchema, sellerApplicationSchema } from '@/lib/domain/validation/flow-schemas';
import { contactMessageSchema, newsletterSubscriptionSchema } from '@/lib/domain/validation/messages';

const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

const buyer = () => ({
  name: 'Koen Koper',
  email: 'koen@voorbeeld.be',
  phone: '0470 12 34 56',
  street: 'Veldstraat',
  houseNumber: '12',
  postcode: '9000',
  municipality: 'Gent',
  ean: '5414 4800 0000 0000 04',
  meterType: 'digitaal',
  currentSupplier: 'Luminus',
  yearlyConsumption: '3.500',
  producerType: 'zon',
  startDate: inAMonth(),
  acceptTerms: true,
  acceptPrivacy: true,
});

const errorsOf = (schema: typeof buyerApplicationSchema, values: object) => {
  const parsed = schema.safeParse(values);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe('buyer application schema', () => {
  it('accepts a complete application and stores clean values', () => {
    const parsed = buyerApplicationSchema.parse(buyer());
    expect(parsed.ean).toBe('541448000000000004');
    expect(parsed.yearlyConsumption).toBe(3500);
  });

  it('explains Wallonia, unknown postcodes and bad EAN codes in Dutch', () => {
    expect(errorsOf(buyerApplicationSchema, { ...buyer(), postcode: '5000' }).postcode).toMatch(
      /^Stroomplein werkt voorlopig alleen in Vlaanderen en Brussel/,
    );
    expect(errorsOf(buyerApplicationSchema, { ...buyer(), postcode: '0999' }).postcode).toBe(
      'Deze postcode bestaat niet in België.',
    );
    expect(errorsOf(buyerApplicationSchema, { ...buyer(), postcode: '900' }).postcode).toBe(
      'Een Belgische postcode heeft 4 cijfers, bijvoorbeeld 9000.',
    );
    expect(errorsOf(buyerApplicationSchema, { ...buyer(), ean: '541448000000000005' }).ean).toMatch(
      /^Vul een geldige EAN-code in/,
    );
  });

  it('gives every missing or mistyped field a Dutch message, and refuses unknown fields', () => {
    const errors = errorsOf(buyerApplicationSchema, { acceptTerms: 'ja', extra: 1 });
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(Object.keys(buyer())));
    for (const [field, message] of Object.entries(errors)) {
      expect(message, field).not.toMatch(/Invalid|expected|received|Unrecognized/i);
    }
    expect(errors.form).toBe(
      'Het formulier bevat velden die we niet kennen. Laad de pagina opnieuw en probeer het nog eens.',
    );
    expect(buyerApplicationSchema.safeParse({ ...buyer(), extra: 1 }).success).toBe(false);
  });

  it('keeps markup out of names and addresses', () => {
    expect(errorsOf(buyerApplicationSchema, { ...buyer(), street: '<script>x</script>' }).street).toBe(
      'Gebruik geen < of > en geen onzichtbare tekens.',
    );
  });

  it('refuses dates that do not exist (30 February does not roll over into March)', () => {
    expect(errorsOf(buyerApplicationSchema, { ...buyer(), startDate: '2027-02-30' }).startDate).toBe(
      'Vul een bestaande datum in.',
    );
  });

  it('wants a start date from two weeks ahead up to a year', () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(errorsOf(buyerApplicationSchema, { ...buyer(), startDate: today }).startDate).toMatch(
      /^Kies een startdatum vanaf .* een overstap duurt ongeveer twee weken\.$/,
    );
    expect(errorsOf(buyerApplicationSchema, { ...buyer(), startDate: '2999-01-01' }).startDate).toMatch(
      /^Kies een startdatum voor /,
    );
  });
});

describe('seller application schema', () => {
  const seller = () => ({
    ...Object.fromEntries(
      Object.entries(buyer()).filter(([key]) =>
        ['name', 'email', 'phone', 'street', 'houseNumber', 'postcode', 'municipality'].includes(key),
      ),
    ),
    installationType: 'zonnepanelen',
    peakPowerKwp: '4,5',
    installationDate: '2021-06-15',
    inverter: 'SMA Sunny Boy 4.0',
    injectionEan: '541449000012345673',
    iban: 'be68 5390 0754 7034',
    accountHolder: 'Sam Verkoper',
    acceptTerms: true,
    acceptPrivacy: true,
  });

  it('normalises the IBAN and reads decimal commas', () => {
    const parsed = sellerApplicationSchema.parse(seller());
    expect(parsed.iban).toBe('BE68539007547034');
    expect(parsed.peakPowerKwp).toBe(4.5);
  });

  it('refuses a wrong IBAN check, a future installation date and an oversized installation', () => {
    const errors = errorsOf(sellerApplicationSchema as never, {
      ...seller(),
      iban: 'BE68 5390 0754 7035',
      installationDate: '2999-01-01',
      peakPowerKwp: '250',
    });
    expect(errors.iban).toMatch(/^Vul een geldig IBAN-rekeningnummer in/);
    expect(errors.installationDate).toBe('De datum van indienstname kan niet in de toekomst liggen.');
    expect(errors.peakPowerKwp).toBe('Vul een getal tussen 0,1 en 100 kWp in.');
  });
});

describe('decimal fields', () => {
  const kwh = decimalText('je verbruik', { min: 100, max: 100_000, unit: 'kWh' });
  it.each([
    ['3500', 3500],
    ['3.500', 3500],
    ['3 500', 3500],
    ['100', 100],
    ['100.000', 100_000],
    ['2500,5', 2500.5],
    ['2500.5', 2500.5],
    ['1.234,5', 1234.5],
  ])('reads %s as %d', (typed, value) => expect(kwh.parse(typed)).toBe(value));
  it.each(['99', '100001', '1.000.000', '-200', '1e4', 'veel', '3,5,0', 'Infinity'])('refuses %s', (typed) =>
    expect(kwh.safeParse(typed).success).toBe(false),
  );
});

describe('contact and newsletter schemas', () => {
  const contact = {
    name: 'Carla',
    email: 'carla@voorbeeld.be',
    subject: 'andere',
    message: 'x'.repeat(20),
    website: '',
  };
  it('limits the message to 20–2000 characters and needs a subject', () => {
    expect(contactMessageSchema.safeParse(contact).success).toBe(true);
    expect(contactMessageSchema.safeParse({ ...contact, message: 'x'.repeat(2000) }).success).toBe(true);
    const tooLong = contactMessageSchema.safeParse({
      ...contact,
      message: 'x'.repeat(2001),
      subject: 'spam',
    });
    expect(tooLong.success ? {} : fieldErrors(tooLong.error)).toEqual({
      message: 'Je bericht mag hoogstens 2.000 tekens lang zijn.',
      subject: 'Kies waarover je vraag gaat.',
    });
  });
  it('needs consent for the newsletter', () => {
    const parsed = newsletterSubscriptionSchema.safeParse({
      email: 'a@voorbeeld.be',
      consent: false,
      website: '',
    });
    expect(parsed.success ? {} : fieldErrors(parsed.error)).toEqual({
      consent: 'Geef je toestemming om de nieuwsbrief te ontvangen.',
    });
  });
});

describe('form definitions', () => {
  it('show exactly the fields each step schema checks, with a label for each', () => {
    for (const flow of Object.values(FLOWS)) {
      for (const step of flow.steps) {
        expect(step.fields.map((field) => field.name).sort(), `${flow.id}/${step.id}`).toEqual(
          Object.keys(STEP_SCHEMAS[flow.id][step.id]!.shape).sort(),
        );
      }
    }
    for (const [id, form] of Object.entries(MESSAGE_FORMS)) {
      expect(form.id).toBe(id);
      const schema = id === 'contact' ? contactMessageSchema : newsletterSubscriptionSchema;
      expect([...form.fields.map((field) => field.name), 'website'].sort()).toEqual(
        Object.keys(schema.shape).sort(),
      );
    }
  });

  it('open no step past the first incomplete one', () => {
    expect(firstIncompleteStep(BUYER_FLOW, {})).toBe(0);
    expect(firstIncompleteStep(BUYER_FLOW, { ...buyer(), ean: '' })).toBe(2);
    expect(firstIncompleteStep(BUYER_FLOW, buyer())).toBe(4);
  });

  it('check only the steps asked for, in Dutch', () => {
    const [contact, address] = BUYER_FLOW.steps;
    expect(stepErrors('koper', [contact!], { ...buyer(), name: '' })).toEqual({
      name: 'Vul je naam in (minstens 2 tekens).',
    });
    expect(stepErrors('koper', [address!], { ...buyer(), name: '' })).toEqual({});
  });

  it('list errors in form order with their labels', () => {
    expect(orderedErrors(BUYER_FLOW.steps, { postcode: 'b', name: 'a', form: 'c' })).toEqual([
      { name: 'name', label: 'Naam', message: 'a' },
      { name: 'postcode', label: 'Postcode', message: 'b' },
    ]);
  });
});

describe('submissions in the account list', () => {
  it('are summarised in Dutch with nl-BE numbers', () => {
    expect(
      describeSubmission('buyer', {
        street: 'Veldstraat',
        houseNumber: '12',
        postcode: '9000',
        municipality: 'Gent',
        yearlyConsumption: 3500,
      }),
    ).toEqual({
      title: 'Aanvraag als koper',
      summary: 'Veldstraat 12, 9000 Gent · 3.500 kWh per jaar',
    });
    expect(
      describeSubmission('seller', { installationType: 'zonnepanelen', peakPowerKwp: 4.5 }).summary,
    ).toBe('Zonnepanelen · 4,5 kWp');
    expect(statusLabel('in-behandeling')).toBe('In behandeling');
    expect(statusLabel('onbekend')).toBe('onbekend');
  });
});

describe('draft store (sessionStorage)', () => {
  afterEach(() => clearDraft('test'));

  it('keeps what was typed, notifies readers and forgets it when cleared', () => {
    let notified = 0;
    const unsubscribe = subscribeDraft('test', () => notified++);
    const draft = { values: { name: 'Eva', acceptTerms: true }, idempotencyKey: 'k-1' };
    writeDraft('test', draft);
    expect(readDraft('test')).toEqual(draft);
    expect(readDraft('test')).toBe(readDraft('test'));
    expect(sessionStorage.getItem('stroomplein-formulier-test')).toContain('Eva');
    clearDraft('test');
    expect(readDraft('test')).toBeNull();
    expect(notified).toBe(2);
    unsubscribe();
  });

  it('ignores a damaged or foreign entry', () => {
    sessionStorage.setItem('stroomplein-formulier-test', '{kapot');
    expect(readDraft('test')).toBeNull();
    sessionStorage.setItem(
      'stroomplein-formulier-test',
      JSON.stringify({ values: { a: { b: 1 } }, idempotencyKey: 'x' }),
    );
    expect(readDraft('test')).toBeNull();
  });
});

describe('the review before the terms', () => {
  it('lists every step but the consents, with option labels and dates in full', () => {
    const steps = reviewSteps(BUYER_FLOW, { ...FLOW_FIXTURES.koper, phone: '  ', startDate: '2027-01-01' });
    expect(steps.map((step) => step.title)).toEqual(['Over jou', 'Je adres', 'Je aansluiting', 'Je keuzes']);
    const answers = Object.fromEntries(
      steps.flatMap((step) => step.rows.map((row) => [row.label, row.answer])),
    );
    expect(answers).toMatchObject({
      Naam: 'Katrien Koper',
      Telefoonnummer: 'Niet ingevuld',
      'Type meter': 'Digitale meter',
      'Voorkeur voor producent': 'Zonne-energie',
      'Gewenste startdatum': '1 januari 2027',
    });
    expect(steps[3]!.index).toBe(3);
  });

  it('the fixtures of /test-contracting pass every step before the consents', () => {
    for (const flow of [BUYER_FLOW, SELLER_FLOW])
      expect(stepErrors(flow.id, flow.steps.slice(0, -1), FLOW_FIXTURES[flow.id])).toEqual({});
  });

  it('shows an impossible date as typed', () => {
    const seller = reviewSteps(SELLER_FLOW, { installationDate: '2021-02-30x' });
    const row = seller.flatMap((step) => step.rows).find((entry) => entry.label === 'Datum van indienstname');
    expect(row?.answer).toBe('2021-02-30x');
  });
});
