import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEFAULT_URL, NETHERLANDS_URL, PRODUCTION_URL, expectNoAxeViolations, gotoInMode } from './fixtures';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

test.describe('markets and titles', () => {
  test('without a market: plain postfix and no data-market', async ({ request }) => {
    const html = await (await request.get(`${DEFAULT_URL}/component-test`)).text();
    expect(html).toContain('<title>Componenten - Stroomplein</title>');
    const htmlTag = html.match(/<html[^>]*>/)?.[0];
    expect(htmlTag).toMatch(/^<html lang="nl-BE"/);
    expect(htmlTag).not.toContain('data-market');
  });

  test('netherlands build: data-market and the Nederland postfix', async ({ request }) => {
    const html = await (await request.get(`${NETHERLANDS_URL}/component-test`)).text();
    expect(html.match(/<html[^>]*>/)?.[0]).toContain('data-market="netherlands"');
    expect(html).toContain('<title>Componenten - Stroomplein Nederland</title>');
  });

  test('head carries keywords, icons and the manifest', async ({ request }) => {
    const html = await (await request.get(`${DEFAULT_URL}/component-test`)).text();
    expect(html).toContain(
      'name="keywords" content="Stroomplein,groene stroom,duurzaamheid,Belgisch bedrijf',
    );
    expect(html).toMatch(/rel="icon" href="\/icon\.svg/);
    expect(html).toMatch(/rel="apple-touch-icon" href="\/apple-icon/);
    expect(html).toContain('rel="manifest" href="/manifest.webmanifest"');
    const manifest = await (await request.get(`${DEFAULT_URL}/manifest.webmanifest`)).json();
    expect(manifest.lang).toBe('nl-BE');
  });
});

test.describe('delivery', () => {
  test('a CMS page links one cached stylesheet instead of carrying it inline', async ({ request }) => {
    const html = await (await request.get(`${DEFAULT_URL}/kopersinformatie`)).text();
    const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+\.css)"/g)].map(
      (match) => match[1],
    );
    expect(stylesheets).toHaveLength(1);
    // Inlined, Tailwind's theme layer would appear in the HTML (and again in the React payload).
    expect(html).not.toContain('@layer theme');
    const css = await request.get(`${DEFAULT_URL}${stylesheets[0]}`);
    expect(css.headers()['cache-control']).toContain('immutable');
    expect(await css.text()).toContain('@layer theme');
  });

  test('the server traces ship the bundled dataset, which is read at run time', () => {
    const traced = (file: string) =>
      (JSON.parse(readFileSync(`.next/server/${file}`, 'utf8')) as { files: string[] }).files;
    for (const file of ['middleware.js.nft.json', 'app/(default)/[[...slug]]/page.js.nft.json']) {
      const files = traced(file);
      expect(files.some((path) => path.endsWith('content/dataset.ndjson'))).toBe(true);
      // Not the whole project, as an untraced dynamic read of the folder would cause.
      expect(files.some((path) => path.endsWith('package.json') && !path.includes('node_modules'))).toBe(
        false,
      );
    }
  });
});

test.describe('errors', () => {
  test('an unknown path shows a Dutch 404 with the path as text', async ({ page }) => {
    const response = await page.goto('/bestaat-niet?<b>x</b>');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeVisible();
    await expect(page.getByTestId('error-message')).toHaveText('Page not found: /bestaat-niet');
  });

  test('a crawler gets the bare status code, a page still reaches it', async ({ request }) => {
    const missing = await request.get(`${DEFAULT_URL}/bestaat-niet`, {
      headers: { 'user-agent': GOOGLEBOT },
    });
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toBe('');
    const found = await request.get(`${DEFAULT_URL}/component-test`, {
      headers: { 'user-agent': GOOGLEBOT },
    });
    expect(found.status()).toBe(200);
    expect(await found.text()).toContain('Componenten');
  });
});

test.describe('route rules', () => {
  const cases: [string, number, string][] = [
    ['/kopen', 308, '/koper'],
    ['/privacy', 308, '/gebruikersinformatie/privacyverklaring'],
    ['/calculator', 307, '/calculator/koper'],
    ['/vreg', 307, 'https://www.vreg.be/nl/energie-delen'],
    ['/verkopen?bron=folder', 308, '/verkoper?bron=folder'],
  ];
  for (const [source, status, location] of cases) {
    test(`${source} → ${status} ${location}`, async ({ request }) => {
      const response = await request.get(`${DEFAULT_URL}${source}`, { maxRedirects: 0 });
      expect(response.status()).toBe(status);
      expect(response.headers()['location']).toBe(location);
    });
  }
});

test.describe('test pages', () => {
  test('answer 404 in production unless enabled', async ({ request }) => {
    for (const path of ['/component-test', '/icon-test', '/test42', '/bare-test']) {
      expect((await request.get(`${PRODUCTION_URL}${path}`)).status(), path).toBe(404);
      expect((await request.get(`${DEFAULT_URL}${path}`)).status(), path).toBe(200);
    }
    const html = await (await request.get(`${DEFAULT_URL}/icon-test`)).text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });
});

