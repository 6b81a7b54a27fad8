// Interaction latency for `npm run bench` (alone: npm run bench:interactions): how long a visitor's tap or keystroke
// takes until the next paint, as Chrome's INP counts it, on the phone of the first-screen runs (a Pixel 5, its CPU
// 4 × slower). Each interaction runs on a fresh page (new context: no draft, no stored choice) once it has hydrated
// and gone idle; the figures come from the page's own Event Timing entries (PerformanceObserver, type "event",
// threshold 16 ms). Per interaction (entries grouped by interactionId) the longest event counts, and for a
// keystroke sequence the slowest of its interactions. Event Timing rounds durations to 8 ms, and reports nothing
// under 16 ms ("<16"). The floor is a tap on the heading of the bare Next.js page and of the site's own shell
// (/bare-test), measured in the same run: React's event dispatch with nothing to do.
//
// What Event Timing does not see: work a tap starts asynchronously (a chunk fetched, then rendered) lands after the
// tap's next paint. The phone menu, the cookie settings and the market switch do most of their work that way.
import { chromium, devices } from '@playwright/test';
import { log, percentile } from './bench-tools.mjs';
import { BROWSER_PATH } from './browsers.mjs';
import { refusedConsentCookie } from './consent-choice.mjs';
import { CHROMIUM_ARGS } from './page-weight.mjs';

export const INTERACTION_BUDGET_MS = 200;
const CPU_SLOWDOWN = 4;
const PHONE = devices['Pixel 5'];
/** Between keystrokes: a quick thumb on a phone keyboard. */
const TYPING_DELAY_MS = 80;
/** Chrome's INP does not count interactions under 16 ms; Event Timing's lowest threshold. */
const DURATION_THRESHOLD_MS = 16;

/** In the page, before any of its scripts: every event entry from navigation on, kept for the bench to read. */
function observeEventTiming(threshold) {
  const entries = [];
  Object.defineProperty(window, '__benchEventTimings', { value: entries });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      entries.push({
        name: entry.name,
        interactionId: entry.interactionId,
        startTime: entry.startTime,
        duration: entry.duration,
      });
  }).observe({ type: 'event', durationThreshold: threshold, buffered: true });
}

/** Resolves once React has hydrated the element (it carries its fiber). */
async function hydrated(locator) {
  const element = await locator.elementHandle();
  try {
    await locator
      .page()
      .waitForFunction((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')), element, {
        polling: 50,
      });
  } finally {
    await element.dispose();
  }
}

/** Two frames and an idle period: what hydration and the page's first effects scheduled has run. */
async function untilIdle(page) {
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 3_000 })),
        ),
      ),
  );
}

/**
 * The interaction figure for everything from `since` on: per interactionId its longest event, then the longest of
 * those (one tap is one interaction; a typed word is one per key). 0 when no interaction reached the threshold.
 * Entries arrive after the paint that ends them, so this waits until no new ones come.
 */
async function interactionFigure(page, since) {
  let previous = -1;
  let entries = [];
  for (let round = 0; round < 20; round++) {
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 150))),
        ),
    );
    entries = await page.evaluate(
      (start) => window.__benchEventTimings.filter((entry) => entry.startTime >= start),
      since,
    );
    if (entries.length === previous) break;
    previous = entries.length;
  }
  const interactions = new Map();
  for (const { interactionId, duration } of entries)
    if (interactionId > 0)
      interactions.set(interactionId, Math.max(interactions.get(interactionId) ?? 0, duration));
  return Math.max(0, ...interactions.values());
}

/** Waits for `locator`'s value to differ from `before` (a choice made by keyboard took). */
async function valueChanged(locator, before, timeout) {
  const element = await locator.elementHandle();
  try {
    await locator.page().waitForFunction(([node, previous]) => node.value !== previous, [element, before], {
      polling: 20,
      timeout,
    });
  } finally {
    await element.dispose();
  }
}

/** Focused by a click (before the measurement) and its text selected, then `text` typed key by key. */
const typing = (field, text) => ({
  probe: field,
  prepare: async (page) => {
    await field(page).click();
    await page.keyboard.press('ControlOrMeta+A');
  },
  act: async (page) => {
    await page.keyboard.type(text, { delay: TYPING_DELAY_MS });
    const typed = await field(page).inputValue();
    if (typed !== text) throw new Error(`typed "${text}", the field holds "${typed}"`);
  },
});

