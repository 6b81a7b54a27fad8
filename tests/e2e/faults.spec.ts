import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO } from './firebase';
import { FAULT_CONTENT_DIR, FAULT_URL } from './fixtures';

const ACCOUNT_UNAVAILABLE =
  'Je account is even niet bereikbaar. Je gegevens zijn veilig; probeer het over enkele minuten opnieuw.';

const DATASET = join(FAULT_CONTENT_DIR, 'dataset.ndjson');
const NO_STACK = /\bat \S+ \(|\.tsx?:\d+|node_modules|ENOENT|SyntaxError/;

/** A session cookie the Auth emulator's rules accept (unsigned), so checking it needs Firebase itself. */
function emulatorSessionCookie(): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({
    iss: 'https://session.firebase.google.com/demo-stroomplein',
    aud: 'demo-stroomplein',
    auth_time: now,
    user_id: 'storing',
    sub: 'storing',
    iat: now,
    exp: now + 3600,
    email: 'storing@voorbeeld.be',
  })}.`;
}

test.describe.configure({ mode: 'serial' });

test.describe('faults', () => {
  test('with the dataset unreadable, rendered pages keep being served and a new path answers a friendly error', async ({
    browser,
    page,
    request,
  }) => {
    const original = readFileSync(DATASET, 'utf8');
    try {
      expect((await request.get(`${FAULT_URL}/overons`)).status()).toBe(200);
      appendFileSync(DATASET, '{ kapotte regel\n');

      const cached = await request.get(`${FAULT_URL}/overons`);
      expect(cached.status()).toBe(200);
      expect(await cached.text()).toContain('<h1');
      expect((await request.get(`${FAULT_URL}/calculator/koper`)).status()).toBe(200);

      // A crawler is told to come back later rather than that the page is gone.
      const crawler = await request.get(`${FAULT_URL}/een-pagina-die-nog-nooit-gevraagd-werd`, {
        headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      });
      expect(crawler.status()).toBe(503);
      expect(crawler.headers()['retry-after']).toBe('60');
      expect(await crawler.text()).toBe('');

      const response = await page.goto(`${FAULT_URL}/een-pagina-die-nog-nooit-gevraagd-werd`);
      expect(response?.status()).toBeGreaterThanOrEqual(500);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Er ging iets mis');
      await expect(page.getByTestId('error-message')).toHaveText(
        'Er liep iets mis bij het laden van deze pagina. Probeer het zo dadelijk opnieuw.',
      );
      expect(await page.locator('body').innerText()).not.toMatch(NO_STACK);

      // The error page comes from the server: without JavaScript it shows the header, the message and the footer.
      const withoutScripts = await browser.newContext({ javaScriptEnabled: false, locale: 'nl-BE' });
      try {
        const bare = await withoutScripts.newPage();
        const answer = await bare.goto(`${FAULT_URL}/nog-een-pagina-die-nooit-gevraagd-werd`);
        expect(answer?.status()).toBe(500);
        await expect(bare.locator('html')).toHaveAttribute('lang', 'nl-BE');
        await expect(bare.getByRole('heading', { level: 1 })).toHaveText('Er ging iets mis');
        await expect(bare.getByTestId('error-message')).toHaveText(
          'Er liep iets mis bij het laden van deze pagina. Probeer het zo dadelijk opnieuw.',
        );
        await expect(bare.getByRole('banner')).toBeVisible();
        await expect(bare.getByRole('contentinfo')).toBeVisible();
        // A page rendered before the content broke is still served as it was.
        expect((await bare.goto(`${FAULT_URL}/overons`))?.status()).toBe(200);
        await expect(bare.getByRole('heading', { level: 1 })).not.toHaveText('Er ging iets mis');
      } finally {
        await withoutScripts.close();
      }
    } finally {
      writeFileSync(DATASET, original);
    }
  });

  test('with Firebase unreachable, content pages are unaffected and account pages say so in Dutch', async ({
    page,
    context,
  }) => {
    for (const path of ['/', '/kopersinformatie', '/calculator/verkoper', '/koper', '/contact', '/login']) {
      const response = await page.goto(`${FAULT_URL}${path}`);
      expect(response?.status(), path).toBe(200);
    }
    // A form still keeps what was typed and says in Dutch that sending failed.
    await page.goto(`${FAULT_URL}/contact`);
    await page.getByLabel('Naam').fill('Stan Storing');
    await page.getByLabel('E-mailadres').fill('stan@voorbeeld.be');
    await page.getByLabel('Waarover gaat je vraag?').selectOption('andere');
    await page.getByLabel('Je bericht').fill('Werkt het contactformulier als de databank plat ligt?');
    await page.getByRole('button', { name: 'Bericht versturen' }).click();
    // The server gives up on Firestore after 8 s (lib/server/forms/actions.ts).
    await expect(page.locator('main').getByRole('alert')).toContainText(
      'Versturen lukte niet door een storing bij ons',
      { timeout: 15_000 },
    );
    await expect(page.getByLabel('Je bericht')).toHaveValue(
      'Werkt het contactformulier als de databank plat ligt?',
    );
    // Signing in: the browser reaches Firebase, the server does not, and says so.
    await page.goto(`${FAULT_URL}/login`);
    await page.getByLabel('E-mailadres').fill(DEMO.email);
    await page.getByLabel('Wachtwoord').fill(DEMO.password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.locator('main').getByRole('alert')).toHaveText(ACCOUNT_UNAVAILABLE);
    // With a session the server cannot check, the account pages explain instead of sending to sign-in.
    await context.addCookies([{ name: '__session', value: emulatorSessionCookie(), url: FAULT_URL }]);
    for (const path of ['/account', '/account/formulieren', '/account/accountgegevens']) {
      // Drawn on the server, with the status that tells a cache or a monitor to come back later.
      expect((await page.goto(`${FAULT_URL}${path}`))?.status(), path).toBe(503);
      await expect(page).toHaveURL(`${FAULT_URL}${path}`);
      await expect(page.getByTestId('error-message')).toHaveText(ACCOUNT_UNAVAILABLE);
      expect(await page.locator('body').innerText()).not.toMatch(NO_STACK);
    }
  });
});
