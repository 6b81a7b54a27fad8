import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import { EDITOR } from './firebase';
import { CONSENT_GIVEN, DEFAULT_URL, E2E_CONTENT_DIR, marked } from './fixtures';
import {
  addBlock,
  createPage,
  editSeoTitle,
  expect,
  field,
  fillSeo,
  liveAfter,
  openStudio,
  previewFrameTitle,
  publish,
  publishedPage,
  signInAsEditor,
  storedDraft,
  storedPage,
  studioShown,
  test,
  tools,
  uploadImage,
} from './studio-helpers';
import { AUTH_EMULATOR_HOST } from '../../lib/domain/local-services.mjs';

/** The installed Studio's version, as its About dialog names it. */
const STUDIO_VERSION = (
  JSON.parse(readFileSync('node_modules/sanity/package.json', 'utf8')) as { version: string }
).version;

// The real Studio, as published, in Chromium against the site's local Content Lake: no request mocking.
// Each test works on pages of its own, with a path no other test uses.

test.describe.configure({ mode: 'serial' });
test.setTimeout(90_000);

const run = Date.now().toString(36);

test("a signed-out link to a document leads through the site's sign-in to that document; the Studio is in Dutch and asks no other host", async ({
  page,
}) => {
  const site = new URL(test.info().project.use.baseURL ?? '').origin;
  const isElsewhere = (address: string) => {
    const url = new URL(address);
    // The sign-in page talks to the site's own Firebase (the Auth emulator here); the Studio only to the site.
    return (
      !['data:', 'blob:'].includes(url.protocol) && url.origin !== site && url.host !== AUTH_EMULATOR_HOST
    );
  };
  const attempted: string[] = [];
  const answered: string[] = [];
  page.on('request', (request) => {
    if (isElsewhere(request.url())) attempted.push(request.url());
  });
  page.on('response', (response) => {
    if (isElsewhere(response.url())) answered.push(response.url());
  });

  // A link to a document, opened signed out: the sign-in comes at once (the server redirects, no Studio boots
  // first), with the link as its way back.
  const document = '/studio/structure/pages;page;page-overons';
  const signInPage = await page.goto(document);
  expect(signInPage?.request().redirectedFrom()?.url()).toBe(`${site}${document}`);
  await expect(page).toHaveURL(`${site}/login?next=${encodeURIComponent(document)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inloggen voor redacteuren');
  // Through the site's sign-in page, as an editor signs in (the other Studio tests take the session directly).
  await page.getByLabel('E-mailadres').fill(EDITOR.email);
  await page.getByLabel('Wachtwoord').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.waitForURL(`${site}${document}`);
  await studioShown(page);
  await expect(field(page, 'title').getByRole('textbox')).toHaveValue('Over ons');
  await expect(tools(page).getByRole('link', { name: 'Voorbeeld', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Over ons/ })).toBeVisible();
  // Nothing even tried another host: the Studio's font comes from the site (studio/studio-fonts-postcss.cjs).
  expect(answered).toEqual([]);
  expect([...new Set(attempted.map((url) => new URL(url).origin))]).toEqual([]);
});

/**
 * Words of an English sentence in the Studio's text and labels; none is also a Dutch word ("of", "project" and
 * "help" are). What may stay in English is kept apart: the product's name, its version and the OK of a dialog.
 */
const ENGLISH =
  /\b(the|and|to|not|found|run|again|register|manage|members|invite|sign|up-to-date|diagnostics|copy|close|latest|version|enable|disabled|light|dark|system|today|tomorrow|yesterday|ago|crop|square|dialog|draft|published|scheduled|loading|cancel|delete|select|search|view|preview|untitled|previous|month|with|you|your)\b/i;
/**
 * A date as date-fns or JavaScript writes it without a locale: US English month and weekday names (Dutch writes them
 * in lower case, and "April" or "December" only count before a figure), a month before its day, a 12-hour clock.
 */
const ENGLISH_DATE =
  /\b(January|February|March|May|June|July|August|October|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b|\b(Jan(uary)?|Feb(ruary)?|Mar(ch)?|Apr(il)?|Jun(e)?|Jul(y)?|Aug(ust)?|Sep(t|tember)?|Oct(ober)?|Nov(ember)?|Dec(ember)?) \d|\d (AM|PM)\b/;
/**
 * An i18n key shown as it is ("new-document.new-document"), as the Studio does for a key no bundle has; not a file
 * name or a host.
 */
const isRawKey = (line: string) =>
  /^[a-z]+(-[a-z]+)*(\.[a-z]+(-[a-z]+)*)+$/.test(line) &&
  !/\.(svg|jpe?g|png|gif|webp|avif|pdf|be|nl|fr|lu|com|io)$/.test(line);
const MAY_STAY_ENGLISH = ['Sanity Studio', 'OK'];
/**
 * What stays English because Sanity takes no locale for it, exactly as Sanity writes it (docs/decisions.md, "The
 * Studio's remaining English"). So do the Releases calendar's weekday initials, "M T W T F S S": single letters, which
 * no scan tells apart.
 */
const SANITY_KEEPS_ENGLISH: (string | RegExp)[] = [
  // The close button of every dialog: @sanity/ui's Dialog writes its label itself.
  'Close dialog',
  // The Releases calendar (CalendarFilter): its month and year, and each day's label (Date#toDateString).
  /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
  /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{2} \d{4}$/,
];
test('every Studio address is served from the one prerendered shell, not rendered anew for each load', async ({
  page,
}) => {
  // An editor's requests: signed out, every Studio address leads to the sign-in.
  await signInAsEditor(page);
  const { request } = page;
  const shell = await request.get(`${DEFAULT_URL}/studio/structure/pages;page`);
  expect(shell.status()).toBe(200);
  const html = await shell.text();
  for (const address of [
    '/studio/structure/pages;page;page-overons',
    '/studio/presentation',
    '/studio/releases',
  ]) {
    const response = await request.get(`${DEFAULT_URL}${address}`);
    expect(response.status(), address).toBe(200);
    expect(response.headers()['x-nextjs-cache'], address).toBe('HIT');
    expect(await response.text(), address).toBe(html);
  }
});

/** The lines of a text that are English, or a raw key, and may not stay so. */
const englishIn = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(
      (line) =>
        line &&
        !MAY_STAY_ENGLISH.includes(line) &&
        !SANITY_KEEPS_ENGLISH.some((kept) => (typeof kept === 'string' ? kept === line : kept.test(line))) &&
        (ENGLISH.test(withoutPaths(line)) || ENGLISH_DATE.test(line) || isRawKey(line)),
    );

/** A site path in a line ("/api/draft-mode/enable") is an address, not words. */
const withoutPaths = (line: string) => line.replace(/(^|\s)\/[\w./-]*/g, ' ');

/** What a part of the Studio shows and what a screen reader reads of it: its text, one line each, and its labels. */
const shownText = (scope: Locator) =>
  scope.evaluate((element: HTMLElement) =>
    [
      element.innerText,
      ...[element, ...element.querySelectorAll('[aria-label]')].map(
        (node) => node.getAttribute('aria-label') ?? '',
      ),
    ].join('\n'),
  );

test('every item of the workspace, Help and user menus works: nothing refused, nothing asked of another host, no English; a tool the Studio lacks opens the page list', async ({
  page,
}) => {
  const site = new URL(test.info().project.use.baseURL ?? '').origin;
  const refused: string[] = [];
  const elsewhere: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== site && url.host !== AUTH_EMULATOR_HOST)
      elsewhere.push(request.url());
  });
  await openStudio(page);

  // Help: the Studio's version, registered at this site; no "Registreer studio" into sanity.io, no Diagnose
  // (a report on Sanity's hosted API for its support, English only).
  await page.getByTestId('button-resources-menu').click();
  // Each menu by its own name: a closing menu stays in the page for its exit animation while the next one opens.
  const help = page.getByTestId('menu-button-resources');
  await expect(help.getByRole('menuitem')).toHaveText([
    new RegExp(`^Sanity Studio\\s*Actueel\\s*v${STUDIO_VERSION.replaceAll('.', '\\.')}$`),
  ]);
  expect(englishIn(await shownText(help))).toEqual([]);
  await help.getByRole('menuitem', { name: /Sanity Studio/ }).click();
  const about = page.getByRole('dialog');
  await expect(about).toContainText(`v${STUDIO_VERSION}`);
  expect(englishIn(await shownText(about))).toEqual([]);
  await about.getByRole('button', { name: 'OK' }).click();
  await expect(about).toHaveCount(0);

  // The workspace: the local project by name, nothing to manage at sanity.io.
  await page.getByRole('button', { name: 'Stroomplein' }).first().click();
  const workspace = page.getByRole('menu', { name: 'Stroomplein' });
  await expect(workspace).toContainText('Stroomplein (lokaal)');
  await expect(workspace.getByRole('link', { name: 'Project beheren' })).toBeHidden();
  expect(englishIn(await shownText(workspace))).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(workspace).toHaveCount(0);

  // The editor: colour schemes switch the Studio's own theme, then signing out ends the site's session.
  await page.getByRole('button', { name: 'Rik Peeters' }).click();
  const user = page.getByRole('menu', { name: 'Rik Peeters' });
  await expect(user.getByRole('menuitem')).toHaveText(['Systeem', 'Donker', 'Licht', 'Uitloggen']);
  expect(englishIn(await shownText(user))).toEqual([]);
  await user.getByRole('menuitem', { name: 'Donker' }).click();
  await expect(page.locator('[data-scheme="dark"]').first()).toBeAttached();
  await expect(user).toHaveCount(0);
  await page.getByRole('button', { name: 'Rik Peeters' }).click();
  await user.getByRole('menuitem', { name: 'Systeem' }).click();
  await expect(user).toHaveCount(0);

  // An address of a tool the Studio does not have lands on the page list, not on "Tool not found".
  await page.goto('/studio/vision/query');
  await expect(page).toHaveURL(/\/studio\/structure\/pages;page$/);
  await expect(page.getByRole('link', { name: /Over ons/ })).toBeVisible();

  await page.getByRole('button', { name: 'Rik Peeters' }).click();
  await user.getByRole('menuitem', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/logout');
  expect(refused).toEqual([]);
  expect(elsewhere).toEqual([]);
});

test('the Studio speaks Dutch, to screen readers too: desk and form, new document, crop dialog, Historie, perspective menu, Releases with its calendar and moment input, Voorbeeld', async ({
  page,
}) => {
  // One Studio, loaded once, moved through with its own navigation.
  test.setTimeout(180_000);
  const title = `Nederlands ${run}`;
  const noEnglish = async (scope: Locator, where: string) =>
    expect(englishIn(await shownText(scope)), where).toEqual([]);
  await signInAsEditor(page);
  await storedPage(page, title, `studio-nederlands-${run}`, { heroPhoto: true });
  await noEnglish(page.locator('body'), 'desk and form');

  // The new-document list is named for screen readers (a key Sanity lacks in every language).
  await page.getByTestId('new-document-button').click();
  const templates = page.getByRole('listbox', { name: 'Nieuw document' });
  await expect(templates).toBeVisible();
  await noEnglish(page.locator('body'), 'new document');
  await page.keyboard.press('Escape');
  await expect(templates).toHaveCount(0);

  // The crop dialog of the hero's image: its title and its previews' names.
  await page.getByRole('tab', { name: 'Inhoud' }).click();
  await field(page, 'blocks')
    .getByRole('button', { name: new RegExp(`${title} – welkom`) })
    .first()
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: 'Dialoogvenster voor het bewerken van afbeeldingen openen' })
    .click();
  const crop = page.getByRole('dialog', { name: 'Hotspot en uitsnede bewerken' });
  await expect(crop.getByText('Hotspot en uitsnede', { exact: true })).toBeVisible();
  await expect(crop.getByText('Vierkant', { exact: true })).toBeVisible();
  await noEnglish(crop, 'crop dialog');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Historie: a publish after the stored revision, then that first revision opened. Its date keeps Sanity's order
  // in Dutch words ("dec. 7, 2026 @ 06:47:28"; docs/decisions.md, "The Studio's remaining English").
  await field(page, 'title').getByRole('textbox').fill(`${title} bijgewerkt`);
  await expect.poll(() => storedDraft(page, 'title')).toBe(`${title} bijgewerkt`);
  await publish(page);
  const status = page.getByTestId('pane-footer-document-status');
  await expect(status).toContainText('Laatst gepubliceerd');
  await status.click();
  await page.getByRole('tab', { name: 'Historie' }).click();
  await page.getByTestId('timeline-item-button').last().click();
  await expect(page.getByText(/^Revisie van /)).toHaveText(
    /^Revisie van [a-z]{3}\.? \d{1,2}, \d{4} @ \d{2}:\d{2}:\d{2}$/,
  );
  await noEnglish(page.locator('body'), 'Historie');

  // Releases, from the perspective menu: a new release, given a moment typed the Dutch way.
  const perspectiveMenu = page.getByTestId('global-perspective-menu-button');
  await perspectiveMenu.click();
  await page.getByRole('menuitem', { name: 'Releases bekijken' }).click();
  await page.getByRole('button', { name: 'Nieuwe release' }).first().click();
  const form = page.getByRole('dialog');
  await expect(form.getByTestId('release-form-title')).toBeVisible();
  await noEnglish(form, 'new release');
  await form.getByTestId('release-form-title').fill(title);
  await form.getByTestId('submit-release-button').click();
  await page.waitForURL(/\/studio\/releases\/r[A-Za-z0-9]+/);
  const releaseId = `_.releases.${/\/releases\/(r[A-Za-z0-9]+)/.exec(page.url())![1]}`;
  const year = new Date().getFullYear() + 1;
  // In the browser's time zone, as the picker reads it.
  const moment = new Date(year, 11, 7, 7, 30);
  await page.getByRole('button', { name: 'Zo snel mogelijk' }).click();
  await page.locator('[data-ui="Popover"] button', { hasText: 'Op tijdstip' }).click();
  const picker = page.locator('[data-ui="Popover"]').filter({ has: page.getByTestId('date-input') });
  await picker.getByTestId('date-input').fill(`7 dec. ${year} 07:30`);
  await picker.getByTestId('date-input').press('Enter');
  await noEnglish(picker, 'release moment picker');
  // The picker keeps the moment when it closes by a click beside it.
  await page.mouse.click(5, 300);
  await expect
    .poll(async () => {
      const query = encodeURIComponent('*[_id == $id][0].metadata.intendedPublishAt');
      const response = await page.request.get(
        `/api/lake/v2025-02-19/data/query/production?query=${query}&$id=${encodeURIComponent(JSON.stringify(releaseId))}&perspective=raw`,
      );
      return ((await response.json()) as { result: unknown }).result;
    })
    .toBe(moment.toISOString());
  await expect(page.getByText(`7 dec. ${year}, 07:30`).first()).toBeVisible();
  await noEnglish(page.locator('body'), 'release');

  // The perspective menu lists the release with its moment; the Releases overview has its calendar.
  await perspectiveMenu.click();
  const releases = page.getByTestId('release-menu');
  await expect(releases).toContainText(title);
  await noEnglish(releases, 'perspective menu');
  await releases.getByRole('menuitem', { name: 'Releases bekijken' }).click();
  await expect(page.getByRole('button', { name: 'Ga naar vandaag' })).toBeVisible();
  await expect(page.getByText(title).first()).toBeVisible();
  await noEnglish(page.locator('body'), 'Releases overview');

  // Voorbeeld, from the tools.
  await tools(page).getByRole('link', { name: 'Voorbeeld', exact: true }).click();
  await expect(page.frameLocator('iframe').first().getByRole('heading', { level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Laden...')).toHaveCount(0);
  await noEnglish(page.locator('body'), 'Voorbeeld');
});

test('a new page: Dutch validation, publish, and the site serves it on demand', async ({ page }) => {
  const path = `studio-nieuw-${run}`;
  await signInAsEditor(page);
  await createPage(page, { title: 'Nieuw uit de Studio', path });
  // SEO is still empty: publishing is held back, and the validation panel says why in Dutch.
  await expect(page.getByRole('button', { name: 'Publiceren' }).last()).toBeDisabled();
  await page.getByRole('button', { name: 'Validatie', exact: true }).click();
  await expect(page.getByText('Vul een SEO-titel in.').filter({ visible: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Validatie sluiten' }).click();
  await fillSeo(page);
  const took = (await publish(page, (published) =>
    liveAfter(
      page,
      `/${path}`,
      (status, html) => status === 200 && html.includes('Nieuw uit de Studio – welkom'),
      published,
    ),
  ))!;
  console.log(`Studio publish → page live: ${took.toFixed(0)} ms after the lake held it`);
});

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';

test('an edit stays a draft for visitors, and Voorbeeld, opened from the document, shows it', async ({
  page,
}) => {
  const path = `studio-concept-${run}`;
  await signInAsEditor(page);
  await storedPage(page, 'Concept uit de Studio', path);
  await editSeoTitle(page, 'Nog niet gepubliceerd');

  const visitor = await page.request.get(`/${path}`);
  expect(titleOf(await visitor.text())).toBe('Een pagina uit de Studio - Stroomplein');

  // Where the page shows on the site is listed above its form: a click opens Voorbeeld there, beside the document.
  await page.getByRole('button', { name: 'Gebruikt op één pagina' }).click();
  // The page list beside the form names the page too: the location is the last such link.
  await page
    .getByRole('link', { name: `Concept uit de Studio /${path}` })
    .last()
    .click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/studio/presentation/page/'));
  const preview = page.frameLocator('iframe').first();
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(
    marked('Concept uit de Studio – welkom'),
    {
      timeout: 30_000,
    },
  );
  await expect.poll(() => previewFrameTitle(page, path)).toBe('Nog niet gepubliceerd - Stroomplein');
});

test('renaming redirects the old path; a discarded draft is gone; an uploaded image shows; a deleted page is 404', async ({
  page,
}) => {
  const path = `studio-hernoemd-${run}`;
  const renamed = `${path}-nieuw`;
  await signInAsEditor(page);
  await storedPage(page, 'Hernoemen uit de Studio', path);

  // Rename: publishing offers the redirect from the old path (the site's own publish action).
  await page.getByRole('tab', { name: 'Inhoud' }).click();
  await field(page, 'slug').getByRole('textbox').fill(renamed);
  const renameAndPublish = page.getByRole('button', { name: 'Publiceren en doorverwijzen' });
  await expect(renameAndPublish).toBeEnabled();
  await renameAndPublish.click();
  await expect.poll(() => storedDraft(page, '_id')).toBeNull();
  await expect
    .poll(async () => {
      const response = await page.request.get(`/${path}`, { maxRedirects: 0 });
      return `${response.status()} ${response.headers()['location'] ?? ''}`;
    })
    .toMatch(new RegExp(`^308 .*/${renamed}$`));
  expect((await page.request.get(`/${renamed}`)).status()).toBe(200);

  // Discard: an edit, then "Wijzigingen verwijderen", and the draft is gone from the store.
  await editSeoTitle(page, 'Wordt verworpen');
  await page.getByRole('button', { name: 'Documentacties openen' }).click();
  await page.getByRole('menuitem', { name: 'Wijzigingen verwijderen' }).click();
  await page
    .getByRole('dialog', { name: 'Wijzigingen verwijderen?' })
    .getByRole('button', { name: 'Wijzigingen verwijderen' })
    .click();
  await expect(page.getByTestId('field-seo.title').getByRole('textbox')).toHaveValue(
    'Een pagina uit de Studio',
  );

  // Image: uploaded into the hero, published, served by the lake and shown on the page.
  await page.getByRole('tab', { name: 'Inhoud' }).click();
  await field(page, 'blocks')
    .getByRole('button', { name: /Hernoemen uit de Studio – welkom/ })
    .first()
    .click();
  const hero = page.getByRole('dialog');
  await uploadImage(hero, `zonnepanelen-${run}`);
  await field(hero, 'image.alt').getByRole('textbox').fill('Zonnepanelen op een dak');
  await expect.poll(() => storedDraft(page, 'blocks[0].image.asset._ref')).toMatch(/^image-/);
  const assetRef = String(await storedDraft(page, 'blocks[0].image.asset._ref'));
  await page.keyboard.press('Escape');
  await publish(page);
  // A small SVG in the hero comes inside the page's HTML; the lake serves its file under the asset's URL too.
  await expect
    .poll(async () => {
      const image = /<img[^>]+src="data:image\/svg\+xml,([^"]+)"/.exec(
        await (await page.request.get(`/${renamed}`)).text(),
      )?.[1];
      return image && decodeURIComponent(image);
    })
    .toContain(`zonnepanelen-${run}`);
  const [, hash, size] = /^image-(\w+)-(\d+x\d+)-svg$/.exec(assetRef)!;
  const served = await page.request.get(`/api/lake/images/stroomplein-lokaal/production/${hash}-${size}.svg`);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/svg+xml');
  expect(await served.text()).toContain(`zonnepanelen-${run}`);

  // Delete: the page answers 404 at once, and so does its old path: the redirect into it went with it.
  await page.getByRole('button', { name: 'Documentacties openen' }).click();
  await page.getByRole('menuitem', { name: /^Verwijderen/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Pagina verwijderen?' });
  await expect(confirm).toContainText(`De doorverwijzing van /${path} naar deze pagina wordt mee verwijderd`);
  await confirm.getByRole('button', { name: 'Verwijderen' }).click();
  await expect
    .poll(async () => (await page.request.get(`/${renamed}`)).status(), { timeout: 5_000 })
    .toBe(404);
  expect((await page.request.get(`/${path}`, { maxRedirects: 0 })).status()).toBe(404);
});

/** A 4000 × 3000 camera photo in four quarters (red, green / blue, yellow) whose EXIF holds the camera and a GPS position. */
async function cameraPhoto(): Promise<Buffer> {
  const quarter = (colour: string) =>
    sharp({ create: { width: 2000, height: 1500, channels: 3, background: colour } })
      .png()
      .toBuffer();
  return sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#000' } })
    .composite([
      { input: await quarter('#d62828'), left: 0, top: 0 },
      { input: await quarter('#2a9d3f'), left: 2000, top: 0 },
      { input: await quarter('#1d4ed8'), left: 0, top: 1500 },
      { input: await quarter('#e9c46a'), left: 2000, top: 1500 },
    ])
    .withExif({
      IFD0: { Make: 'Fotocamera', Model: 'Dakfoto 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 2/1 3/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '3/1 43/1 0/1',
      },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Whether a colour ([r, g, b]) is near another. */
const near = (colour: number[], target: number[]) =>
  colour.every((value, index) => Math.abs(value - target[index]!) < 48);

test('a deleted page is found under Verwijderd, restored from there with its title in the toast, and live again once published', async ({
  page,
}) => {
  const path = `studio-verwijderd-${run}`;
  // Short enough for the Studio's toast, which cuts titles after 25 characters.
  const title = `Terug ${run}`;
  await signInAsEditor(page);
  await publishedPage(page, title, path);
  const draftId = `drafts.${/;page;([0-9a-f-]{36})/.exec(page.url())![1]}`;
  const storedTitle = async () => {
    const query = encodeURIComponent('*[_id == $id][0].title');
    const response = await page.request.get(
      `/api/lake/v2025-02-19/data/query/production?query=${query}&$id=${encodeURIComponent(JSON.stringify(draftId))}&perspective=raw`,
    );
    return ((await response.json()) as { result: unknown }).result;
  };

  await page.getByRole('button', { name: 'Documentacties openen' }).click();
  await page.getByRole('menuitem', { name: /^Verwijderen/ }).click();
  // The confirmation names the way back that exists.
  await expect(page.getByRole('dialog')).toContainText('terughalen onder Verwijderd');
  await page.getByRole('dialog').getByRole('button', { name: 'Verwijderen' }).click();
  await expect.poll(async () => (await page.request.get(`/${path}`)).status(), { timeout: 5_000 }).toBe(404);

  // An editor who kept no address: the structure's "Verwijderd" list names the page, its type and who deleted it.
  await page.goto('/studio/structure');
  await page.getByRole('link', { name: 'Verwijderd' }).click();
  const deleted = page
    .getByRole('list', { name: 'Verwijderde documenten' })
    .getByRole('link', { name: new RegExp(title) });
  await expect(deleted).toContainText(`Pagina, verwijderd door ${EDITOR.name} op`);
  await deleted.click();
  // Opened at its last revision: the editor sees which page comes back before restoring it.
  await expect(page.getByTestId('document-panel-document-title')).toHaveText(title);
  await expect(field(page, 'title').getByRole('textbox')).toHaveValue(title);
  // Every toast text shown from here on: a toast may have closed by the time a failure is reported.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[role="status"], [role="alert"]')) {
        const text = toast.textContent?.trim();
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page
    .getByRole('button', { name: /Herstel meest recente (revisie|versie)|Meest recente revisie herstellen/ })
    .click();
  await expect(page.getByText(`${title} is hersteld`))
    .toBeVisible()
    .catch(async (error: Error) => {
      const seen = await page.evaluate(() => (window as unknown as { toastsSeen: string[] }).toastsSeen);
      throw new Error(`${error.message}\nToasts shown since the click: ${JSON.stringify(seen)}`);
    });
  await expect.poll(storedTitle, { timeout: 20_000 }).toBe(title);

  await publish(page);
  await expect.poll(async () => (await page.request.get(`/${path}`)).status(), { timeout: 5_000 }).toBe(200);
  await page.goto('/studio/structure/verwijderd');
  await expect(page.getByText(title)).toHaveCount(0);
});

test('a photo uploaded, cropped and given a hotspot reaches a phone resized, converted, cropped and without EXIF', async ({
  browser,
  page,
}) => {
  const path = `studio-foto-${run}`;
  await openStudio(page, '/studio/intent/create/template=page;type=page/');
  await expect(page).toHaveURL(/;page;[0-9a-f-]{36}/);
  await field(page, 'title').getByRole('textbox').fill('Een foto van het dak');
  await field(page, 'slug').getByRole('textbox').fill(path);
  const hero = await addBlock(page, field(page, 'blocks'), 'Hero');
  await field(hero, 'heading').getByRole('textbox').fill('Een foto van het dak');
  const chooser = page.waitForEvent('filechooser');
  await hero.getByRole('button', { name: 'Uploaden' }).first().dispatchEvent('click');
  await (await chooser).setFiles({ name: 'dak.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto() });
  await field(hero, 'image.alt').getByRole('textbox').fill('Het dak in vier kleuren');
  await expect.poll(() => storedDraft(page, 'blocks[0].image.asset._ref')).toMatch(/-4000x3000-jpg$/);

  // The Studio's own crop and hotspot tool, by keyboard: the right half cut away; the hotspot made smaller (it
  // fills the crop at first) and moved to the left.
  await hero
    .getByRole('button', { name: 'Dialoogvenster voor het bewerken van afbeeldingen openen' })
    .click();
  const tool = page.getByRole('dialog').last();
  await tool.locator('rect[tabindex="0"]').focus();
  for (let step = 0; step < 20; step++) await page.keyboard.press('Shift+Control+ArrowLeft');
  await tool.locator('ellipse[tabindex="0"]').focus();
  for (let step = 0; step < 6; step++) await page.keyboard.press('Shift+Control+ArrowLeft');
  for (let step = 0; step < 4; step++) await page.keyboard.press('Shift+ArrowLeft');
  const storedImage = async () =>
    (await storedDraft(page, 'blocks[0].image')) as {
      crop?: { left: number; right: number; top: number; bottom: number };
      hotspot?: { x: number; width: number };
    } | null;
  await expect
    .poll(async () => {
      const crop = (await storedImage())?.crop;
      return [crop?.right, crop?.left, crop?.top, crop?.bottom].map((value) =>
        value === undefined ? null : Math.round(value * 100) / 100,
      );
    })
    .toEqual([0.5, 0, 0, 0]);
  await expect.poll(async () => (await storedImage())?.hotspot?.width ?? 1).toBeLessThan(0.45);
  await expect.poll(async () => (await storedImage())?.hotspot?.x ?? 1).toBeLessThan(0.25);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await fillSeo(page);
  await publish(page);

  // A phone with a sharp screen: the image it fetches is a variant, not the 4000-pixel original.
  const phone = await browser.newContext({
    // A phone's own screen: the preload scanner sizes `100vw` by it.
    viewport: { width: 390, height: 844 },
    screen: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    storageState: CONSENT_GIVEN,
  });
  try {
    const visitor = await phone.newPage();
    const imageResponse = visitor.waitForResponse((response) => response.url().includes('/api/lake/images/'));
    await visitor.goto(new URL(`/${path}`, page.url()).href);
    const response = await imageResponse;
    const bytes = await response.body();
    const metadata = await sharp(bytes).metadata();
    expect(response.headers()['content-type']).toMatch(/^image\/(avif|webp)$/);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // The hero's column on this phone is 358 px (the page's padding off 390): at DPR 3 the 1080w variant, not 1200w.
    expect(metadata.width).toBe(1080);
    expect(metadata.exif).toBeUndefined();
    // Only the left half: red above, blue below, from edge to edge; no green or yellow.
    const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => {
      const offset = (Math.floor(y * (info.height - 1)) * info.width + Math.floor(x * (info.width - 1))) * 3;
      return [data[offset]!, data[offset + 1]!, data[offset + 2]!];
    };
    expect(info.width / info.height).toBeCloseTo(2000 / 3000, 1);
    for (const x of [0.05, 0.5, 0.95]) {
      expect(near(at(x, 0.1), [214, 40, 40]), `red at ${x}`).toBe(true);
      expect(near(at(x, 0.9), [29, 78, 216]), `blue at ${x}`).toBe(true);
    }
    // Every variant of the image, whatever it is asked for, leaves the camera and its position out.
    const original = /<img[^>]+src="([^"?]+)/.exec(await (await visitor.request.get(`/${path}`)).text())![1]!;
    for (const query of ['', '?w=4000', '?fm=jpg', '?dl=']) {
      const variant = await visitor.request.get(`${original.replaceAll('&amp;', '&')}${query}`);
      expect(variant.status(), query).toBe(200);
      expect((await sharp(await variant.body()).metadata()).exif, query).toBeUndefined();
    }
  } finally {
    await phone.close();
  }
});

test("two windows of the editor on one page see each other's edits live", async ({ browser, page }) => {
  const path = `studio-samen-${run}`;
  await signInAsEditor(page);
  await storedPage(page, 'Samen bewerken', path);
  const documentUrl = page.url();

  const other = await browser.newPage();
  try {
    await openStudio(other, new URL(documentUrl).pathname);
    await other.getByRole('tab', { name: 'SEO' }).click();
    await page.getByRole('tab', { name: 'SEO' }).click();
    await page.getByTestId('field-seo.title').getByRole('textbox').fill('Getypt in venster één');
    await expect(other.getByTestId('field-seo.title').getByRole('textbox')).toHaveValue(
      'Getypt in venster één',
      {
        timeout: 10_000,
      },
    );
    await other.getByTestId('field-seo.title').getByRole('textbox').fill('Terug uit venster twee');
    await expect(page.getByTestId('field-seo.title').getByRole('textbox')).toHaveValue(
      'Terug uit venster twee',
      {
        timeout: 10_000,
      },
    );
  } finally {
    await other.context().close();
  }
});

test('writes without an editor session are refused, and the hostile-input script finds no hole', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const write = {
    mutations: [{ createOrReplace: { _id: 'indringer', _type: 'faqItem', question: 'Mag dit?' } }],
  };
  const anonymous = await request.post(`${DEFAULT_URL}/api/lake/v2025-02-19/data/mutate/production`, {
    data: write,
  });
  expect(anonymous.status()).toBe(401);
  expect((await anonymous.json()).error.description).toBe('Meld je aan als redacteur om inhoud te wijzigen.');
  const drafts = await request.get(
    `${DEFAULT_URL}/api/lake/v2025-02-19/data/query/production?query=${encodeURIComponent('count(*[_id in path("drafts.**")])')}&perspective=drafts`,
  );
  expect((await drafts.json()).result).toBe(0);

  // The script as a reviewer runs it (scripts/lake-hostile-input.mjs): as anonymous caller, visitor and editor.
  const output = execFileSync(
    process.execPath,
    ['scripts/lake-hostile-input.mjs', DEFAULT_URL, '--content-dir', E2E_CONTENT_DIR, '--json'],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const report = JSON.parse(output.trim().split('\n').at(-1) ?? '{}');
  expect(report.sent).toBeGreaterThanOrEqual(40);
  expect(report.accepted).toEqual([]);
  expect(report.undescribed).toEqual([]);
  expect(report.anonymousDraftsSeen).toBe(0);
  expect(report.floodRefusedAt).toBeGreaterThan(0);
  expect(report.storedUnchanged).toBe(true);
  expect(report.up).toBe(true);
});