/** A tap on `target`, then `done` waits for what it shows. */
const tapping = (target, done = async () => {}) => ({
  probe: target,
  // Scrolled beforehand: the tap alone is measured.
  prepare: (page) => target(page).scrollIntoViewIfNeeded(),
  act: async (page) => {
    await target(page).tap();
    await done(page);
  },
});

/** A select (or another control) focused beforehand, then one arrow key: the next option, by keyboard. */
const nextOption = (select) => ({
  probe: select,
  prepare: async (page) => {
    await select(page).focus();
    return select(page).inputValue();
  },
  act: async (page, before) => {
    await page.keyboard.press('ArrowDown');
    // Where the arrow opens the list instead of choosing (a phone's select), Enter takes the option it moved to.
    await valueChanged(select(page), before, 2_000).catch(async () => {
      await page.keyboard.press('Enter');
      await valueChanged(select(page), before, 5_000);
    });
  },
});

const menuButton = (page) => page.getByRole('button', { name: 'Menu', exact: true });
const menuDialog = (page) => page.getByRole('dialog', { name: 'Menu' });
const openMenu = async (page) => {
  await menuButton(page).tap();
  await menuDialog(page).waitFor();
};
const banner = (page) => page.getByRole('dialog', { name: 'Cookies op Stroomplein' });
const bannerButton = (name) => (page) => banner(page).getByRole('button', { name, exact: true });
const settingsDialog = (page) => page.getByRole('dialog', { name: 'Cookie-instellingen' });
const openSettings = async (page) => {
  await bannerButton('Instellingen')(page).tap();
  await settingsDialog(page).waitFor();
};
/** The page has hydrated: the phone header's menu is a button only then (a link before). */
const headerHydrated = menuButton;
const heading = (page) => page.locator('h1').first();
/** A control by the start of its label: a required field's label ends in an asterisk. */
const byLabel = (label) => (page) => page.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));
const errorSummary = (page) => page.getByText(/vragen? nog aandacht/);

/** A flow's first step: the name typed, then "Volgende" with the e-mail address and phone number still empty. */
const flowRows = (name, path) => [
  { label: `${name}: naam typen`, path, ...typing(byLabel('Naam'), 'Koen Koper') },
  {
    label: `${name}: Volgende met fouten`,
    path,
    probe: (page) => page.getByRole('button', { name: 'Volgende' }),
    // Filling in a field is what loads the step checks; they are in place before the tap, as for a visitor.
    prepare: async (page) => {
      await byLabel('Naam')(page).fill('Koen Koper');
      await page.waitForTimeout(500);
    },
    act: async (page) => {
      await page.getByRole('button', { name: 'Volgende' }).tap();
      await errorSummary(page).waitFor();
    },
  },
];

/**
 * The interactions, each on its own page: `probe` (default: the element acted on) must have hydrated, `prepare`
 * runs before the measurement (its result goes to `act`), `act` is measured and waits for its visible effect.
 * `visit: 'first'` is a first visit (the cookie question shown); every other page a returning visitor's.
 */
