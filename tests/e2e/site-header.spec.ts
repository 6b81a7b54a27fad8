import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { publicRoutes } from '../../scripts/lib/public-routes.mjs';
import { DEFAULT_URL, expectNoAxeViolations, gotoInMode, PRODUCTION_URL, waitForHydration } from './fixtures';

const PHONE = { width: 390, height: 844 };

test.describe('the header on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('is one row of at most 72 px on every public route, the heading and first paragraph on the first screen', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // The bundled dataset's routes, on the server no test writes to: a page another test publishes meanwhile may have
    // no paragraph at all.
    const routes = await publicRoutes(PRODUCTION_URL);
    const tooTall: string[] = [];
    const offScreen: string[] = [];
    for (const route of routes) {
      await page.goto(`${PRODUCTION_URL}${route}`);
      // The site header is the page's banner landmark; the focused flows have none.
      const header = page.getByRole('banner');
      if (await header.count()) {
        const height = (await header.boundingBox())!.height;
        if (height > 72) tooTall.push(`${route}: ${height} px`);
      }
      // The heading and the first line of the text block after it (a paragraph or a list) are on the first screen.
      const firstScreen = await page.evaluate(() => {
        const heading = document.querySelector('main h1');
        if (!heading) return null;
        const blocks = [...document.querySelectorAll('main p, main ul, main ol')].filter(
          (block) =>
            heading.compareDocumentPosition(block) & Node.DOCUMENT_POSITION_FOLLOWING &&
            !block.closest('nav') &&
            (block.textContent ?? '').trim().length > 40,
        );
        const firstLine = blocks[0] ? blocks[0].getBoundingClientRect().top + 24 : 0;
        return { heading: heading.getBoundingClientRect().bottom, firstLine };
      });
      if (firstScreen && Math.max(firstScreen.heading, firstScreen.firstLine) > PHONE.height)
        offScreen.push(`${route}: ${JSON.stringify(firstScreen)}`);
    }
    expect(tooTall).toEqual([]);
    expect(offScreen).toEqual([]);
  });

  test('the menu button opens the navigation, each link works, Escape closes it and focus returns', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    // On a phone the row of links is not shown; the menu button is.
    await expect(page.getByRole('navigation', { name: 'Hoofdnavigatie' })).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const links = menu.getByRole('navigation', { name: 'Menu' }).getByRole('link');
    const targets = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => ({ label: anchor.textContent ?? '', href: anchor.getAttribute('href') ?? '' })),
    );
    expect(targets.length).toBeGreaterThan(2);
    // The colour-mode switch lives in the menu on a phone.
    await expect(menu.getByRole('group', { name: 'Kleurmodus' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    for (const { label, href } of targets) {
      await menuButton.click();
      await menu.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(`${DEFAULT_URL}${href}`);
      await expect(menu).toBeHidden();
      await expect(page.locator('main h1')).toBeVisible();
      // The page the visitor is on is marked in the menu.
      await menuButton.click();
      await expect(menu.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
      await page.keyboard.press('Escape');
    }
  });

  for (const mode of ['light', 'dark'] as const)
    test(`the open menu has no axe violations in ${mode} mode`, async ({ page }) => {
      await gotoInMode(page, '/kopersinformatie', mode);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
});

test('without JavaScript, the menu link shows the header’s links and every page is reachable from header or footer', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, isMobile: true });
  const page = await context.newPage();
  try {
    await page.goto(`${DEFAULT_URL}/`);
    const navigation = page.getByRole('navigation', { name: 'Hoofdnavigatie' });
    await expect(navigation).toBeHidden();
    await page.getByRole('link', { name: 'Menu' }).click();
    await expect(navigation).toBeVisible();
    const header = await page
      .locator('header a[href^="/"], footer a[href^="/"]')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    for (const link of await navigation.getByRole('link').all()) await expect(link).toBeVisible();
    const reachable = new Set<string>(header.filter((href): href is string => Boolean(href)));
    // Each link target answers, and the site's main sections are among them.
    for (const href of reachable)
      expect((await page.request.get(`${DEFAULT_URL}${href}`)).status(), href).toBe(200);
    for (const section of [
      '/kopersinformatie',
      '/verkopersinformatie',
      '/login',
      '/gebruikersinformatie/cookieverklaring',
    ])
      expect([...reachable], section).toContain(section);
  } finally {
    await context.close();
  }
});

test('without JavaScript, every page of the bundled site is reached by following links from the home page', async ({
  request,
}) => {
  // The bundled dataset's pages and walkthroughs (pages the Studio tests publish are linked from nowhere, as a new
  // page is until an editor links it).
  const documents = readFileSync(path.resolve('content/dataset.ndjson'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as BundledDocument);
  const expected = [
    ...documents
      .filter(
        ({ _type, _id, slug, markets }) =>
          ['page', 'legalPage'].includes(_type) &&
          !_id.startsWith('drafts.') &&
          slug?.current &&
          !markets?.length,
      )
      .map(({ slug }) => `/${slug!.current}`),
    ...documents
      .filter(({ _type }) => _type === 'discoverFunnel')
      .map(({ product }) => `/ontdek${product}/1`),
  ];
  // The HTML as the server sends it is what a browser without JavaScript shows.
  const reached = new Set(['/']);
  const queue = ['/'];
  while (queue.length && reached.size < 300) {
    const html = await (await request.get(`${DEFAULT_URL}${queue.shift()}`)).text();
    // Links, and forms that ask with GET (the newsletter block's address goes to /nieuwsbrief).
    const targets = [
      ...html.matchAll(/<a [^>]*href="(\/[^"#?]*)/g),
      ...html.matchAll(/<form [^>]*action="(\/[^"#?]*)"[^>]*method="get"/g),
    ];
    for (const [, href] of targets) {
      if (href!.startsWith('//') || reached.has(href!)) continue;
      reached.add(href!);
      queue.push(href!);
    }
  }
  expect(expected.length).toBeGreaterThan(10);
  expect(expected.filter((route) => !reached.has(route))).toEqual([]);
});

interface BundledDocument {
  _id: string;
  _type: string;
  slug?: { current?: string };
  markets?: string[];
  product?: string;
}

test('on a desktop the links stay in the header row, and there is no menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await waitForHydration(page);
  await expect(
    page.getByRole('navigation', { name: 'Hoofdnavigatie' }).getByRole('link').first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  expect((await page.getByRole('banner').boundingBox())!.height).toBeLessThanOrEqual(72);
});
