import { expect, test, type Page, type Route } from '@playwright/test';
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { FIRST_SCREENS, namesOnFirstScreen } from '../../scripts/lib/first-screen.mjs';
import { publicRoutes } from '../../scripts/lib/public-routes.mjs';
import firstScreenNames from '@/lib/server/site-styles/first-screen-names.json';
import { PARTNER_PRESETS } from '@/lib/domain/calculators/presets';
import { CONSENT_GIVEN, PRODUCTION_URL } from './fixtures';

/** The pages the bench measures: home, a CMS page, a legal page, the calculator and the buyer flow. */
const MEASURED_PAGES = [
  '/',
  '/kopersinformatie',
  '/gebruikersinformatie/privacyverklaring',
  '/calculator/koper',
  '/koper',
];
const STYLESHEET = '**/_next/static/css/site-*.css';

/**
 * Pixels that differ visibly between two screenshots of the same size, and the box around them. Anti-aliased edges
 * may differ by a shade between two paints of the same styles (rounded corners repainted when the stylesheet
 * arrives); no more than that.
 */
async function differingPixels(first: Buffer, second: Buffer) {
  const a = await sharp(first).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const b = await sharp(second).ensureAlpha().raw().toBuffer();
  const { width } = a.info;
  let count = 0;
  const box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
  for (let pixel = 0; pixel < a.data.length; pixel += 4) {
    if (![0, 1, 2, 3].some((channel) => Math.abs(a.data[pixel + channel]! - b[pixel + channel]!) > 8))
      continue;
    count++;
    const x = (pixel / 4) % width;
    const y = Math.floor(pixel / 4 / width);
    Object.assign(box, {
      left: Math.min(box.left, x),
      top: Math.min(box.top, y),
      right: Math.max(box.right, x),
      bottom: Math.max(box.bottom, y),
    });
  }
  return { count, box };
}

/**
 * Two screenshots show the same pixels. When they do not, the message says where, and both are attached to the
 * report to be looked at.
 */
async function expectSamePixels(actual: Buffer, expected: Buffer, message: string) {
  const { count, box } = await differingPixels(actual, expected);
  if (count > 0)
    for (const [name, body] of [
      ['actual', actual],
      ['expected', expected],
    ] as const) {
      const file = test.info().outputPath(`${name}-${test.info().attachments.length}.png`);
      await writeFile(file, body);
      await test.info().attach(`${message} (${name})`, { path: file, contentType: 'image/png' });
    }
  const where =
    count > 0 ? ` (they differ within x ${box.left}–${box.right}, y ${box.top}–${box.bottom})` : '';
  expect(count, `${message}${where}`).toBe(0);
}

/** Holds every request for the whole stylesheet until `release` is called, as a slow network would. */
async function holdStylesheet(page: Page) {
  const held: Route[] = [];
  await page.route(STYLESHEET, (route) => {
    held.push(route);
  });
  return {
    requested: () => held.length > 0,
    release: async () => {
      await Promise.all(held.map((route) => route.continue()));
      await page.unroute(STYLESHEET);
    },
  };
}

const stylesheetFiles = () => [...document.styleSheets].flatMap((sheet) => (sheet.href ? [sheet.href] : []));

/**
 * The first screen once painted (the colour mode is set). The colour-mode switch is masked: it marks the active
 * mode when the page hydrates, and a page waits for the stylesheet before it hydrates (the scripts come after it).
 */
