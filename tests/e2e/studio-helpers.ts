import { expect as baseExpect, test as base, type Locator, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { EDITOR } from './firebase';
import { idToken } from '../../scripts/lib/site-session.mjs';
import { UNKNOWN_ENDPOINT_HEADER } from '../../lake/errors';
import { NETHERLANDS_HOST } from './fixtures';

// Helpers for the tests of the real Studio in Chromium against the local Content Lake: together they are the Studio
// compatibility check (`npm run test:studio`) an upgrade of Sanity runs.

// The Studio is a large single-page app: on a busy 2-core machine its panes can take longer than the default 5 s.
export const expect = baseExpect.configure({ timeout: 15_000 });

export const tools = (page: Page) => page.getByTestId('tool-collapse-menu');

export interface ConsoleErrors {
  /** A console error the test itself provokes (a refused save): not counted. */
  expect(pattern: RegExp): void;
}

/** What Sanity's Presentation tool logs when the preview's overlays have not connected 8 s after it loaded. */
const OVERLAYS_TIMEOUT = 'Unable to connect to visual editing';

/** In every page of a Studio test: the main thread's long tasks (ms since the epoch, and their length). */
function recordLongTasks() {
  if (window !== window.top) return;
  const tasks: [number, number][] = [];
  Object.assign(window, { __langeTaken: tasks });
  new PerformanceObserver((list) => {
    for (const task of list.getEntries())
      tasks.push([performance.timeOrigin + task.startTime, task.duration]);
  }).observe({ type: 'longtask' });
}

/**
 * Why the preview's overlays were late, for the failure: when its page had loaded, when its scripts arrived, and how
 * busy the main thread it shares with the Studio (the same origin, so the same process) was since.
 */
async function previewTimeline(page: Page): Promise<string> {
  try {
    const preview = page.frames().find((frame) => frame.parentFrame() === page.mainFrame());
    if (!preview) return 'no preview frame';
    const loaded = await preview.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter(
          (entry) => entry.initiatorType === 'script' && entry.responseEnd > (navigation?.loadEventEnd ?? 0),
        )
        .map((entry) => Math.round(entry.responseEnd - (navigation?.loadEventEnd ?? 0)));
      return { at: performance.timeOrigin + (navigation?.loadEventEnd ?? 0), scripts };
    });
    const busy = await page.evaluate(
      (since) =>
        ((window as { __langeTaken?: [number, number][] }).__langeTaken ?? [])
          .filter(([start]) => start >= since)
          .reduce((sum, [, duration]) => sum + duration, 0),
      loaded.at,
    );
    const sinceLoad = Date.now() - loaded.at;
    return `preview loaded ${Math.round(sinceLoad)} ms before; scripts it received after its load: ${loaded.scripts.map((ms) => `+${ms} ms`).join(', ') || 'none'}; long tasks on the shared main thread since its load: ${Math.round(busy)} ms`;
  } catch (error) {
    return `no timeline: ${(error as Error).message}`;
  }
}

/**
 * The Studio tests, each failing if the Studio asked the lake for a route it does not serve (named, first: what a
 * new Studio release needs of the lake), or if any page of its browser context logs a console error or throws an
 * uncaught exception: an editor's day in the Studio leaves the console clean.
 */