const INTERACTIONS = [
  {
    label: 'calculator koper: jaarverbruik typen',
    path: '/calculator/koper',
    ...typing(byLabel('Jaarverbruik (kWh)'), '4200'),
  },
  {
    label: 'calculator koper: gezinsgrootte kiezen (pijltje)',
    path: '/calculator/koper',
    ...nextOption(byLabel('Gezinsgrootte')),
  },
  {
    label: 'calculator verkoper: piekvermogen typen',
    path: '/calculator/verkoper',
    ...typing(byLabel('Piekvermogen (kWp)'), '6,5'),
  },
  {
    label: 'calculator verkoper: aantal panelen aanvinken',
    path: '/calculator/verkoper',
    ...tapping(byLabel('Ik ken het aantal panelen'), (page) => byLabel('Aantal panelen')(page).waitFor()),
  },
  {
    label: 'calculator verkoper: richting kiezen (pijltje)',
    path: '/calculator/verkoper',
    ...nextOption(byLabel('Richting van je panelen')),
  },
  {
    label: 'calculator GVO: piekvermogen typen',
    path: '/calculator/calculator-gvo',
    ...typing(byLabel('Piekvermogen (kWp)'), '7,2'),
  },
  {
    label: 'calculator GVO: jaarproductie aanvinken',
    path: '/calculator/calculator-gvo',
    ...tapping(byLabel('Ik ken mijn jaarproductie'), (page) =>
      byLabel('Jaarproductie (kWh)')(page).waitFor(),
    ),
  },
  {
    label: 'partnercalculator koper: jaarverbruik typen',
    path: '/calculator/koper-buurtstroom-leuven',
    ...typing(byLabel('Jaarverbruik (kWh)'), '2800'),
  },
  {
    label: 'partnercalculator verkoper: aantal panelen typen',
    path: '/calculator/verkoper-zonnedak-vlaanderen',
    ...typing(byLabel('Aantal panelen'), '16'),
  },
  {
    label: 'uitleg bij een term: Tab erheen (tooltip)',
    path: '/calculator/koper',
    probe: byLabel('Jaarverbruik (kWh)'),
    // Focus on the field before the term; any focus or key loads the tooltip layer, which then holds the term.
    prepare: async (page) => {
      await byLabel('Jaarverbruik (kWh)')(page).focus();
      await page.locator('button[data-state]', { hasText: 'energiecomponent' }).waitFor();
    },
    act: async (page) => {
      await page.keyboard.press('Tab');
      await page.locator('button[data-state$="open"]', { hasText: 'energiecomponent' }).waitFor();
    },
  },
  {
    label: 'menu openen (telefoon)',
    path: '/',
    ...tapping(menuButton, (page) => menuDialog(page).waitFor()),
  },
  {
    label: 'menu sluiten',
    path: '/',
    probe: menuButton,
    prepare: openMenu,
    act: async (page) => {
      await menuDialog(page).getByRole('button', { name: 'Sluiten' }).tap();
      await menuDialog(page).waitFor({ state: 'hidden' });
    },
  },
  {
    // On a phone the switch is in the menu.
    label: 'kleurmodus: Donker (in het menu)',
    path: '/',
    probe: menuButton,
    prepare: openMenu,
    act: async (page) => {
      await menuDialog(page).getByRole('button', { name: 'Donker' }).tap();
      await page.locator('html.dark').waitFor({ state: 'attached' });
    },
  },
  {
    label: 'FAQ: vraag openen',
    path: '/energie-delen',
    ...tapping(
      (page) => page.locator('summary', { hasText: 'Wat is energie delen precies?' }),
      (page) => page.locator('details[open] summary', { hasText: 'Wat is energie delen precies?' }).waitFor(),
    ),
  },
  ...flowRows('kopersflow', '/koper'),
  ...flowRows('verkopersflow', '/verkoper'),
  {
    label: 'cookievraag: Alles weigeren',
    path: '/',
    visit: 'first',
    ...tapping(bannerButton('Alles weigeren'), (page) => banner(page).waitFor({ state: 'detached' })),
    probe: headerHydrated,
  },
  {
    label: 'cookievraag: Alles accepteren',
    path: '/',
    visit: 'first',
    ...tapping(bannerButton('Alles accepteren'), (page) => banner(page).waitFor({ state: 'detached' })),
    probe: headerHydrated,
  },
  {
    label: 'cookievraag: Instellingen openen',
    path: '/',
    visit: 'first',
    ...tapping(bannerButton('Instellingen'), (page) => settingsDialog(page).waitFor()),
    probe: headerHydrated,
  },
  {
    label: 'cookie-instellingen: Statistieken aanvinken',
    path: '/',
    visit: 'first',
    probe: headerHydrated,
    prepare: openSettings,
    act: async (page) => {
      const category = byLabel('Statistieken')(settingsDialog(page));
      await category.tap();
      if (!(await category.isChecked())) throw new Error('Statistieken is not checked');
    },
  },
  {
    label: 'cookie-instellingen: Keuze opslaan',
    path: '/',
    visit: 'first',
    probe: headerHydrated,
    prepare: openSettings,
    act: async (page) => {
      await settingsDialog(page).getByRole('button', { name: 'Keuze opslaan' }).tap();
      await settingsDialog(page).waitFor({ state: 'hidden' });
    },
  },
  {
    label: 'voorbeeldbalk: markt wisselen (pijltje)',
    path: '/calculator/koper',
    preview: true,
    ...nextOption((page) => page.locator('select[name="market"]')),
  },
];

/** Taps on the heading of a page with nothing to do: the floor every other figure stands on. */
const floor = (label, url) => ({ label, url, ...tapping(heading) });

/**
 * One run of `interaction` on a fresh phone page: its figure in ms (0: under the threshold). Requests for the tag
 * manager are refused (the bench's container does not exist, and the machine may be offline).
 */
