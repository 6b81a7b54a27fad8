import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { EAGER_COMPILE_HINT, MIN_HINTED_CHUNK_BYTES } from '@/lib/server/eager-compile';
import {
  DEFAULT_URL,
  NETHERLANDS_HOST,
  PRODUCTION_URL,
  expectNoAxeViolations,
  gotoInMode,
  untilIdle,
  waitForHydration,
} from './fixtures';
import { signInAsEditor } from './studio-helpers';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

test.describe('markets and titles', () => {
  test('without a market: plain postfix and no data-market', async ({ request }) => {
    const html = await (await request.get(`${DEFAULT_URL}/component-test`)).text();
    expect(html).toContain('<title>Componenten - Stroomplein</title>');
    const htmlTag = html.match(/<html[^>]*>/)?.[0];
    expect(htmlTag).toMatch(/^<html lang="nl-BE"/);
    expect(htmlTag).not.toContain('data-market');
  });

  test('the Dutch host: data-market and the Nederland postfix', async ({ request }) => {
    const html = await (
      await request.get(`${DEFAULT_URL}/component-test`, { headers: { host: NETHERLANDS_HOST } })
    ).text();
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
  test('a CMS page carries its first screen’s styles once, outside the React payload, and links the whole stylesheet as one cached file', async ({
    request,
  }) => {
    const html = await (await request.get(`${DEFAULT_URL}/kopersinformatie`)).text();
    const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+\.css)"/g)].map(
      (match) => match[1],
    );
    expect(stylesheets).toHaveLength(1);
    const css = await request.get(`${DEFAULT_URL}${stylesheets[0]}`);
    expect(css.headers()['cache-control']).toContain('immutable');
    const wholeSheet = await css.text();
    expect(wholeSheet).toContain('@layer theme');

    const inlined = html.match(/<style>[\s\S]*?<\/style>/g) ?? [];
    expect(inlined).toHaveLength(1);
    expect(inlined[0]!.length).toBeLessThan(wholeSheet.length);
    // Once: in the inlined styles, not again in the React payload.
    expect(html.split('@layer theme')).toHaveLength(2);
    // The stylesheet comes after the colour-mode marker that ends the wait for the first paint.
    expect(html.indexOf('<link rel="stylesheet"')).toBeGreaterThan(html.indexOf('<template id='));
  });

  test('the pages load no font file: their text is in the device’s own font from the first paint', async ({
    page,
  }) => {
    // A web font cost a slow phone 40–60 ms of layout per content page; one arriving late moves the text.
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontRequests.push(request.url());
    });
    for (const path of ['/', '/kopersinformatie', '/koper']) {
      await page.goto(path, { waitUntil: 'load' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(fontRequests).toEqual([]);
  });

  test('the large scripts a page loads first carry the eager-compile hint; the Studio’s own code does not', async ({
    page: browserPage,
  }) => {
    // An editor's requests: signed out, the Studio's address leads to the sign-in.
    await signInAsEditor(browserPage);
    const { request } = browserPage;
    const scriptsOf = async (path: string) => {
      const html = await (await request.get(`${DEFAULT_URL}${path}`)).text();
      const sources = new Set([...html.matchAll(/<script src="([^"]+\.js)"/g)].map((match) => match[1]));
      return Promise.all(
        [...sources].map(async (source) => {
          const code = await (await request.get(`${DEFAULT_URL}${source}`)).text();
          return {
            source,
            large: Buffer.byteLength(code) >= MIN_HINTED_CHUNK_BYTES,
            hinted: code.startsWith(EAGER_COMPILE_HINT),
          };
        }),
      );
    };
    const page = await scriptsOf('/calculator/koper');
    expect(page.filter(({ large }) => large).length).toBeGreaterThan(0);
    for (const { source, large, hinted } of page) expect(hinted, source).toBe(large);
    const pageSources = new Set(page.map(({ source }) => source));
    const studioOwn = (await scriptsOf('/studio')).filter(
      ({ source, large }) => large && !pageSources.has(source),
    );
    expect(studioOwn.length).toBeGreaterThan(0);
    expect(studioOwn.filter(({ hinted }) => hinted)).toEqual([]);
  });

  test('the server traces ship the bundled dataset, which is read at run time', () => {
    const traced = (file: string) =>
      (JSON.parse(readFileSync(`.next/server/${file}`, 'utf8')) as { files: string[] }).files;
    for (const file of ['middleware.js.nft.json', 'app/[site]/(default)/[[...slug]]/page.js.nft.json']) {
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
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) refused.push(message.text());
    });
    const response = await page.goto('/bestaat-niet?<b>x</b>');
    expect(response?.status()).toBe(404);
    // Drawn without a nonce so a cache in front may keep it: its scripts still run (the page hydrates).
    expect(response?.headers()['content-security-policy']).not.toContain('nonce-');
    await waitForHydration(page);
    expect(refused).toEqual([]);
    await expect(page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeVisible();
    await expect(page.getByTestId('error-message')).toHaveText('Page not found: /bestaat-niet');
    // The specification's English texts are marked as English inside the Dutch page.
    await expect(page.getByTestId('error-message')).toHaveAttribute('lang', 'en');
    await expect(page.locator('main [lang="en"]').first()).toHaveText('Page Not Found');
    await expect(page.getByText('Deze pagina bestaat niet (meer).')).toBeVisible();
  });

  test('an unexpected error shows a Dutch explanation, never the raw exception text', async ({ page }) => {
    await page.goto('/component-test');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Veroorzaak een fout' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Er ging iets mis' })).toBeVisible();
    await expect(page.getByTestId('error-message')).toHaveText(
      'Er liep iets mis bij het laden van deze pagina. Probeer het zo dadelijk opnieuw.',
    );
    await expect(page.locator('main [lang="en"]').first()).toHaveText('Internal Server Error');
    expect(await page.locator('body').innerText()).not.toContain('Cannot read properties');
    // The header and footer stay, and trying again brings the page back.
    await expect(page.getByRole('banner')).toBeVisible();
    await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Componenten' })).toBeVisible();
  });

  test('a crawler gets the bare status code, a page still reaches it', async ({ request }) => {
    const asCrawler = (url: string) => request.get(url, { headers: { 'user-agent': GOOGLEBOT } });
    // Every way a page can be missing: no CMS page, no partner preset, a funnel step past the last, a test page
    // where test pages are off.
    for (const url of [
      `${DEFAULT_URL}/bestaat-niet`,
      `${DEFAULT_URL}/energie-delen/bestaat-niet`,
      `${DEFAULT_URL}/calculator/koper-onbekende-partner`,
      `${DEFAULT_URL}/ontdekkoper/99`,
      `${DEFAULT_URL}/ontdekkoper/x`,
      `${DEFAULT_URL}/%E0%A4%A`,
      `${PRODUCTION_URL}/component-test`,
    ]) {
      const missing = await asCrawler(url);
      expect(missing.status(), url).toBe(404);
      expect(await missing.text(), url).toBe('');
    }
    for (const [url, text] of [
      [`${DEFAULT_URL}/`, '<h1'],
      [`${DEFAULT_URL}/overons`, 'Over ons'],
      [`${DEFAULT_URL}/ontdekkoper/1`, '<h1'],
      [`${DEFAULT_URL}/calculator/koper`, '<h1'],
      [`${DEFAULT_URL}/component-test`, 'Componenten'],
      // The bundled dataset's images: a crawler that indexes a page's images must get them too.
      [`${DEFAULT_URL}/content-images/zonnedaken.svg`, '<svg'],
    ] as const) {
      const found = await asCrawler(url);
      expect(found.status(), url).toBe(200);
      expect(await found.text(), url).toContain(text);
    }
  });
});

