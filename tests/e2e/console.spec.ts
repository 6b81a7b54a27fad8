import { expect, test, type ConsoleMessage } from '@playwright/test';
import { publicRoutes } from '../../scripts/lib/public-routes.mjs';
import { PRODUCTION_URL, waitForHydration } from './fixtures';

/** A route's own error status, which Chromium reports as a failed resource: the page itself says it, in Dutch. */
const ownStatus = (message: ConsoleMessage, route: string) =>
  /Failed to load resource: the server responded with a status of 404/.test(message.text()) &&
  new URL(message.location().url).pathname === route;

test('no public route logs a console error or an uncaught exception while it loads and hydrates', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  let route = '';
  page.on('console', (message) => {
    if (message.type() === 'error' && !ownStatus(message, route)) errors.push(`${route}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${route}: ${error.message}`));
  // The bundled dataset's routes, on the server no test writes to.
  for (route of await publicRoutes(PRODUCTION_URL)) {
    await page.goto(`${PRODUCTION_URL}${route}`);
    // Pages with the colour-mode switch hydrate first; those that move on by themselves (sign-out) end elsewhere.
    if (await page.getByRole('group', { name: 'Kleurmodus' }).count()) await waitForHydration(page);
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);
});