async function measure(browser, interaction, { consentCookie, previewUrl }) {
  const context = await browser.newContext({ ...PHONE, locale: 'nl-BE' });
  try {
    context.setDefaultTimeout(30_000);
    if (interaction.visit !== 'first' && consentCookie) await context.addCookies([consentCookie]);
    await context.route(
      (url) => url.pathname.endsWith('/gtm.js'),
      (route) => route.abort(),
    );
    await context.addInitScript(observeEventTiming, DURATION_THRESHOLD_MS);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(interaction.preview ? previewUrl(interaction.path) : interaction.url, {
      waitUntil: 'load',
    });
    await hydrated(interaction.probe(page));
    await untilIdle(page);
    const prepared = await interaction.prepare?.(page);
    await untilIdle(page);
    const since = await page.evaluate(() => performance.now());
    await interaction.act(page, prepared);
    return await interactionFigure(page, since);
  } finally {
    await context.close();
  }
}

const shown = (ms) => (ms < DURATION_THRESHOLD_MS ? `<${DURATION_THRESHOLD_MS}` : String(Math.round(ms)));

/**
 * Runs every interaction `runs` times, in turns (the first run of each, then the second…), on the site at `origin`
 * (a build with a tag-manager container asks the cookie question; started with ENABLE_TEST_PAGES for /bare-test
 * and with STROOMPLEIN_PREVIEW_SECRET = `previewSecret` for the preview toolbar), the floor on the bare page at
 * `bareOrigin` when given. Resolves with one row per interaction for console.table; rows it could not measure
 * (no cookie question, no secret) are left out, a failed run is shown as "fout".
 */
export async function runInteractionBench({ origin, bareOrigin, previewSecret, runs = 5 }) {
  const browser = await chromium.launch({ executablePath: BROWSER_PATH, args: CHROMIUM_ARGS });
  try {
    const consentCookie = await refusedConsentCookie(browser, origin);
    if (!consentCookie) log('interacties: deze build stelt geen cookievraag, die rijen vallen weg');
    if (!previewSecret) log('interacties: geen voorbeeldsleutel, de voorbeeldbalk valt weg');
    const previewUrl = (path) =>
      `${origin}/api/draft-mode/enable?secret=${encodeURIComponent(previewSecret)}&redirect=${encodeURIComponent(path)}`;
    const interactions = [
      ...(bareOrigin ? [floor('kale Next.js-pagina: tik op de kop (vloer)', `${bareOrigin}/`)] : []),
      floor('/bare-test (lay-out van de site): tik op de kop', `${origin}/bare-test`),
      ...INTERACTIONS.filter(
        (interaction) =>
          (interaction.visit !== 'first' || consentCookie) && (!interaction.preview || previewSecret),
      ).map((interaction) => ({ ...interaction, url: `${origin}${interaction.path}` })),
    ];
    const figures = new Map(interactions.map(({ label }) => [label, []]));
    for (let run = 1; run <= runs; run++) {
      log(`interacties: ronde ${run} van ${runs}`);
      for (const interaction of interactions) {
        try {
          const ms = await measure(browser, interaction, { consentCookie, previewUrl });
          log(`${interaction.label}: ${shown(ms)} ms`);
          figures.get(interaction.label).push(ms);
        } catch (error) {
          log(`interactie mislukt: ${interaction.label}: ${error.message.split('\n')[0]}`);
          figures.get(interaction.label).push(null);
        }
      }
    }
    return interactions.map(({ label, url }) => {
      const measured = figures.get(label);
      const valid = measured.filter((ms) => ms !== null).sort((a, b) => a - b);
      const median = valid.length === measured.length ? percentile(valid, 0.5) : null;
      return {
        interactie: label,
        // The bare page is another server: its address in full.
        pagina: url.startsWith(origin) ? new URL(url).pathname : url,
        'runs ms': measured.map((ms) => (ms === null ? 'fout' : shown(ms))).join(' · '),
        'mediaan ms': median === null ? 'n.v.t.' : shown(median),
        budget: `${INTERACTION_BUDGET_MS} ms`,
        oordeel: median === null ? 'fout' : median <= INTERACTION_BUDGET_MS ? 'ok' : 'over',
      };
    });
  } finally {
    await browser.close();
  }
}

/** The budget line for a run's rows: every interaction's median within the budget. */
export function interactionBudget(rows) {
  const over = rows.filter((row) => row.oordeel !== 'ok');
  return [
    `interacties op de telefoon (CPU × ${CPU_SLOWDOWN}) ≤ ${INTERACTION_BUDGET_MS} ms, mediaan (${
      over.length === 0
        ? `alle ${rows.length}`
        : `${over.length} niet: ${over.map((row) => `${row.interactie} ${row['mediaan ms']}`).join(', ')}`
    })`,
    over.length === 0,
  ];
}
