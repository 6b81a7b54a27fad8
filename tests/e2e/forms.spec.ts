import { expect, test, type Page } from '@playwright/test';

import { emulatorFirestore, signUpAndSignIn, uniqueEmail } from './firebase';
import { DEFAULT_URL, expectNoAxeViolations, gotoInMode, type Mode } from './fixtures';

/** Valid EAN-18 codes (54 + 15 digits + GS1 check digit, computed in tests/unit/belgium.test.ts). */
const EAN = '541448000000000004';
const OTHER_EAN = '541449000012345673';

/** A start date a month ahead, as yyyy-mm-dd (the flow wants at least two weeks). */
const startDate = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

async function storedDocuments(collection: string, email: string) {
  const snapshot = await emulatorFirestore().collection(collection).where('email', '==', email).get();
  return snapshot.docs.map((document) => document.data());
}

const next = (page: Page) => page.getByRole('button', { name: 'Volgende' }).click();
const stepHeading = (page: Page) => page.locator('main h2').first();

async function fillBuyerContact(page: Page, email: string) {
  await page.getByLabel('Naam').fill('Koen Koper');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Telefoonnummer').fill('0470 12 34 56');
}

async function fillAddress(page: Page, postcode = '9000') {
  await page.getByLabel('Straat').fill('Veldstraat');
  await page.getByLabel('Huisnummer').fill('12');
  await page.getByLabel('Postcode').fill(postcode);
  await page.getByLabel('Gemeente').fill('Gent');
}

async function fillBuyerConnection(page: Page) {
  await page.getByLabel('EAN-code van je afnamepunt').fill(EAN);
  await page.getByLabel('Type meter').selectOption('digitaal');
  await page.getByLabel('Huidige leverancier').fill('Luminus');
  await page.getByLabel('Jaarverbruik (kWh)').fill('3.500');
}

async function fillBuyerChoices(page: Page) {
  await page.getByLabel('Zonne-energie').check();
  await page.getByLabel('Gewenste startdatum').fill(startDate());
}

async function acceptConsents(page: Page) {
  await page.getByLabel('Ik aanvaard de algemene voorwaarden van Stroomplein.').check();
  await page.getByLabel(/Ik geef Stroomplein toestemming/).check();
}

