import { rmSync, writeFileSync } from 'node:fs';
import { devices, expect, test, type Page, type Response } from '@playwright/test';
import { E2E_REMOTE_CONFIG_FILE } from '../../playwright.config';
import { DEMO, EDITOR, EMULATOR, latestOobCode, signIn, uniqueEmail } from './firebase';
import { DEFAULT_URL, expectNoAxeViolations, gotoInMode } from './fixtures';

test.describe('accounts on the emulators', () => {
  test('a sign-in sent before the page runs puts no password in the address, and signs in once it runs', async ({
    page,
  }) => {
    // The page's scripts held back, as on a slow phone: the form is there, the code behind it is not yet.
    let releaseScripts!: () => void;
    const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route('**/_next/static/chunks/**', async (route) => {
      await scriptsReleased;
      await route.continue();
    });
    const leaked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('password=')) leaked.push(request.url());
    });
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    const submit = page.getByRole('button', { name: 'Inloggen' });
    await expect(submit).toBeDisabled();
    await page.getByLabel('E-mailadres').fill(DEMO.email);
    await page.getByLabel('Wachtwoord').fill(DEMO.password);
    await page.getByLabel('Wachtwoord').press('Enter');

    releaseScripts();
    await submit.click();
    // Every script of the page arrives at once, then Firebase's sign-in code: longer than a sign-in on a loaded page.
    await expect(page).toHaveURL(`${DEFAULT_URL}/account`, { timeout: 15_000 });
    expect(leaked, 'requests that carried the password in their address').toEqual([]);
  });

  test('sign up, verify, sign in, edit, sign out, reset the password, sign in with it', async ({ page }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('flow');
    const firstPassword = 'Zonnestroom-2026';
    const newPassword = 'Windstroom-2027';

    await page.goto('/aanmelden');
    await page.getByLabel('Naam').fill('Eva Test');
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByLabel('Wachtwoord').fill('kort');
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    await expect(page.getByText('Je wachtwoord moet minstens 10 tekens lang zijn.')).toBeVisible();
    await expect(page.getByLabel('E-mailadres')).toHaveValue(email);
    await page.getByLabel('Wachtwoord').fill(firstPassword);
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    await expect(page).toHaveURL(`${DEFAULT_URL}/account`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welkom, Eva Test');
    await expect(page.getByText('Nog niet bevestigd.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mijn account' })).toBeVisible();

    await page.goto(
      `/email-verificatie?mode=verifyEmail&oobCode=${await latestOobCode(email, 'VERIFY_EMAIL')}`,
    );
    await expect(page.getByText('Je e-mailadres is bevestigd. Bedankt!')).toBeVisible();

    await page.goto('/logout');
    await expect(page.getByText('Je bent uitgelogd. Tot de volgende keer!')).toBeVisible();

    await signIn(page, email, 'Verkeerd-wachtwoord-1');
    await expect(page.locator('main').getByRole('alert')).toHaveText(
      'Dit e-mailadres en wachtwoord horen niet bij elkaar.',
    );
    await signIn(page, email, firstPassword);
    await expect(page).toHaveURL(`${DEFAULT_URL}/account`);
    await expect(page.getByText('Je e-mailadres is bevestigd.')).toBeVisible();

    await page.goto('/account/accountgegevens');
    await page.getByLabel('Telefoonnummer').fill('bel me');
    await page.getByRole('button', { name: 'Gegevens opslaan' }).click();
    await expect(
      page.getByText('Vul een geldig telefoonnummer in, bijvoorbeeld 0470 12 34 56.'),
    ).toBeVisible();
    await expect(page.getByLabel('Telefoonnummer')).toHaveValue('bel me');
    await page.getByLabel('Naam').fill('Eva Zonneveld');
    await page.getByLabel('Telefoonnummer').fill('0470 12 34 56');
    await page.getByRole('button', { name: 'Gegevens opslaan' }).click();
    await expect(page.getByText('Je gegevens zijn opgeslagen.').first()).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Naam')).toHaveValue('Eva Zonneveld');
    await expect(page.getByLabel('Telefoonnummer')).toHaveValue('0470 12 34 56');

    await page.getByRole('link', { name: 'Uitloggen' }).click();
    await expect(page.getByText('Je bent uitgelogd. Tot de volgende keer!')).toBeVisible();
    expect((await page.request.get(`${DEFAULT_URL}/account`, { maxRedirects: 0 })).status()).toBe(307);

    await page.goto('/password-reset-mail');
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByRole('button', { name: 'Stuur de mail' }).click();
    await expect(page.getByRole('status')).toContainText('Als er een account bestaat voor dit e-mailadres');

    await page.goto(`/Password-reset?oobCode=${await latestOobCode(email, 'PASSWORD_RESET')}`);
    await expect(page.getByText(`Kies een nieuw wachtwoord voor ${email}.`)).toBeVisible();
    await page.getByLabel('Nieuw wachtwoord').fill(newPassword);
    await page.getByLabel('Herhaal het wachtwoord').fill('Iets-anders-123');
    await page.getByRole('button', { name: 'Wachtwoord instellen' }).click();
    await expect(page.getByText('De twee wachtwoorden zijn niet gelijk.')).toBeVisible();
    await page.getByLabel('Herhaal het wachtwoord').fill(newPassword);
    await page.getByRole('button', { name: 'Wachtwoord instellen' }).click();
    await expect(page.getByText('Je nieuwe wachtwoord is ingesteld.')).toBeVisible();

    await signIn(page, email, newPassword);
    await expect(page).toHaveURL(`${DEFAULT_URL}/account`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welkom, Eva Zonneveld');
  });

  test("an editor signs in on a phone without a request leaving the machine; the account page leads to the Studio, a visitor's does not", async ({
    browser,
    page,
  }) => {
    const phone = await browser.newContext({ ...devices['Pixel 5'], baseURL: DEFAULT_URL });
    try {
      const editor = await phone.newPage();
      const elsewhere: string[] = [];
      editor.on('request', (request) => {
        const { protocol, host, origin } = new URL(request.url());
        if (!['data:', 'blob:'].includes(protocol) && origin !== DEFAULT_URL && `http://${host}` !== EMULATOR)
          elsewhere.push(request.url());
      });
      await signIn(editor, EDITOR.email, EDITOR.password);
      await expect(editor).toHaveURL(`${DEFAULT_URL}/account`);
      const studio = editor.getByRole('link', { name: 'Naar de Studio' });
      await expect(studio).toHaveAttribute('href', '/studio');
      expect(elsewhere).toEqual([]);
    } finally {
      await phone.close();
    }
    await signIn(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(`${DEFAULT_URL}/account`);
    await expect(page.getByRole('heading', { name: 'Redactie' })).toHaveCount(0);
  });

  test('deleting the account asks for confirmation and removes it', async ({ page }) => {
    const email = uniqueEmail('verwijderen');
    const password = 'Zonnestroom-2026';
    await page.goto('/aanmelden');
    await page.getByLabel('Naam').fill('Tijdelijk Account');
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByLabel('Wachtwoord').fill(password);
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    await expect(page).toHaveURL(`${DEFAULT_URL}/account`);

    await page.goto('/account/accountgegevens');
    const deletion = page.locator('section', {
      has: page.getByRole('heading', { name: 'Account verwijderen' }),
    });
    await deletion.getByLabel('Typ VERWIJDER om te bevestigen').fill('ja');
    await deletion.getByLabel('Huidig wachtwoord').fill(password);
    await deletion.getByRole('button', { name: 'Account definitief verwijderen' }).click();
    await expect(deletion.getByText('Typ VERWIJDER in hoofdletters.')).toBeVisible();
    await deletion.getByLabel('Typ VERWIJDER om te bevestigen').fill('VERWIJDER');
    await deletion.getByRole('button', { name: 'Account definitief verwijderen' }).click();
    await expect(page).toHaveURL(`${DEFAULT_URL}/`);

    await signIn(page, email, password);
    await expect(page.locator('main').getByRole('alert')).toHaveText(
      'Dit e-mailadres en wachtwoord horen niet bij elkaar.',
    );
  });

  test('changing the e-mail address: re-authenticate, confirm the new address, sign in with it', async ({
    page,
  }) => {
    const email = uniqueEmail('oud');
    const newEmail = uniqueEmail('nieuw');
    const password = 'Zonnestroom-2026';
    await page.goto('/aanmelden');
    await page.getByLabel('Naam').fill('Wim Wissel');
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByLabel('Wachtwoord').fill(password);
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    await expect(page).toHaveURL(`${DEFAULT_URL}/account`);

    await page.goto('/account/accountgegevens');
    const change = page.locator('section', { has: page.getByRole('heading', { name: /^E-mailadres/ }) });
    await change.getByLabel('Nieuw e-mailadres').fill(newEmail);
    await change.getByLabel('Huidig wachtwoord').fill('Fout-wachtwoord-1');
    await change.getByRole('button', { name: 'E-mailadres wijzigen' }).click();
    await expect(change.getByRole('alert')).toHaveText(
      'Dit e-mailadres en wachtwoord horen niet bij elkaar.',
    );
    await change.getByLabel('Huidig wachtwoord').fill(password);
    await change.getByRole('button', { name: 'E-mailadres wijzigen' }).click();
    await expect(
      change.getByText(`We stuurden een bevestigingslink naar ${newEmail}.`, { exact: false }),
    ).toBeVisible();

    await page.goto(
      `/email-verificatie?mode=verifyAndChangeEmail&oobCode=${await latestOobCode(newEmail, 'VERIFY_AND_CHANGE_EMAIL')}`,
    );
    await expect(
      page.getByText('Je nieuwe e-mailadres is bevestigd. Log opnieuw in met dat adres.'),
    ).toBeVisible();
    await page.goto('/logout');
    await expect(page.getByText('Je bent uitgelogd. Tot de volgende keer!')).toBeVisible();
    await signIn(page, newEmail, password);
    await expect(page).toHaveURL(`${DEFAULT_URL}/account`);
    await expect(page.locator('dd', { hasText: newEmail })).toBeVisible();
  });

  test('the reset mail never reveals whether an address has an account', async ({ page }) => {
    await page.goto('/password-reset-mail');
    await page.getByLabel('E-mailadres').fill(uniqueEmail('onbekend'));
    await page.getByRole('button', { name: 'Stuur de mail' }).click();
    await expect(page.getByRole('status')).toContainText('Als er een account bestaat voor dit e-mailadres');
  });

  for (const path of ['/account', '/account/formulieren', '/account/accountgegevens']) {
    test(`${path} without a session redirects to /login?next=…`, async ({ page, request }) => {
      const response = await request.get(`${DEFAULT_URL}${path}`, { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      expect(new URL(response.headers()['location']!, DEFAULT_URL).toString()).toBe(
        `${DEFAULT_URL}/login?next=${encodeURIComponent(path)}`,
      );
      // A forged cookie gets the same answer from the page itself.
      await page.context().addCookies([{ name: '__session', value: 'vervalst', url: DEFAULT_URL }]);
      await page.goto(path);
      await expect(page).toHaveURL(`${DEFAULT_URL}/login?next=${encodeURIComponent(path)}`);
    });
  }

  test('next= only ever leads to a page on this site', async ({ page }) => {
    await signIn(page, DEMO.email, DEMO.password, '//evil.example');
    await expect(page).toHaveURL(`${DEFAULT_URL}/account`);
    for (const next of ['https://evil.example', '/\\evil.example', '//evil.example/pad']) {
      await page.goto(`/login?next=${encodeURIComponent(next)}`);
      await expect(page).toHaveURL(`${DEFAULT_URL}/account`);
    }
    await page.goto(`/login?next=${encodeURIComponent('/account/formulieren')}`);
    await expect(page).toHaveURL(`${DEFAULT_URL}/account/formulieren`);
  });

  test('a user without a profile document sees the error marker and can recreate it', async ({ page }) => {
    await signInWithoutProfile(page);
    await expect(page.locator('main').getByRole('alert')).toContainText('We vinden je profiel niet');
    await page.getByRole('button', { name: 'Profiel opnieuw aanmaken' }).click();
    await expect(page.locator('main').getByRole('alert')).toHaveCount(0);
    await expect(page.getByText('Zonder Profiel', { exact: true })).toBeVisible();
  });

  test('recreating the profile works before the page runs (a form post without JavaScript)', async ({
    page,
    browser,
  }) => {
    await signInWithoutProfile(page);
    const withoutScripts = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const bare = await withoutScripts.newPage();
    await bare.goto(`${DEFAULT_URL}/account`);
    await bare.getByRole('button', { name: 'Profiel opnieuw aanmaken' }).click();
    await expect(bare.getByText('Zonder Profiel', { exact: true })).toBeVisible();
    await expect(bare.locator('main').getByRole('alert')).toHaveCount(0);
    await withoutScripts.close();
  });

  /** An account made straight on the Auth emulator (no user/{uid} document exists), signed in on /account. */
  async function signInWithoutProfile(page: Page) {
    const email = uniqueEmail('zonder-profiel');
    const password = 'Zonnestroom-2026';
    const created = await fetch(
      `${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password, displayName: 'Zonder Profiel', returnSecureToken: true }),
      },
    );
    expect(created.ok).toBe(true);
    await signIn(page, email, password);
    await expect(page).toHaveURL(`${DEFAULT_URL}/account`);
  }

  test('the buyer call to action follows Remote Config, with the in-code default when none is set', async ({
    page,
  }) => {
    await signIn(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(`${DEFAULT_URL}/account`);
    const buy = page.getByRole('link', { name: 'Lokale groene stroom kopen' });
    await expect(buy).toHaveAttribute('href', '/koper');
    try {
      // What the Firebase console would publish: the one-page flow promoted for everyone.
      writeFileSync(
        E2E_REMOTE_CONFIG_FILE,
        JSON.stringify({
          etag: 'e2e',
          conditions: [],
          parameters: { promoted_buyer_flow: { defaultValue: { value: 'een-pagina' }, valueType: 'STRING' } },
        }),
      );
      await page.reload();
      await expect(buy).toHaveAttribute('href', '/koper-v3');
    } finally {
      rmSync(E2E_REMOTE_CONFIG_FILE, { force: true });
    }
    await page.reload();
    await expect(buy).toHaveAttribute('href', '/koper');
  });

  test('content pages load no Firebase code', async ({ page }) => {
    const bodies: string[] = [];
    for (const path of ['/', '/overons']) {
      const scripts: Promise<string>[] = [];
      const collect = (response: Response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.text());
      };
      page.on('response', collect);
      await page.goto(path, { waitUntil: 'networkidle' });
      // Read before the next navigation: the browser drops the bodies of the page it leaves.
      bodies.push(...(await Promise.all(scripts)));
      page.off('response', collect);
    }
    expect(bodies.length).toBeGreaterThan(0);
    // Markers of the Firebase SDK (its auth endpoint, its error class); the count keeps a failure readable.
    expect(bodies.filter((body) => /identitytoolkit|FirebaseError|firebase\/auth/.test(body)).length).toBe(0);
  });
});

test.describe('accessibility of the account pages', () => {
  for (const mode of ['light', 'dark'] as const) {
    for (const path of [
      '/login',
      '/aanmelden',
      '/password-reset-mail',
      '/email-verificatie',
      '/Password-reset',
    ]) {
      test(`${path} has no axe violations in ${mode} mode`, async ({ page }) => {
        await gotoInMode(page, path, mode);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }

    test(`/account pages have no axe violations in ${mode} mode`, async ({ page }) => {
      await gotoInMode(page, '/login', mode);
      await signIn(page, DEMO.email, DEMO.password);
      await expect(page).toHaveURL(`${DEFAULT_URL}/account`);
      await expectNoAxeViolations(page);
      await page.goto('/account/accountgegevens');
      await expect(page.getByLabel('Naam')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