test.describe('mount failures', () => {
  test('a page that fails to hydrate is logged as "Error while mounting app" and still works', async ({
    page,
  }) => {
    // Change the server's HTML before React hydrates it: React must throw the markup away (a mount failure).
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        const heading = document.querySelector('main h1');
        if (!heading) return;
        heading.textContent = 'Door een extensie gewijzigd';
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    const logged = page.waitForEvent('console', (message) =>
      message.text().startsWith('Error while mounting app'),
    );
    await page.goto('/component-test');
    await logged;
    // React rendered the page again in the browser: the heading is the real one and the page responds.
    await expect(page.getByRole('heading', { level: 1, name: 'Componenten' })).toBeVisible();
    await page.getByRole('button', { name: 'Donker' }).first().click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });

  test('a page that mounts cleanly logs no mount failure', async ({ page }) => {
    const failures: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('Error while mounting app')) failures.push(message.text());
    });
    await page.goto('/component-test');
    await waitForHydration(page);
    await untilIdle(page);
    expect(failures).toEqual([]);
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
    for (const path of ['/component-test', '/icon-test', '/test42', '/bare-test', '/test-contracting']) {
      expect((await request.get(`${PRODUCTION_URL}${path}`)).status(), path).toBe(404);
      expect((await request.get(`${DEFAULT_URL}${path}`)).status(), path).toBe(200);
    }
    const html = await (await request.get(`${DEFAULT_URL}/icon-test`)).text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });
});