test.describe('buyer flow /koper', () => {
  test('validates every step in Dutch, keeps data over a reload, cannot be skipped, stores once', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const email = uniqueEmail('koper');
    await page.goto('/koper');
    await expect(page.getByText('Stap 1 van 5')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Stap 1 van 5' })).toHaveAttribute(
      'aria-valuenow',
      '20',
    );

    // Skipping ahead by URL lands on the first step that is not complete.
    await page.goto('/koper?stap=4');
    await expect(page).toHaveURL(`${DEFAULT_URL}/koper?stap=1`);
    await expect(stepHeading(page)).toHaveText('Over jou');

    await next(page);
    await expect(page.locator('main').getByRole('alert')).toContainText('3 velden vragen nog aandacht');
    await expect(page.getByText('Vul je naam in (minstens 2 tekens).').last()).toBeVisible();
    await fillBuyerContact(page, email);
    await page.getByLabel('Telefoonnummer').fill('+33 1 23 45 67 89');
    await next(page);
    await expect(
      page.getByText('Vul een Belgisch of Nederlands telefoonnummer in, bijvoorbeeld 0470 12 34 56.').last(),
    ).toBeVisible();
    await page.getByLabel('Telefoonnummer').fill('0470 12 34 56');
    await next(page);

    await expect(page).toHaveURL(`${DEFAULT_URL}/koper?stap=2`);
    await expect(stepHeading(page)).toHaveText('Je adres');
    await expect(stepHeading(page)).toBeFocused();
    await fillAddress(page, '4000');
    await next(page);
    await expect(
      page.getByText(/Stroomplein werkt voorlopig alleen in Vlaanderen en Brussel/).last(),
    ).toBeVisible();
    await page.getByLabel('Postcode').fill('9000');

    // A reload halfway keeps everything typed so far, on the same step.
    await page.reload();
    await expect(page.getByLabel('Postcode')).toHaveValue('9000');
    await expect(page.getByLabel('Straat')).toHaveValue('Veldstraat');
    await next(page);

    await fillBuyerConnection(page);
    await page.getByLabel('EAN-code van je afnamepunt').fill('541448000000000005');
    await next(page);
    await expect(
      page.getByText(/Vul een geldige EAN-code in: 18 cijfers die met 54 beginnen/).last(),
    ).toBeVisible();
    await page.getByLabel('EAN-code van je afnamepunt').fill(EAN);
    await next(page);

    // Back and forward move between steps without losing anything.
    await page.goBack();
    await expect(stepHeading(page)).toHaveText('Je aansluiting');
    await expect(page.getByLabel('Jaarverbruik (kWh)')).toHaveValue('3.500');
    await page.goForward();
    await expect(stepHeading(page)).toHaveText('Je keuzes');

    await fillBuyerChoices(page);
    await next(page);
    // The contracting step shows the answers once more; each step is one click away.
    const review = page.getByRole('region', { name: 'Controleer je gegevens' });
    for (const answer of ['Koen Koper', '9000', 'Digitale meter', 'Zonne-energie', EAN])
      await expect(review).toContainText(answer);
    await review.getByRole('button', { name: 'Aanpassen: Je aansluiting' }).click();
    await expect(stepHeading(page)).toHaveText('Je aansluiting');
    await next(page);
    await next(page);
    await expect(stepHeading(page)).toHaveText('Bevestigen');
    await expect(page.getByRole('link', { name: 'Lees de algemene voorwaarden' })).toHaveAttribute(
      'href',
      '/gebruikersinformatie/algemenevoorwaarden',
    );
    await page.getByRole('button', { name: 'Aanvraag versturen' }).click();
    await expect(
      page.getByText('Je moet de algemene voorwaarden aanvaarden om verder te gaan.').last(),
    ).toBeVisible();
    await acceptConsents(page);
    await page.getByRole('button', { name: 'Aanvraag versturen' }).dblclick();

    await expect(page).toHaveURL(`${DEFAULT_URL}/bedankt-koper`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Bedankt, je aanmelding als koper is binnen',
    );
    const stored = await storedDocuments('buyerApplications', email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: 'Koen Koper',
      phone: '0470 12 34 56',
      postcode: '9000',
      ean: EAN,
      meterType: 'digitaal',
      yearlyConsumption: 3500,
      producerType: 'zon',
      status: 'ontvangen',
      uid: null,
      variant: 'stappen',
      acceptTerms: true,
    });

    // The stored form is gone from the browser: a new visit starts empty.
    await page.goto('/koper');
    await expect(page.getByLabel('Naam')).toHaveValue('');
  });

  for (const mode of ['light', 'dark'] as Mode[]) {
    test(`every step is axe-clean in ${mode} mode, also with errors shown`, async ({ page }) => {
      test.setTimeout(60_000);
      await gotoInMode(page, '/koper', mode);
      const check = async (fill: () => Promise<void>) => {
        await next(page);
        await expect(page.locator('main').getByRole('alert')).toBeVisible();
        await expectNoAxeViolations(page);
        await fill();
        await next(page);
      };
      await check(() => fillBuyerContact(page, uniqueEmail(`axe-${mode}`)));
      await check(() => fillAddress(page));
      await check(() => fillBuyerConnection(page));
      await check(() => fillBuyerChoices(page));
      await page.getByRole('button', { name: 'Aanvraag versturen' }).click();
      await expect(page.locator('main').getByRole('alert')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('can be completed with the keyboard alone', async ({ page }) => {
    test.setTimeout(60_000);
    const email = uniqueEmail('toetsenbord');
    await page.goto('/koper');
    const type = async (text: string) => {
      await page.keyboard.press('Tab');
      await page.keyboard.type(text);
    };
    // Into the form: past the logo and the way back, onto the first field.
    await page.getByLabel('Naam').focus();
    await page.keyboard.type('Kim Toetsenbord');
    await type(email);
    await type('0470 12 34 56');
    await page.keyboard.press('Enter');
    await expect(stepHeading(page)).toHaveText('Je adres');
    await expectNoAxeViolations(page);

    await type('Kerkstraat');
    await type('7');
    await type('2000');
    await type('Antwerpen');
    await page.keyboard.press('Enter');
    await expect(stepHeading(page)).toHaveText('Je aansluiting');
    await expectNoAxeViolations(page);

    await type(EAN);
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown'); // "Digitale meter" in the select
    await type('Engie');
    await type('2800');
    await page.keyboard.press('Enter');
    await expect(stepHeading(page)).toHaveText('Je keuzes');
    await expectNoAxeViolations(page);

    await page.keyboard.press('Tab'); // first radio: Zonne-energie
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    const [year, month, day] = startDate().split('-');
    // Headless Debian Chromium lays out date inputs in its own (en-US) order, whatever the page's locale.
    await page.keyboard.type(`${month}${day}${year}`);
    await expect(page.getByLabel('Gewenste startdatum')).toHaveValue(startDate());
    await page.keyboard.press('Enter');
    await expect(stepHeading(page)).toHaveText('Bevestigen');
    await expectNoAxeViolations(page);

    // The review's four "Aanpassen" buttons, then the first consent.
    for (let step = 0; step < 4; step++) await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Aanpassen: Je keuzes' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab'); // the link to the terms
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab'); // the link to the privacy statement
    await page.keyboard.press('Tab'); // "Vorige"
    await page.keyboard.press('Tab'); // "Aanvraag versturen"
    await expect(page.getByRole('button', { name: 'Aanvraag versturen' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${DEFAULT_URL}/bedankt-koper`);
    expect(await storedDocuments('buyerApplications', email)).toHaveLength(1);
  });
});

test.describe('signed in', () => {
  test('/koper-v3 on one page: prefilled, stored once with the uid, listed on /account/formulieren', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const { uid, email } = await signUpAndSignIn(page, 'koper-v3', {
      name: 'Vera Eenpagina',
      phone: '0471 23 45 67',
    });
    await page.goto('/koper-v3');
    await expect(page.getByLabel('Naam')).toHaveValue('Vera Eenpagina');
    await expect(page.getByLabel('E-mailadres')).toHaveValue(email);
    await expect(page.getByLabel('Telefoonnummer')).toHaveValue('0471 23 45 67');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'Over jou',
      'Je adres',
      'Je aansluiting',
      'Je keuzes',
      'Bevestigen',
    ]);
    await page.getByRole('button', { name: 'Aanvraag versturen' }).click();
    await expect(page.locator('main').getByRole('alert')).toContainText('velden vragen nog aandacht');
    await expect(page.getByLabel('Naam')).toHaveValue('Vera Eenpagina');

    await fillAddress(page);
    await fillBuyerConnection(page);
    await fillBuyerChoices(page);
    await acceptConsents(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Aanvraag versturen' }).dblclick();
    await expect(page).toHaveURL(`${DEFAULT_URL}/bedankt-koper`);

    const stored = await storedDocuments('buyerApplications', email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ uid, variant: 'een-pagina', status: 'ontvangen' });

    await page.goto('/account/formulieren');
    const item = page.getByRole('listitem').filter({ hasText: 'Aanvraag als koper' });
    await expect(item).toContainText('Veldstraat 12, 9000 Gent · 3.500 kWh per jaar');
    await expect(item).toContainText('Ontvangen');
  });

  test('/verkoper: every step, IBAN checked, stored once, listed on the account pages', async ({ page }) => {
    test.setTimeout(60_000);
    const { uid, email } = await signUpAndSignIn(page, 'verkoper', {
      name: 'Sam Verkoper',
      phone: '+32 470 98 76 54',
    });
    await page.goto('/verkoper');
    await expect(page.getByLabel('Naam')).toHaveValue('Sam Verkoper');
    await next(page);
    await fillAddress(page, '1000');
    await next(page);

    await expect(stepHeading(page)).toHaveText('Je installatie');
    await page.getByLabel('Type installatie').selectOption('zonnepanelen');
    await page.getByLabel('Piekvermogen (kWp)').fill('250');
    await page.getByLabel('Datum van indienstname').fill('2021-06-15');
    await page.getByLabel('Omvormer (merk en type)').fill('SMA Sunny Boy 4.0');
    await page.getByLabel('EAN-code van je injectiepunt').fill(OTHER_EAN);
    await next(page);
    await expect(page.getByText('Vul een getal tussen 0,1 en 100 kWp in.').last()).toBeVisible();
    await page.getByLabel('Piekvermogen (kWp)').fill('4,5');
    await next(page);

    await expect(stepHeading(page)).toHaveText('Uitbetaling');
    await page.getByLabel('IBAN-rekeningnummer').fill('BE68 5390 0754 7035');
    await page.getByLabel('Naam van de rekeninghouder').fill('Sam Verkoper');
    await next(page);
    await expect(page.getByText(/Vul een geldig IBAN-rekeningnummer in/).last()).toBeVisible();
    await page.getByLabel('IBAN-rekeningnummer').fill('be68 5390 0754 7034');
    await next(page);
    await expectNoAxeViolations(page);
    await acceptConsents(page);
    await page.getByRole('button', { name: 'Aanmelding versturen' }).dblclick();

    await expect(page).toHaveURL(`${DEFAULT_URL}/bedankt-verkoper`);
    const stored = await storedDocuments('sellerApplications', email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      uid,
      iban: 'BE68539007547034',
      peakPowerKwp: 4.5,
      injectionEan: OTHER_EAN,
      postcode: '1000',
      status: 'ontvangen',
    });

    await page.goto('/account');
    await expect(page.getByRole('listitem').filter({ hasText: 'Aanmelding als verkoper' })).toContainText(
      'Zonnepanelen · 4,5 kWp · Veldstraat 12, 1000 Gent',
    );
  });
});

test.describe('contact and newsletter', () => {
  test('/contact: subject, length limits, stored once, honeypot stores nothing', async ({ page }) => {
    const email = uniqueEmail('contact');
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contacteer ons');
    await page.getByLabel('Naam').fill('Carla Contact');
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByLabel('Je bericht').fill('Te kort');
    await page.getByRole('button', { name: 'Bericht versturen' }).click();
    await expect(page.getByText('Kies waarover je vraag gaat.').last()).toBeVisible();
    await expect(page.getByText('Je bericht moet minstens 20 tekens lang zijn.').last()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Waarover gaat je vraag?').selectOption('facturatie');
    await page.getByLabel('Je bericht').fill('Wanneer krijg ik mijn eerste afrekening van de lokale stroom?');
    await expect(page.getByText(/Nog 1\.9\d\d tekens\./)).toBeVisible();
    await page.getByRole('button', { name: 'Bericht versturen' }).dblclick();
    await expect(
      page.locator('main').getByRole('status').filter({ hasText: 'Bedankt, je bericht is verstuurd.' }),
    ).toBeVisible();
    const stored = await storedDocuments('contactMessages', email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ subject: 'facturatie', status: 'ontvangen', uid: null });

    // A bot fills in the hidden field: it is told "sent", nothing is stored.
    const botEmail = uniqueEmail('bot');
    await page.goto('/contact');
    await page.getByLabel('Naam').fill('Spam Bot');
    await page.getByLabel('E-mailadres').fill(botEmail);
    await page.getByLabel('Waarover gaat je vraag?').selectOption('andere');
    await page.getByLabel('Je bericht').fill('Koop nu goedkope zonnepanelen via onze website!!');
    await page.locator('input[name="website"]').fill('https://spam.example');
    await page.getByRole('button', { name: 'Bericht versturen' }).click();
    await expect(
      page.locator('main').getByRole('status').filter({ hasText: 'Bedankt, je bericht is verstuurd.' }),
    ).toBeVisible();
    expect(await storedDocuments('contactMessages', botEmail)).toHaveLength(0);
  });

  test('/nieuwsbrief: from the CMS block, consent asked, the same address twice is one subscription', async ({
    page,
  }) => {
    const email = uniqueEmail('nieuwsbrief');
    for (const attempt of [1, 2]) {
      await page.goto(`/nieuwsbrief?email=${encodeURIComponent(email.toUpperCase())}`);
      await expect(page.getByLabel('E-mailadres')).toHaveValue(email.toUpperCase());
      await page.getByRole('button', { name: 'Inschrijven' }).click();
      await expect(
        page.getByText('Geef je toestemming om de nieuwsbrief te ontvangen.').last(),
      ).toBeVisible();
      if (attempt === 1) await expectNoAxeViolations(page);
      await page.getByLabel(/Ik wil de nieuwsbrief van Stroomplein ontvangen/).check();
      await page.getByRole('button', { name: 'Inschrijven' }).click();
      await expect(
        page.locator('main').getByRole('status').filter({ hasText: 'Bedankt, je bent ingeschreven.' }),
      ).toBeVisible();
    }
    const stored = await storedDocuments('newsletterSubscriptions', email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ status: 'ontvangen' });
  });

  test('the contact form allows five messages per address per quarter of an hour', async ({ page }) => {
    test.setTimeout(60_000);
    const email = uniqueEmail('limiet');
    for (let message = 1; message <= 6; message++) {
      await page.goto('/contact');
      await page.getByLabel('Naam').fill('Lia Limiet');
      await page.getByLabel('E-mailadres').fill(email);
      await page.getByLabel('Waarover gaat je vraag?').selectOption('andere');
      await page.getByLabel('Je bericht').fill(`Dit is bericht nummer ${message} over mijn aansluiting.`);
      await page.getByRole('button', { name: 'Bericht versturen' }).click();
      if (message <= 5)
        await expect(
          page.locator('main').getByRole('status').filter({ hasText: 'Bedankt, je bericht is verstuurd.' }),
        ).toBeVisible();
    }
    await expect(page.locator('main').getByRole('alert')).toContainText(
      'Probeer het over een kwartier opnieuw.',
    );
    await expect(page.getByLabel('Je bericht')).toHaveValue('Dit is bericht nummer 6 over mijn aansluiting.');
    expect(await storedDocuments('contactMessages', email)).toHaveLength(5);
  });
});

// The forms fetch their checks (and the sign-in forms Firebase Auth) on first touch rather than with the page: a
// connection that drops after the page loaded must still end in a Dutch message with everything kept.
test.describe('offline after the page loaded', () => {
  test('contact and sign-in keep what was typed and ask to check the connection', async ({
    page,
    context,
  }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contacteer ons');
    await context.setOffline(true);
    await page.getByLabel('Naam').fill('Olga Offline');
    await page.getByLabel('Je bericht').fill('Deze vraag verstuur ik zonder verbinding.');
    await page.getByRole('button', { name: 'Bericht versturen' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'controleer je internetverbinding' }),
    ).toBeVisible();
    await expect(page.getByLabel('Je bericht')).toHaveValue('Deze vraag verstuur ik zonder verbinding.');
    await expect(page.getByRole('button', { name: 'Bericht versturen' })).toBeEnabled();

    await context.setOffline(false);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.setOffline(true);
    await page.getByLabel('E-mailadres').fill('olga@voorbeeld.be');
    await page.getByLabel('Wachtwoord').fill('Zonnestroom-2026');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(
      page
        .locator('main')
        .getByRole('alert')
        .filter({ hasText: /controleer je internetverbinding/i }),
    ).toBeVisible();
    await expect(page.getByLabel('E-mailadres')).toHaveValue('olga@voorbeeld.be');
    await expect(page.getByRole('button', { name: 'Inloggen' })).toBeEnabled();
  });
});
