import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { CONSENT_COOKIE, CONSENT_VERSION, NO_GRANTS, serialiseConsent } from '@/lib/domain/consent';
import { SESSION_COOKIE, SIGNED_IN_HINT_COOKIE } from '@/lib/domain/session-cookies';
import { DEFAULT_URL, expectNoAxeViolations, gotoInMode } from './fixtures';

// The e2e build has a tag-manager container (scripts/build-e2e.mjs); these visitors have not chosen yet.
test.use({ storageState: { cookies: [], origins: [] } });

const TAG_MANAGER = 'https://www.googletagmanager.com/';
const NECESSARY = new Set([CONSENT_COOKIE, SIGNED_IN_HINT_COOKIE, SESSION_COOKIE]);
const PAGES = ['/', '/kopersinformatie', '/verkopersinformatie', '/energie-delen', '/overons'];

/**
 * Answers the tag manager's host with a stand-in container that sets an analytics cookie, as Google Analytics would,
 * and records every request that leaves the site.
 */
async function watchThirdParties(context: BrowserContext) {
  const containerLoads: string[] = [];
  const thirdParty: string[] = [];
  await context.route(`${TAG_MANAGER}**`, (route) => {
    containerLoads.push(route.request().url());
    return route.fulfill({
      contentType: 'text/javascript',
      body: 'document.cookie="_ga=GA1.1.12345.67890; path=/; max-age=63072000";window.standInContainer=true;',
    });
  });
  context.on('request', (request) => {
    const url = new URL(request.url());
    const isThisMachine = url.hostname === '127.0.0.1' || /(^|\.)localhost$/.test(url.hostname);
    if (!isThisMachine && url.protocol.startsWith('http')) thirdParty.push(request.url());
  });
  return { containerLoads, thirdParty };
}

const banner = (page: Page) => page.getByRole('dialog', { name: 'Cookies op Stroomplein' });
const cookieNames = (page: Page) =>
  page.evaluate(() =>
    document.cookie
      .split(/;\s*/)
      .filter(Boolean)
      .map((entry) => entry.slice(0, entry.indexOf('='))),
  );
const consentCalls = (page: Page, kind: 'default' | 'update') =>
  page.evaluate(
    (wanted) =>
      ((window as Window & { dataLayer?: unknown[] }).dataLayer ?? [])
        .map((entry) => Array.from(entry as ArrayLike<unknown>))
        .filter((entry) => entry[0] === 'consent' && entry[1] === wanted)
        .map((entry) => entry[2]),
    kind,
  );
const ALL = (value: 'granted' | 'denied') => ({
  ad_storage: value,
  ad_user_data: value,
  ad_personalization: value,
  analytics_storage: value,
});

test('before a choice nothing leaves the site and only necessary cookies exist; accepting loads the container', async ({
  page,
  context,
}) => {
  const { containerLoads, thirdParty } = await watchThirdParties(context);
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await consentCalls(page, 'default')).toEqual([ALL('denied')]);
  await page.goto('/kopersinformatie');
  await expect(banner(page)).toBeVisible();
  expect(containerLoads).toEqual([]);
  expect(thirdParty).toEqual([]);
  expect((await cookieNames(page)).filter((name) => !NECESSARY.has(name))).toEqual([]);

  await banner(page).getByRole('button', { name: 'Alles accepteren' }).click();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => containerLoads.length).toBe(1);
  expect(containerLoads[0]).toBe(`${TAG_MANAGER}gtm.js?id=GTM-E2ETEST`);
  expect(await consentCalls(page, 'update')).toEqual([ALL('granted')]);
  await expect.poll(() => cookieNames(page)).toContain('_ga');
  // The next page loads it again without asking.
  await page.goto('/verkopersinformatie');
  await expect.poll(() => containerLoads.length).toBe(2);
  await expect(banner(page)).toHaveCount(0);
});

test('after “Alles weigeren” nothing loads on this page and the next three', async ({ page, context }) => {
  const { containerLoads, thirdParty } = await watchThirdParties(context);
  await page.goto(PAGES[0]!);
  await banner(page).getByRole('button', { name: 'Alles weigeren' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await consentCalls(page, 'update')).toEqual([ALL('denied')]);
  for (const path of PAGES.slice(1, 4)) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cookie-instellingen' }).first()).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    expect(await consentCalls(page, 'update')).toEqual([ALL('denied')]);
  }
  expect(containerLoads).toEqual([]);
  expect(thirdParty).toEqual([]);
  expect((await cookieNames(page)).filter((name) => !NECESSARY.has(name))).toEqual([]);
});

test('withdrawing in the settings stops the container and removes its cookies', async ({ page, context }) => {
  const { containerLoads } = await watchThirdParties(context);
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Alles accepteren' }).click();
  await expect.poll(() => cookieNames(page)).toContain('_ga');
  await page.goto('/overons');
  await expect.poll(() => containerLoads.length).toBe(2);

  await page.getByRole('button', { name: 'Cookie-instellingen' }).click();
  const settings = page.getByRole('dialog', { name: 'Cookie-instellingen' });
  await expect(settings.getByRole('checkbox', { name: 'Statistieken' })).toBeChecked();
  await expect(settings.getByRole('checkbox', { name: 'Strikt noodzakelijk' })).toBeDisabled();
  await settings.getByRole('checkbox', { name: 'Statistieken' }).uncheck();
  await settings.getByRole('checkbox', { name: 'Marketing' }).uncheck();
  // The container ran on this page: it is loaded again without it.
  await Promise.all([
    page.waitForEvent('load'),
    settings.getByRole('button', { name: 'Keuze opslaan' }).click(),
  ]);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await cookieNames(page)).not.toContain('_ga');
  const loadsBefore = containerLoads.length;
  await page.goto('/energie-delen');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await consentCalls(page, 'update')).toEqual([ALL('denied')]);
  expect(containerLoads.length).toBe(loadsBefore);
  expect(await page.evaluate(() => 'standInContainer' in window)).toBe(false);
});