test.describe('contracting step test page', () => {
  test("shows both flows' last step filled in from fixtures: review, consents and the terms", async ({
    page,
  }) => {
    await page.goto('/test-contracting');
    for (const [flow, answers] of [
      ['Word koper van lokale groene stroom', ['Katrien Koper', 'Digitale meter', 'Zonne-energie']],
      ['Verkoop je groene stroom', ['Zonnepanelen', '15 juni 2021', 'BE68 5390 0754 7034']],
    ] as const) {
      const section = page.getByRole('region', { name: flow });
      await expect(section.getByRole('heading', { level: 2 })).toHaveText('Bevestigen');
      for (const answer of answers) await expect(section).toContainText(answer);
      await expect(section.getByRole('link', { name: 'Lees de algemene voorwaarden' })).toHaveAttribute(
        'href',
        '/gebruikersinformatie/algemenevoorwaarden',
      );
      const terms = section.getByLabel('Ik aanvaard de algemene voorwaarden van Stroomplein.');
      await terms.check();
      await expect(terms).toBeChecked();
    }
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`/test-contracting has no axe violations in ${mode} mode`, async ({ page }) => {
      await gotoInMode(page, '/test-contracting', mode);
      await expectNoAxeViolations(page);
    });
  }
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

  test('the forced mode shows before the page hydrates', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('stroomplein-colour-mode', 'light'));
    // Without the site's JavaScript only the server's HTML and its inline scripts act.
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.goto('/test42');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(
      'rgb(255, 255, 255)',
    );
  });
});

/**
 * Serves DEFAULT_URL through loopback, with one page's HTML in two parts: the second (from the footer on, with the
 * colour-mode script) only after the stylesheet has gone out and the browser has drawn a frame, or 1 s has passed.
 */
