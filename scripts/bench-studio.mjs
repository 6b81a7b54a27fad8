// npm run bench:studio: what an editor waits for in the Studio on this machine, at a desktop's speed: the Studio
// loaded until its tools show, a document opened from a link until its title is in the form, and a new page from
// the "+" button until its empty form takes a title. Each run in a new browser (no cache, as a first visit of the
// day); the median of the runs beside the budget in docs/performance.md.
//   --runs <n>       runs per step (default 5)
//   --origin <url>   measure a site already running there, with the Firebase emulators, instead of building one
import { chromium } from '@playwright/test';
import { parseArgs } from 'node:util';
import { benchSiteWithEmulators, log } from './lib/bench-tools.mjs';
import { BROWSER_PATH } from './lib/browsers.mjs';
import { CHROMIUM_ARGS } from './lib/page-weight.mjs';
import { EDITOR, sessionCookie } from './lib/site-session.mjs';
import { VISITOR_USER_AGENT } from './lib/visitor-agent.mjs';

/** The budget of docs/performance.md, in milliseconds; the other steps are printed beside it. */
const NEW_PAGE_BUDGET = 2_000;

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, origin: { type: 'string' } },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number from 1');

const children = [];
process.on('exit', () => children.forEach((child) => child.kill()));

let origin = values.origin;
if (!origin) {
  const PORT = 4110;
  children.push(...(await benchSiteWithEmulators(PORT)).children);
  origin = `http://127.0.0.1:${PORT}`;
}

const cookie = await sessionCookie(origin, EDITOR);
const [name, value] = [cookie.slice(0, cookie.indexOf('=')), cookie.slice(cookie.indexOf('=') + 1)];
const browser = await chromium.launch({ executablePath: BROWSER_PATH, args: CHROMIUM_ARGS });

/** One cold run: a new browser context signed in as the editor, the three steps in an editor's order. */
async function run() {
  const context = await browser.newContext({ userAgent: VISITOR_USER_AGENT, locale: 'nl-BE' });
  await context.addCookies([{ name, value, url: origin }]);
  const page = await context.newPage();
  const timed = async (step) => {
    const started = performance.now();
    await step();
    return Math.round(performance.now() - started);
  };
  const title = () => page.locator('[data-testid="field-title"]').getByRole('textbox');
  try {
    const studio = await timed(async () => {
      await page.goto(`${origin}/studio/structure`);
      await page.getByRole('link', { name: 'Structuur', exact: true }).first().waitFor({ timeout: 60_000 });
    });
    const newPage = await timed(async () => {
      await page.getByTestId('new-document-button').click();
      await page.getByTestId('create-new-page').click();
      await title().waitFor({ timeout: 60_000 });
      await page.waitForFunction(
        () => document.querySelector('[data-testid="field-title"] input:not([readonly])') !== null,
      );
    });
    const opened = await timed(async () => {
      await page.goto(`${origin}/studio/intent/edit/id=page-overons;type=page/`);
      await page.waitForFunction(
        () => document.querySelector('[data-testid="field-title"] input')?.value === 'Over ons',
        undefined,
        { timeout: 60_000 },
      );
    });
    return { studio, document: opened, newPage };
  } finally {
    await context.close();
  }
}

const results = [];
for (let index = 0; index < runs; index++) {
  results.push(await run());
  log(`run ${index + 1}: ${JSON.stringify(results.at(-1))}`);
}
await browser.close();

const labels = {
  studio: 'Studio geladen (tot de navigatie)',
  document: 'document geopend via een link',
  newPage: 'nieuwe pagina: "+" tot het lege formulier',
};
for (const [key, label] of Object.entries(labels)) {
  const figures = results.map((result) => result[key]).sort((a, b) => a - b);
  const median = figures[Math.floor(figures.length / 2)];
  const verdict =
    key === 'newPage' ? `, budget ${NEW_PAGE_BUDGET} ms ${median <= NEW_PAGE_BUDGET ? '✓' : '✗'}` : '';
  console.log(`${label}: mediaan ${median} ms (${figures.join(', ')})${verdict}`);
}
