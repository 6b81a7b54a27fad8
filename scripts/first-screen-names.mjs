// npm run styles:first-screen: serves the current production build (next build first), opens every public route
// on a phone and a desktop, light and dark, and writes the classes and element kinds of their first screens to
// lib/server/site-styles/first-screen-names.json. The next build inlines the rules for those into every page
// (lib/server/site-styles/build.mjs). Run it when a change puts a new class or kind of element on a first screen; the
// e2e test "first-screen.spec" says when.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from './lib/page-weight.mjs';
import { VISITOR_USER_AGENT } from './lib/visitor-agent.mjs';
import { ROOT, serve } from './lib/bench-tools.mjs';
import { namesOnFirstScreen, FIRST_SCREENS } from './lib/first-screen.mjs';
import { publicRoutes } from './lib/public-routes.mjs';
import { refusedConsentCookie } from './lib/consent-choice.mjs';
import { FIRST_SCREEN_NAMES } from '../lib/server/site-styles/paths.mjs';
import { BROWSER_PATH } from './lib/browsers.mjs';

const PORT = 4110;

/** Some pages move on by themselves after loading (sign-out, e-mail verification): read the page they end on. */
async function namesAfterNavigations(page) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await page.evaluate(namesOnFirstScreen);
    } catch (error) {
      if (attempt === 3) throw error;
      await page.waitForLoadState('load');
    }
  }
}
const origin = `http://127.0.0.1:${PORT}`;
const server = await serve(ROOT, PORT);
const browser = await chromium.launch({
  executablePath: BROWSER_PATH,
  args: CHROMIUM_ARGS,
});
try {
  const routes = await publicRoutes(origin);
  // A returning visitor's screens: the cookie question comes after the page has its stylesheet, so its classes
  // stay out of every page's HTML.
  const consent = await refusedConsentCookie(browser, origin);
  const names = new Set();
  for (const screen of FIRST_SCREENS) {
    const context = await browser.newContext({
      viewport: screen.viewport,
      colorScheme: screen.colorScheme,
      userAgent: VISITOR_USER_AGENT,
    });
    if (consent) await context.addCookies([consent]);
    const page = await context.newPage();
    for (const route of routes) {
      await page.goto(`${origin}${route}`, { waitUntil: 'load' });
      for (const name of await namesAfterNavigations(page)) names.add(name);
    }
    await context.close();
  }
  const sorted = [...names].sort();
  writeFileSync(join(ROOT, FIRST_SCREEN_NAMES), `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(
    `${sorted.length} klassen en soorten elementen op de eerste schermen van ${routes.length} routes → ${FIRST_SCREEN_NAMES}`,
  );
} finally {
  await browser.close();
  server.kill();
}