test.describe('colour mode', () => {
  test('the toggle switches and remembers the mode', async ({ page }) => {
    await gotoInMode(page, '/component-test', 'light');
    await page.getByRole('button', { name: 'Donker' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('stroomplein-colour-mode'))).toBe('dark');
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Donker' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a page that forces dark mode wins over the stored choice, and only there', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('stroomplein-colour-mode', 'light'));
    await page.goto('/test42');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await background()).not.toBe('rgb(255, 255, 255)');
    await expect(page.getByRole('button', { name: 'Licht' })).toBeDisabled();
    await page.getByRole('link', { name: 'Bekijk de iconen' }).click();
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    expect(await page.evaluate(() => localStorage.getItem('stroomplein-colour-mode'))).toBe('light');
  });
});

test.describe('toasts', () => {
  test('at most five at once, F8 reaches them', async ({ page }) => {
    await page.goto('/component-test');
    await page.getByRole('button', { name: 'Toon zeven meldingen' }).click();
    const region = page.getByRole('region', { name: /Meldingen/ });
    await expect(region.getByRole('listitem')).toHaveCount(5);
    await expect(region.getByText('Melding 1 van 7')).toBeVisible();
    await expect(region.getByText('Melding 6 van 7')).toHaveCount(0);
    await page.keyboard.press('F8');
    await expect(page.locator('ol:focus')).toHaveCount(1);
    await region.getByRole('button', { name: 'Melding sluiten' }).first().click();
    await expect(region.getByText('Melding 6 van 7')).toBeVisible();
    await expect(region.getByRole('listitem')).toHaveCount(5);
  });
});

test.describe('prefetch policy', () => {
  async function countPrefetches(page: import('@playwright/test').Page, connection: object | null) {
    if (connection) {
      await page.addInitScript((hints) => {
        Object.defineProperty(navigator, 'connection', {
          configurable: true,
          value: Object.assign(new EventTarget(), hints),
        });
      }, connection);
    }
    const prefetched: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['next-router-prefetch'] || request.url().includes('_rsc='))
        prefetched.push(new URL(request.url()).pathname);
    });
    await page.goto('/component-test');
    await page.waitForTimeout(2_500);
    const beforeIntent = prefetched.length;
    // Intent: the pointer over a link.
    await page.getByRole('link', { name: 'Bekijk de iconen' }).hover();
    await page.waitForTimeout(1_500);
    return { beforeIntent, afterIntent: prefetched.length - beforeIntent, paths: prefetched };
  }

  test('prefetches a route once the visitor shows intent, not while the page starts up', async ({ page }) => {
    const { beforeIntent, afterIntent, paths } = await countPrefetches(page, {
      effectiveType: '4g',
      saveData: false,
    });
    expect(beforeIntent).toBe(0);
    expect(afterIntent).toBeGreaterThan(0);
    expect(paths).toContain('/icon-test');
  });
  test('skips prefetch with data-saver', async ({ page }) => {
    const { beforeIntent, afterIntent } = await countPrefetches(page, {
      effectiveType: '4g',
      saveData: true,
    });
    expect(beforeIntent + afterIntent).toBe(0);
  });
  test('skips prefetch on 2g', async ({ page }) => {
    const { beforeIntent, afterIntent } = await countPrefetches(page, {
      effectiveType: '2g',
      saveData: false,
    });
    expect(beforeIntent + afterIntent).toBe(0);
  });
});

test.describe('new deploy detection', () => {
  test('after a new build is detected the next navigation is a full page load', async ({ page }) => {
    await page.route('**/api/build-id', (route) =>
      route.fulfill({ json: { buildId: 'een-nieuwere-build' } }),
    );
    const checked = page.waitForRequest('**/api/build-id');
    await page.goto('/component-test');
    await checked;
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.getByRole('link', { name: 'Bekijk de iconen' }).click();
    await page.waitForURL((url) => url.pathname === '/icon-test');
    await expect(page.getByRole('heading', { level: 1, name: 'Iconen' })).toBeVisible();
    expect(
      await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument),
    ).toBeUndefined();
  });

  test('without a new build navigation stays client-side', async ({ page }) => {
    const checked = page.waitForResponse('**/api/build-id');
    await page.goto('/component-test');
    await checked;
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.getByRole('link', { name: 'Bekijk de iconen' }).click();
    await page.waitForURL((url) => url.pathname === '/icon-test');
    await expect(page.getByRole('heading', { level: 1, name: 'Iconen' })).toBeVisible();
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });
});

test.describe('accessibility', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`/component-test has no axe violations in ${mode} mode`, async ({ page }) => {
      await gotoInMode(page, '/component-test', mode);
      await expectNoAxeViolations(page);
    });
  }
});