async function servePageInTwoParts(path: string): Promise<{ url: string; close: () => Promise<void> }> {
  let stylesheetSent: () => void = () => {};
  const stylesheet = new Promise<void>((resolve) => (stylesheetSent = resolve));
  let frameDrawn: () => void = () => {};
  const frame = new Promise<void>((resolve) => (frameDrawn = resolve));
  const server = createServer(async (request, response) => {
    if (request.url === '/eerste-frame') {
      frameDrawn();
      response.end();
      return;
    }
    const origin = await fetch(`${DEFAULT_URL}${request.url}`);
    const body = Buffer.from(await origin.arrayBuffer());
    response.writeHead(origin.status, { 'content-type': origin.headers.get('content-type') ?? 'text/plain' });
    if (request.url !== path) {
      response.end(body, () => {
        if (request.url?.endsWith('.css')) stylesheetSent();
      });
      return;
    }
    const html = body.toString('utf8');
    const footer = html.lastIndexOf('<footer');
    response.write(html.slice(0, footer));
    await stylesheet;
    await Promise.race([frame, new Promise((resolve) => setTimeout(resolve, 1_000))]);
    response.end(html.slice(footer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

test('the first frame already shows the stored mode, also when the stylesheet comes before the end of the page', async ({
  page,
}) => {
  const site = await servePageInTwoParts('/kopersinformatie');
  try {
    await page.addInitScript(() => {
      window.localStorage.setItem('stroomplein-colour-mode', 'dark');
      // rAF callbacks run as a frame is drawn, and not while the page holds its first paint.
      requestAnimationFrame(() => {
        document.documentElement.dataset.firstFrame = document.documentElement.className || 'none';
        void fetch('/eerste-frame');
      });
    });
    await page.goto(site.url);
    await expect(page.locator('html')).toHaveAttribute('data-first-frame', /\bdark\b/);
  } finally {
    await site.close();
  }
});

test.describe('colour mode follows the system', () => {
  test('without a stored choice, and after choosing "Systeem", the mode follows the OS setting', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/component-test');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Donker' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await header.getByRole('button', { name: 'Systeem' }).click();
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await expect(header.getByRole('button', { name: 'Systeem' })).toHaveAttribute('aria-pressed', 'true');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });
});

test.describe('layouts', () => {
  test('focused flows have no header or footer; content pages have both', async ({ page }) => {
    for (const path of ['/koper', '/koper-v3', '/verkoper']) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('banner'), path).toHaveCount(0);
      await expect(page.getByRole('contentinfo'), path).toHaveCount(0);
    }
    await page.goto('/kopersinformatie');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

test.describe('toasts', () => {
  const region = (page: Page) => page.getByRole('region', { name: /Meldingen/ });

  test('at most five at once, F8 reaches them, the next one shows 200 ms after one closes', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/component-test');
    await page.getByRole('button', { name: 'Toon zeven meldingen' }).click();
    await expect(region(page).getByRole('listitem')).toHaveCount(5);
    await expect(region(page).getByText('Melding 1 van 7')).toBeVisible();
    await expect(region(page).getByText('Melding 6 van 7')).toHaveCount(0);
    await page.keyboard.press('F8');
    await expect(page.locator('ol:focus')).toHaveCount(1);
    await page.clock.pauseAt(Date.now() + 1_000);
    await region(page).getByRole('button', { name: 'Melding sluiten' }).first().click();
    await expect(region(page).getByText('Melding 1 van 7')).toHaveCount(0);
    // A closed toast keeps its place in the list for 200 ms (its exit); only then does the sixth move up.
    await page.clock.runFor(190);
    await expect(region(page).getByText('Melding 6 van 7')).toHaveCount(0);
    await page.clock.runFor(20);
    await expect(region(page).getByText('Melding 6 van 7')).toBeVisible();
    await expect(region(page).getByRole('listitem')).toHaveCount(5);
  });

  test('a toast closes by itself after 5000 ms', async ({ page }) => {
    await page.clock.install();
    await page.goto('/component-test');
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.getByRole('button', { name: 'Toon een succesmelding' }).click();
    const shown = region(page).getByText('Aanvraag ontvangen');
    await expect(shown).toBeVisible();
    await page.clock.runFor(4_900);
    await expect(shown).toBeVisible();
    await page.clock.runFor(200);
    await expect(shown).toHaveCount(0);
  });

  test('bottom-right, 16 px apart and from the edges; a swipe of 50 px to the right dismisses', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/component-test');
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.getByRole('button', { name: 'Toon een succesmelding' }).click();
    await page.getByRole('button', { name: 'Toon een foutmelding' }).click();
    const items = region(page).getByRole('listitem');
    await expect(items).toHaveCount(2);
    const [upper, lower] = [(await items.nth(0).boundingBox())!, (await items.nth(1).boundingBox())!];
    const viewport = page.viewportSize()!;
    expect(Math.round(viewport.width - (lower.x + lower.width))).toBe(16);
    expect(Math.round(viewport.height - (lower.y + lower.height))).toBe(16);
    expect(Math.round(lower.y - (upper.y + upper.height))).toBe(16);

    const swipe = async (distance: number) => {
      const box = (await items.nth(0).boundingBox())!;
      const [x, y] = [box.x + 20, box.y + box.height / 2];
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + distance, y, { steps: 8 });
      await page.mouse.up();
    };
    await swipe(45);
    await expect(region(page).getByText('Aanvraag ontvangen')).toBeVisible();
    await swipe(55);
    await expect(region(page).getByText('Aanvraag ontvangen')).toHaveCount(0);
    await expect(region(page).getByText('Opslaan mislukt')).toBeVisible();
  });
});

test.describe('prefetch policy', () => {
  /** Opens /component-test with the given connection hints and records the route prefetches it makes. */
  async function openRecordingPrefetches(page: Page, connection: object) {
    await page.addInitScript((hints) => {
      Object.defineProperty(navigator, 'connection', {
        configurable: true,
        value: Object.assign(new EventTarget(), hints),
      });
    }, connection);
    const prefetched: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['next-router-prefetch']) prefetched.push(new URL(request.url()).pathname);
    });
    await page.goto('/component-test');
    await waitForHydration(page);
    await untilIdle(page);
    return prefetched;
  }

  test('prefetches a route once the visitor shows intent, not while the page starts up', async ({ page }) => {
    const prefetched = await openRecordingPrefetches(page, { effectiveType: '4g', saveData: false });
    expect(prefetched).toEqual([]);
    const prefetch = page.waitForRequest(
      (request) =>
        Boolean(request.headers()['next-router-prefetch']) &&
        new URL(request.url()).pathname === '/icon-test',
    );
    await page.getByRole('link', { name: 'Bekijk de iconen' }).hover();
    await prefetch;
    expect(prefetched[0]).toBe('/icon-test');
  });

  for (const [name, connection] of [
    ['with data-saver', { effectiveType: '4g', saveData: true }],
    ['on 2g', { effectiveType: '2g', saveData: false }],
  ] as const) {
    test(`skips prefetch ${name}, even on intent`, async ({ page }) => {
      const prefetched = await openRecordingPrefetches(page, connection);
      await page.getByRole('link', { name: 'Bekijk de iconen' }).hover();
      await untilIdle(page);
      expect(prefetched).toEqual([]);
    });
  }
});