export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  consoleErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const refused: string[] = [];
      const unserved = new Set<string>();
      const expected: RegExp[] = [];
      const diagnoses: Promise<void>[] = [];
      await context.addInitScript(recordLongTasks);
      const watch = (page: Page) => {
        page.on('console', (message) => {
          if (message.type() !== 'error') return;
          const error = `${page.url()}: ${message.text()}`;
          errors.push(error);
          if (message.text().startsWith(OVERLAYS_TIMEOUT))
            diagnoses.push(
              previewTimeline(page).then((timeline) => {
                errors[errors.indexOf(error)] = `${error} (${timeline})`;
              }),
            );
        });
        page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
        // Chromium's console names the page, not the request it refused: these say which it was.
        page.on('response', (response) => {
          const endpoint = response.headers()[UNKNOWN_ENDPOINT_HEADER];
          if (endpoint) unserved.add(endpoint);
          if (response.status() >= 400)
            refused.push(
              `${response.request().method()} ${response.url()} ${response.status()} ${response.request().postData()?.slice(0, 400) ?? ''}`,
            );
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use({ expect: (pattern) => expected.push(pattern) });
      await Promise.all(diagnoses);
      baseExpect(
        [...unserved],
        'routes of the Content Lake the Studio asked for and the local lake does not serve',
      ).toEqual([]);
      baseExpect(
        errors.filter((error) => !expected.some((pattern) => pattern.test(error))),
        `console errors (requests refused meanwhile: ${refused.join(', ') || 'none'})`,
      ).toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Signs the editor in on the site as its sign-in page does (an ID token from Firebase handed to /api/session), in
 * the page's browser context, without loading the sign-in page: signing in through that page is the first Studio
 * test's. The test then opens the Studio where it works, loading it once.
 */
export async function signInAsEditor(page: Page, account = EDITOR) {
  const session = await page.request.post('/api/session', { data: { idToken: await idToken(account) } });
  expect(session.status(), await session.text()).toBe(200);
}

/** Waits until the Studio shows its tools (its navigation bar is drawn). */
export async function studioShown(page: Page) {
  await expect(tools(page).getByRole('link', { name: 'Structuur', exact: true })).toBeVisible({
    timeout: 30_000,
  });
}

/** The editor, signed in on the site, in the Studio at `path`. */
export async function openStudio(page: Page, path = '/studio', account = EDITOR) {
  await signInAsEditor(page, account);
  await page.goto(path);
  await studioShown(page);
}

/** A field by name: top level (`title`) or inside a block's dialog (`blocks[_key=="…"].heading`). */
export const field = (scope: Page | Locator, name: string) =>
  scope
    .locator(`[data-testid="field-${name}"], [data-testid^="field-blocks"][data-testid$=".${name}"]`)
    .first();

/**
 * Adds a block from the "Voeg item toe..." menu and waits for its dialog. The form may re-render once while its new
 * draft is stored (the menu closes: open it again), and on a busy machine a click that landed can still run out of
 * time: the block's dialog, not the click, says whether the block was added, so it is never added twice.
 */
export async function addBlock(page: Page, blocks: Locator, name: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: `Blokken / ${name}` });
  await expect(async () => {
    if (!(await dialog.isVisible())) {
      // A click meant for the menu can land on the block above it as the list re-renders, opening that block.
      if (await page.getByRole('dialog').first().isVisible()) await page.keyboard.press('Escape');
      await blocks.getByRole('button', { name: 'Voeg item toe...' }).click();
      await page.getByRole('menuitem', { name, exact: true }).click({ timeout: 5_000 });
    }
    await expect(dialog).toBeVisible();
  }).toPass({ timeout: 30_000 });
  // Its name follows the block's title once one is typed: from here on it is the page's only dialog.
  return page.getByRole('dialog');
}

/** What the test pages hold besides their title and path, typed in the Studio or stored through the API alike. */
const PAGE_TEXT = {
  heroHeading: (title: string) => `${title} – welkom`,
  textHeading: 'Over deze pagina',
  body: 'Geschreven in de lokale Studio.',
  seoTitle: 'Een pagina uit de Studio',
  seoDescription: 'Een pagina die een redacteur in de lokale Studio maakte, met een hero en een tekstblok.',
};

/** A new page with a title, a path, a hero and a text block, not yet published (in a release, if one is named). */
export async function createPage(
  page: Page,
  { title, path, release }: { title: string; path: string; release?: string },
) {
  await page.goto(
    `/studio/intent/create/template=page;type=page/${release ? `?perspective=${release}` : ''}`,
  );
  await expect(page).toHaveURL(/;page;[0-9a-f-]{36}/);
  await field(page, 'title').getByRole('textbox').fill(title);
  await field(page, 'slug').getByRole('textbox').fill(path);
  const blocks = field(page, 'blocks');

  const hero = await addBlock(page, blocks, 'Hero');
  await field(hero, 'heading').getByRole('textbox').fill(PAGE_TEXT.heroHeading(title));
  await page.keyboard.press('Escape');
  await expect(hero).toHaveCount(0);

  const text = await addBlock(page, blocks, 'Tekst');
  await field(text, 'heading').getByRole('textbox').fill(PAGE_TEXT.textHeading);
  await field(text, 'body').locator('[contenteditable="true"]').click();
  await page.keyboard.type(PAGE_TEXT.body);
  await page.keyboard.press('Escape');
  await expect(text).toHaveCount(0);
}

/** Uploads a new SVG image (new bytes each call: the Studio reuses an asset with the same content hash) in a dialog. */
export async function uploadImage(dialog: Locator, name: string) {
  const chooser = dialog.page().waitForEvent('filechooser');
  // Dispatched: in the dialog the "Selecteren" button overlaps this one.
  await dialog.getByRole('button', { name: 'Uploaden' }).first().dispatchEvent('click');
  await (
    await chooser
  ).setFiles({
    name: `${name}.svg`,
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="640" height="360" fill="#1f7a4d"/><text x="20" y="60" font-size="40" fill="#fff">${name} ${Date.now()}</text></svg>`,
    ),
  });
}

export async function fillSeo(page: Page) {
  await page.getByRole('tab', { name: 'SEO' }).click();
  await page.getByTestId('field-seo.title').getByRole('textbox').fill(PAGE_TEXT.seoTitle);
  await page.getByTestId('field-seo.description').getByRole('textbox').fill(PAGE_TEXT.seoDescription);
}

/** What the Studio shows of why Publiceren stays disabled: the document's footer, and the button's own tooltip. */
async function publishHeldBackBy(page: Page): Promise<string> {
  const text = (locator: Locator) =>
    locator.innerText({ timeout: 2_000 }).then(
      (shown) => shown.replace(/\s+/g, ' ').trim(),
      () => '(niet getoond)',
    );
  const footer = await text(page.getByTestId('pane-footer'));
  await page
    .getByTestId('action-publiceren')
    .hover({ force: true, timeout: 2_000 })
    .catch(() => undefined);
  const tooltip = await text(page.locator('[data-ui="Tooltip"]').last());
  return `The document's footer: ${footer}\nThe button's tooltip: ${tooltip}`;
}

/**
 * Publishes the open document; `whileLive` (started at the click) waits for the site, so its time counts from the
 * editor's click, not from the Studio's confirmation.
 */
export async function publish<T>(
  page: Page,
  whileLive?: (published: Promise<number>) => Promise<T>,
): Promise<T | undefined> {
  const button = page.getByTestId('action-publiceren');
  await expect(button)
    .toBeEnabled()
    .catch(async (error: Error) => {
      throw new Error(`${error.message}\n${await publishHeldBackBy(page)}`);
    });
  // Published: the lake holds no draft of it any more. Clicked while it is still saving, the Studio publishes
  // once saving and validation are done; on a loaded machine it has judged a value it had just replaced and
  // answered "Validatiefouten" without publishing (seen in a trace: the lake received no publish request).
  // An editor then clicks again, and so does this test: the draft must still be gone within 20 s.
  const published = expect(async () => {
    if ((await storedDraft(page, '_id')) === null) return;
    await button.click({ timeout: 2_000 });
    await expect.poll(() => storedDraft(page, '_id'), { timeout: 5_000 }).toBeNull();
  })
    .toPass({ timeout: 20_000 })
    .then(() => performance.now());
  const [live] = await Promise.all([whileLive?.(published), published]);
  return live;
}

/**
 * Polls the site from the first click on Publiceren until `check` holds, and returns how long after the lake held
 * the publish that was (≤ 0: already while the test saw the draft go), for the log. The deadline runs from that
 * moment too: on a loaded machine the Studio itself may take seconds to publish. The site's pages have no timed
 * revalidation, so a change seen at all was revalidated on demand; the 1 s budget is the benches' to measure
 * (`npm run bench`, `bench:lake`, `bench:cluster`), as a timed assertion would fail on a loaded machine.
 */
export async function liveAfter(
  page: Page,
  path: string,
  check: (status: number, html: string) => boolean,
  published: Promise<number>,
) {
  let publishedAt: number | undefined;
  void published.then(
    (at) => (publishedAt = at),
    () => undefined, // The publish itself failed: the test fails on that, not here.
  );
  for (;;) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    const html = await response.text();
    if (check(response.status(), html)) return performance.now() - (await published);
    if (publishedAt !== undefined && performance.now() - publishedAt >= LIVE_DEADLINE) {
      // Which side lost the publish: the lake's answer for the path now, beside the site's.
      expect(
        performance.now() - publishedAt,
        `${path} served at all (last answer ${response.status()} ${response.headers()['x-nextjs-cache'] ?? ''}: ${/<title>([^<]*)/.exec(html)?.[1] ?? html.slice(0, 80)}; the lake holds ${await publishedAtPath(page, path)}; ${await uncachedMarketAnswer(page, path)})`,
      ).toBeLessThan(LIVE_DEADLINE);
    }
  }
}

/**
 * The Dutch market's answer at a path the test asked of the plain site only, for a failure message. A page's content
 * is read and cached per market: for a page shown there, a 200 beside the plain site's 404 says the plain site's
 * cached answer outlived the publish; a 404 as well, that the render does not find the page in the lake at all.
 */
async function uncachedMarketAnswer(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path, { headers: { host: NETHERLANDS_HOST }, maxRedirects: 0 });
  return `the Dutch market, read for the first time, answers ${response.status()}`;
}

/** The published documents the lake holds at a page path, as JSON, for a failure message. */
async function publishedAtPath(page: Page, path: string): Promise<string> {
  const query = encodeURIComponent('*[slug.current == $path]{_id, _type, _rev, _updatedAt}');
  const response = await page.request.get(
    `/api/lake/v2025-02-19/data/query/production?query=${query}&$path=${encodeURIComponent(JSON.stringify(path.slice(1)))}&perspective=published`,
  );
  return `${response.status()} ${JSON.stringify(((await response.json()) as { result?: unknown }).result)}`;
}

/** How long a test waits for a publish to be served: far above the 1 s budget, far below any timer. */
export const LIVE_DEADLINE = 15_000;

/** A page of this run made and published in the Studio, for the tests of what the Studio keeps of that (history). */
export async function publishedPage(page: Page, title: string, path: string) {
  await createPage(page, { title, path });
  await fillSeo(page);
  await publish(page);
  await expect(page.getByTestId('action-publiceren')).toBeDisabled();
}

/** A photo of the bundled dataset, as the lake holds it: for a page that needs an image without an upload. */
async function bundledPhoto(page: Page): Promise<string> {
  const query = encodeURIComponent('*[_type == "sanity.imageAsset" && extension == "jpg"][0]._id');
  const response = await page.request.get(`/api/lake/v2025-02-19/data/query/production?query=${query}`);
  const id = ((await response.json()) as { result: unknown }).result;
  expect(typeof id, 'a JPEG image in the bundled dataset').toBe('string');
  return id as string;
}

/**
 * A published page of this run, as the Studio makes it, stored through the lake's API with the editor's session (as
 * an import script would) and opened in the Studio: for the tests that change one. Making and publishing a page in
 * the Studio is the new-page test's, and the history tests' through `publishedPage`. `heroPhoto`: a photo of the
 * bundled dataset in the hero.
 */
export async function storedPage(
  page: Page,
  title: string,
  path: string,
  { heroPhoto = false }: { heroPhoto?: boolean } = {},
) {
  const id = randomUUID();
  const key = () => randomUUID().replaceAll('-', '').slice(0, 12);
  const image = heroPhoto && {
    _type: 'accessibleImage',
    alt: 'Zonnepanelen op een dak',
    asset: { _type: 'reference', _ref: await bundledPhoto(page) },
  };
  const document = {
    _id: id,
    _type: 'page',
    title,
    slug: { _type: 'slug', current: path },
    blocks: [
      { _type: 'hero', _key: key(), heading: PAGE_TEXT.heroHeading(title), ...(image ? { image } : {}) },
      {
        _type: 'richTextBlock',
        _key: key(),
        heading: PAGE_TEXT.textHeading,
        body: [
          {
            _type: 'block',
            _key: key(),
            style: 'normal',
            markDefs: [],
            children: [{ _type: 'span', _key: key(), text: PAGE_TEXT.body, marks: [] }],
          },
        ],
      },
    ],
    seo: { _type: 'seo', noIndex: false, title: PAGE_TEXT.seoTitle, description: PAGE_TEXT.seoDescription },
  };
  const stored = await page.request.post('/api/lake/v2025-02-19/data/mutate/production', {
    data: { mutations: [{ create: document }] },
  });
  expect(stored.status(), await stored.text()).toBe(200);
  await page.goto(`/studio/intent/edit/id=${id};type=page/`);
  await expect(page).toHaveURL(new RegExp(`;page;${id}`));
  await expect(field(page, 'title').getByRole('textbox')).toHaveValue(title);
  await expect(page.getByTestId('action-publiceren')).toBeDisabled();
}

export async function editSeoTitle(page: Page, text: string) {
  await page.getByRole('tab', { name: 'SEO' }).click();
  await page.getByTestId('field-seo.title').getByRole('textbox').fill(text);
  await expect.poll(() => storedDraft(page, 'seo.title')).toBe(text);
}

/** A field of the open document's draft as the lake stored it (the editor's session reads drafts). */
export async function storedDraft(page: Page, fieldPath: string): Promise<unknown> {
  const id = /;page;([0-9a-f-]{36})/.exec(page.url())?.[1];
  const query = encodeURIComponent(`*[_id == $id][0].${fieldPath}`);
  const response = await page.request.get(
    `/api/lake/v2025-02-19/data/query/production?query=${query}&$id=${encodeURIComponent(JSON.stringify(`drafts.${id}`))}&perspective=raw`,
  );
  return ((await response.json()) as { result: unknown }).result;
}

/** The document title of the Voorbeeld frame once it shows `path` (a frame still loading has no address yet). */
export function previewFrameTitle(page: Page, path: string): Promise<string | undefined> | undefined {
  return page
    .frames()
    .find(
      (frame) =>
        frame !== page.mainFrame() &&
        URL.canParse(frame.url()) &&
        new URL(frame.url()).pathname === `/${path}`,
    )
    ?.title();
}
