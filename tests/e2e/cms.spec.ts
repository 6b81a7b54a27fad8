import { expect, test } from '@playwright/test';
import { DEFAULT_URL, NETHERLANDS_HOST, expectNoAxeViolations, gotoInMode } from './fixtures';
import { home, publishedPages } from './content';

/** Every CMS route of the site. */
const CMS_PATHS = [
  '/',
  '/kopersinformatie',
  '/verkopersinformatie',
  '/overons',
  '/energie-delen',
  '/energie-delen/praktijkvoorbeelden',
  '/declarations',
  '/sharingiscaring',
  '/gebruikersinformatie/disclaimer',
  '/gebruikersinformatie/cookieverklaring',
  '/gebruikersinformatie/privacyverklaring',
  '/gebruikersinformatie/algemenevoorwaarden',
];

function expectedTitle(path: string): string {
  const document = path === '/' ? home : publishedPages.find((page) => `/${page.slug?.current}` === path);
  expect(document, `a published document for ${path}`).toBeDefined();
  return `${document?.seo?.title ?? document?.title} - Stroomplein`;
}

test.describe('CMS routes', () => {
  for (const path of CMS_PATHS) {
    test(`${path} answers 200 with its h1 and title`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(expectedTitle(path));
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveCount(1);
      await expect(heading).not.toBeEmpty();
      await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
    });
  }

  for (const path of ['/energie-delen/x/y', '/bestaat-niet', '/Overons', '/overons/']) {
    test(`${path} answers 404 with the path in the response`, async ({ request, page }) => {
      const response = await request.get(`${DEFAULT_URL}${path}`, { maxRedirects: 0 });
      if (path === '/overons/') {
        // Next normalises the trailing slash with a redirect to the page itself.
        expect(response.status()).toBe(308);
        return;
      }
      expect(response.status()).toBe(404);
      expect((await response.text()).includes(`Page not found: ${path}`), 'path in the 404 response').toBe(
        true,
      );
      await page.goto(path);
      await expect(page.getByTestId('error-message')).toHaveText(`Page not found: ${path}`);
    });
  }

  test('the 404 page comes from the server: without JavaScript it shows header, explanation, path and footer', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of ['/bestaat-niet', '/energie-delen/x/y']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      expect(page.url()).toBe(`${DEFAULT_URL}${path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByText('Deze pagina bestaat niet (meer).')).toBeVisible();
      const message = page.getByTestId('error-message');
      await expect(message).toHaveText(`Page not found: ${path}`);
      await expect(message).toHaveAttribute('lang', 'en');
    }
    await context.close();
  });

  for (const path of ['/%E0%A4%A', '/energie-delen/%ZZ', '/studio/%E0']) {
    test(`undecodable ${path} answers 404, not 500`, async ({ request, page }) => {
      const response = await request.get(`${DEFAULT_URL}${path}`);
      expect(response.status()).toBe(404);
      // The prerendered 404 must not name Next's internal route as the visitor's path.
      const html = await response.text();
      expect(html.includes('Page not found: /_not-found'), 'internal path in the 404').toBe(false);
      await page.goto(path);
      await expect(page.getByTestId('error-message')).toHaveText(`Page not found: ${path}`);
    });
  }

  test("undecodable /_next/%E0 answers 404, not 500: Next's own answer for its folder", async ({
    request,
  }) => {
    const undecodable = await request.get(`${DEFAULT_URL}/_next/%E0`);
    expect(undecodable.status()).toBe(404);
    expect((await request.get(`${DEFAULT_URL}/_next/onbekend`)).status()).toBe(404);
  });

  test('header navigation and footer come from the site settings', async ({ page }) => {
    await page.goto('/');
    const navigation = page.getByRole('navigation', { name: 'Hoofdnavigatie' });
    await expect(navigation.getByRole('link')).not.toHaveCount(0);
    for (const link of await navigation.getByRole('link').all()) {
      const href = await link.getAttribute('href');
      expect((await page.request.get(`${DEFAULT_URL}${href}`)).status(), `${href}`).toBe(200);
    }
    await expect(
      page.getByRole('navigation', { name: 'Voettekst' }).getByRole('link', { name: /Privacy/ }),
    ).toBeVisible();
  });

  test('home carries Organization JSON-LD, pages a canonical URL', async ({ request }) => {
    const homeHtml = await (await request.get(`${DEFAULT_URL}/`)).text();
    const jsonLd = [...homeHtml.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!),
    );
    expect(jsonLd.some((data) => data['@type'] === 'Organization' && data.name === 'Stroomplein')).toBe(true);
    const pageHtml = await (await request.get(`${DEFAULT_URL}/energie-delen/praktijkvoorbeelden`)).text();
    expect(pageHtml).toContain(
      'rel="canonical" href="http://localhost:3000/energie-delen/praktijkvoorbeelden"',
    );
  });

  test('sitemap and robots list the content', async ({ request }) => {
    const sitemap = await (await request.get(`${DEFAULT_URL}/sitemap.xml`)).text();
    for (const path of [...CMS_PATHS.filter((path) => path !== '/'), '/koper', '/verkoper', '/contact'])
      expect(sitemap).toContain(`<loc>http://localhost:3000${path}</loc>`);
    expect(sitemap).not.toContain('/bedankt-koper');
    const robots = await (await request.get(`${DEFAULT_URL}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /studio');
    expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  test('a block targeted at the netherlands shows only in that market', async ({ request }) => {
    const targeted = (home?.blocks as { markets?: string[]; heading?: string }[] | undefined)?.find((block) =>
      block.markets?.includes('netherlands'),
    );
    expect(targeted?.heading, 'home has a block for the netherlands market').toBeTruthy();
    const heading = targeted!.heading!.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
    expect(await (await request.get(`${DEFAULT_URL}/`)).text()).not.toContain(heading);
    expect(
      await (await request.get(`${DEFAULT_URL}/`, { headers: { host: NETHERLANDS_HOST } })).text(),
    ).toContain(heading);
  });

  test("/studio sends someone who is not signed in to the site's login, and back after it", async ({
    page,
  }) => {
    await page.goto('/studio');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toMatch(/^\/studio\b/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('legal page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('fits the screen, and its table of contents brings each section into view', async ({ page }) => {
    await page.goto('/gebruikersinformatie/privacyverklaring');
    // Sections below the first screen are not laid out yet; they must not widen the page meanwhile.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    const contents = page.getByRole('navigation', { name: 'Inhoud' }).getByRole('link');
    const entry = contents.nth(Math.floor((await contents.count()) / 2));
    const name = (await entry.textContent()) ?? '';
    // Without the browser's scroll anchoring, which a busy phone does not always get to apply: the sections above the
    // heading must have their real heights before the jump, or laying them out afterwards pushes it off screen.
    await page.addStyleTag({ content: '* { overflow-anchor: none !important; }' });
    await entry.click();
    const heading = page.getByRole('heading', { level: 2, name, exact: true });
    await expect(heading).toBeInViewport();
    // Its scroll margin (scroll-mt-24) below the top of the screen.
    await expect
      .poll(() => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
      .toBe(96);
  });
});

test.describe('CMS accessibility', () => {
  for (const mode of ['light', 'dark'] as const) {
    for (const path of CMS_PATHS) {
      test(`${path} has no axe violations in ${mode} mode`, async ({ page }) => {
        await gotoInMode(page, path, mode);
        await expectNoAxeViolations(page);
      });
    }
  }
});