test('a choice older than six months, or made for other categories, is asked again', async ({
  page,
  context,
}) => {
  const sevenMonthsAgo = Date.now() - 7 * 31 * 24 * 60 * 60 * 1000;
  const cookie = (value: string) => ({ name: CONSENT_COOKIE, value, domain: '127.0.0.1', path: '/' });
  await context.addCookies([cookie(serialiseConsent({ grants: NO_GRANTS, decidedAt: sevenMonthsAgo }))]);
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await context.addCookies([cookie(`v=${CONSENT_VERSION}0&t=${Date.now() - 1000}&g=`)]);
  await page.goto('/overons');
  await expect(banner(page)).toBeVisible();
  await context.addCookies([cookie(serialiseConsent({ grants: NO_GRANTS, decidedAt: Date.now() - 1000 }))]);
  await page.goto('/energie-delen');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cookie-instellingen' }).first()).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

/** Presses Tab, at most `limit` times, until `target` has the focus. */
async function tabTo(page: Page, target: Locator, limit: number) {
  for (
    let tab = 0;
    tab < limit && !(await target.evaluate((element) => element === document.activeElement));
    tab++
  )
    await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

for (const mode of ['light', 'dark'] as const) {
  test(`the banner by keyboard only in ${mode} mode`, async ({ page, context }) => {
    const { containerLoads } = await watchThirdParties(context);
    await gotoInMode(page, '/kopersinformatie', mode);
    // Focus moves into the question when it appears.
    await expect(banner(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('link', { name: 'cookieverklaring' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('button', { name: 'Alles weigeren' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('button', { name: 'Alles accepteren' })).toBeFocused();
    await page.keyboard.press('Tab');
    const settingsButton = banner(page).getByRole('button', { name: 'Instellingen' });
    await expect(settingsButton).toBeFocused();

    // The settings: focus inside, each category reachable, Escape closes and returns.
    await page.keyboard.press('Enter');
    const settings = page.getByRole('dialog', { name: 'Cookie-instellingen' });
    await expect(settings).toBeVisible();
    await expect(settings.getByRole('checkbox', { name: 'Statistieken' })).not.toBeChecked();
    await expect(settings.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
    await expectNoAxeViolations(page);
    const analytics = settings.getByRole('checkbox', { name: 'Statistieken' });
    await tabTo(page, analytics, 10);
    await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();
    await expect(settingsButton).toBeFocused();

    // Escape leaves the banner for the page without choosing: a keyboard user may read first.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'Naar de inhoud' })).toBeFocused();
    await expect(banner(page)).toBeVisible();
    await expectNoAxeViolations(page);

    // Back to the question by Tab alone, past the page's links, and choosing there.
    await tabTo(page, banner(page).getByRole('button', { name: 'Alles weigeren' }), 150);
    await page.keyboard.press('Enter');
    await expect(banner(page)).toBeHidden();
    expect(containerLoads).toEqual([]);
  });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
])
  for (const mode of ['light', 'dark'] as const)
    test(`the banner has no axe violations at ${viewport.width} px in ${mode} mode`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await gotoInMode(page, '/', mode);
      await expect(banner(page)).toBeVisible();
      await expectNoAxeViolations(page);
    });

test('on a phone the banner is never the largest paint of the five pages, and shifts nothing', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // What the browser reports while each page loads: where its largest paint was, and every layout shift.
  await page.addInitScript(() => {
    const seen = { largestInBanner: null as boolean | null, shift: 0 };
    Object.assign(window, { paintsSeen: seen });
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined;
      if (last) seen.largestInBanner = Boolean(last.element?.closest('[role="dialog"]'));
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        seen.shift += (entry as PerformanceEntry & { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const paintsSeen = () =>
    page.evaluate(
      () =>
        // Two frames after the banner drew, its paint (had it been the largest) has been reported.
        new Promise((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              setTimeout(() => resolve((window as Window & { paintsSeen?: unknown }).paintsSeen)),
            ),
          ),
        ),
    );
  for (const path of PAGES) {
    await page.goto(path);
    await expect(banner(page)).toBeVisible();
    await expect.poll(paintsSeen, path).toEqual({ largestInBanner: false, shift: 0 });
  }
});

test('the cookie statement lists the categories and reopens the settings, clicked before the page’s code arrived', async ({
  page,
}) => {
  // The page's scripts are held until after the clicks, as a slow phone's visitor may click before they arrive.
  let releaseScripts = () => {};
  const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/_next/static/**/*.js', async (route) => {
    await scriptsReleased;
    await route.continue();
  });
  await page.goto('/gebruikersinformatie/cookieverklaring', { waitUntil: 'domcontentloaded' });
  await banner(page).getByRole('button', { name: 'Alles weigeren' }).click();
  const categories = page.getByRole('region', { name: 'Cookiecategorieën' });
  for (const title of ['Strikt noodzakelijk', 'Statistieken', 'Marketing'])
    await expect(categories.getByRole('heading', { name: title, level: 3 })).toBeVisible();
  await expect(categories.getByRole('table', { name: 'Cookies: Statistieken' })).toContainText('_ga');
  await categories.getByRole('button', { name: 'Cookie-instellingen' }).click();
  const settings = page.getByRole('dialog', { name: 'Cookie-instellingen' });
  await expect(settings).toBeHidden();
  releaseScripts();
  // Once the scripts arrive and hydrate: beside the other tests on two cores that can take longer than 5 s.
  await expect(settings).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(`${DEFAULT_URL}/gebruikersinformatie/cookieverklaring`);
});