test.describe('new deploy detection', () => {
  /** Opens the component test page once its build check is done, follows its link to the icons, and says whether
   *  that navigation stayed in the same document (client-side) or loaded a new one. */
  async function followsIconLinkInSameDocument(page: Page) {
    const checked = page.waitForResponse('**/api/build-id');
    await page.goto('/component-test');
    await (await checked).finished();
    await untilIdle(page);
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.getByRole('link', { name: 'Bekijk de iconen' }).click();
    await page.waitForURL((url) => url.pathname === '/icon-test');
    await expect(page.getByRole('heading', { level: 1, name: 'Iconen' })).toBeVisible();
    return page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);
  }

  test('after a new build is detected the next navigation is a full page load', async ({ page }) => {
    await page.route('**/api/build-id', (route) =>
      route.fulfill({ json: { buildId: 'een-nieuwere-build' } }),
    );
    expect(await followsIconLinkInSameDocument(page)).toBe(false);
  });

  test('without a new build navigation stays client-side', async ({ page }) => {
    expect(await followsIconLinkInSameDocument(page)).toBe(true);
  });
});

test.describe('chunk-load errors', () => {
  const RELOAD_REFUSED = 'Laadfout kort na herladen';
  const raiseChunkError = (page: Page) =>
    page.evaluate(() => {
      void Promise.reject(Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }));
    });

  for (const storage of ['available', 'disabled'] as const) {
    test(`reload at most once per path per 10 000 ms, sessionStorage ${storage}`, async ({ page }) => {
      if (storage === 'disabled') {
        // What a browser with site storage blocked does: every access to sessionStorage throws.
        await page.addInitScript(() =>
          Object.defineProperty(window, 'sessionStorage', {
            get() {
              throw new DOMException('De toegang tot de opslag is geweigerd.', 'SecurityError');
            },
          }),
        );
      }
      await page.clock.install();
      await page.goto('/component-test');
      await page.clock.pauseAt(Date.now() + 1_000);
      const expectReload = async () => {
        const loaded = page.waitForEvent('load');
        await raiseChunkError(page);
        await loaded;
      };
      const expectNoReload = async () => {
        const refused = page.waitForEvent('console', (message) => message.text().includes(RELOAD_REFUSED));
        await raiseChunkError(page);
        await refused;
      };
      await expectReload();
      await expectNoReload();
      await page.clock.runFor(9_900);
      await expectNoReload();
      await page.clock.runFor(200);
      await expectReload();
      await expectNoReload();
    });
  }
});

test.describe('accessibility', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`/component-test has no axe violations in ${mode} mode`, async ({ page }) => {
      await gotoInMode(page, '/component-test', mode);
      await expectNoAxeViolations(page);
    });
  }
});