async function firstScreenShot(page: Page) {
  await expect(page.locator('html')).toHaveClass(/\b(light|dark)\b/);
  // Images on the first screen are drawn: a picture still loading or decoding (an inline one is loaded at once,
  // decoded later) is not a style.
  await page.waitForFunction(() =>
    [...document.images].every((image) => image.getBoundingClientRect().top >= innerHeight || image.complete),
  );
  await page.evaluate(() =>
    Promise.all(
      [...document.images]
        .filter((image) => image.getBoundingClientRect().top < innerHeight)
        .map((image) => image.decode().catch(() => undefined)),
    ),
  );
  const shoot = () =>
    page
      .screenshot({
        animations: 'disabled',
        caret: 'hide',
        mask: [page.locator('[role="group"][aria-label="Kleurmodus"]')],
      })
      // Chromium on a loaded machine now and then fails to capture a frame of a painted page (a protocol error, not a
      // page that looks wrong): taken once more.
      .catch((error: unknown) => {
        if (error instanceof Error && error.message.includes('Unable to capture screenshot'))
          return undefined;
        throw error;
      });
  // A frame is captured as far as the compositor has drawn it: on a loaded machine a decoded image or a tile can
  // follow a frame later. What the page shows is what two frames in a row show, as Playwright's toHaveScreenshot
  // waits for.
  let previous = await shoot();
  for (let frame = 0; frame < 20; frame++) {
    const current = await shoot();
    if (previous && current?.equals(previous)) return current;
    previous = current;
  }
  throw new Error(
    'the first screen did not stop changing: twenty screenshots in a row, none equal to the one before',
  );
}

test.describe('the first screen is painted from the styles inside the HTML', () => {
  for (const screen of FIRST_SCREENS) {
    test(`${screen.name}: each measured page looks the same before the stylesheet arrives as after`, async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({
        viewport: screen.viewport,
        colorScheme: screen.colorScheme,
        storageState: CONSENT_GIVEN,
      });
      const page = await context.newPage();
      for (const path of MEASURED_PAGES) {
        await page.goto(path);
        const styled = await firstScreenShot(page);
        // By the load event the whole stylesheet applies, so the rest of the page is styled before it is seen.
        expect(await page.evaluate(stylesheetFiles), path).toEqual([
          expect.stringMatching(/\/site-\w+\.css$/),
        ]);

        const stylesheet = await holdStylesheet(page);
        // Only the HTML: the held stylesheet keeps the parser (and so the load events) waiting at its link.
        await page.goto(path, { waitUntil: 'commit' });
        const beforeStylesheet = await firstScreenShot(page);
        expect(stylesheet.requested(), `${path}: the stylesheet is still fetched`).toBe(true);
        expect(await page.evaluate(stylesheetFiles), `${path}: painted before any stylesheet file`).toEqual(
          [],
        );
        await expectSamePixels(beforeStylesheet, styled, `${path}: the same pixels as the fully styled page`);

        // When the stylesheet arrives nothing on the first screen moves.
        await page.evaluate(() => {
          (window as unknown as { shifts: number }).shifts = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              (window as unknown as { shifts: number }).shifts += (
                entry as unknown as { value: number }
              ).value;
          }).observe({ type: 'layout-shift' });
        });
        await stylesheet.release();
        await expect.poll(() => page.evaluate(stylesheetFiles)).toHaveLength(1);
        expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts), path).toBe(0);
        await expectSamePixels(await firstScreenShot(page), styled, `${path}: unchanged once styled`);
      }
      await context.close();
    });
  }

  test('every public route keeps its first screen to the classes and kinds of element whose rules are inlined', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const inlined = new Set<string>(firstScreenNames);
    const partnerCalculators = PARTNER_PRESETS.map((preset) => `/calculator/${preset.kind}-${preset.slug}`);
    // The bundled dataset's routes, on the server no test writes to: the inlined classes were gathered from them, and
    // a page another test publishes meanwhile (any block first) is not what this checks.
    const routes = [...(await publicRoutes(PRODUCTION_URL)), ...partnerCalculators];
    const missing: string[] = [];
    for (const screen of FIRST_SCREENS) {
      const context = await browser.newContext({
        viewport: screen.viewport,
        colorScheme: screen.colorScheme,
        storageState: CONSENT_GIVEN,
      });
      const page = await context.newPage();
      for (const route of routes) {
        await page.goto(`${PRODUCTION_URL}${route}`);
        const names = await page.evaluate(namesOnFirstScreen).catch(async () => {
          await page.waitForLoadState('load');
          return page.evaluate(namesOnFirstScreen);
        });
        for (const name of names) if (!inlined.has(name)) missing.push(`${screen.name} ${route}: ${name}`);
      }
      await context.close();
    }
    // When this fails: npm run styles:first-screen, then a new build.
    expect(missing).toEqual([]);
  });
});
