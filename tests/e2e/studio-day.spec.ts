import type { Locator, Page, Request } from '@playwright/test';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { pauseWrites } from '../../lake/writes-paused.mjs';
import { EDITOR, newAccount, SECOND_EDITOR, signIn } from './firebase';
import { E2E_CONTENT_DIR, EDIT_MARKS, marked } from './fixtures';
import {
  addBlock,
  editSeoTitle,
  expect,
  field,
  fillSeo,
  LIVE_DEADLINE,
  openStudio,
  publish,
  publishedPage,
  signInAsEditor,
  storedDraft,
  storedPage,
  studioShown,
  test,
  uploadImage,
} from './studio-helpers';
import { AUTH_EMULATOR_HOST } from '../../lib/domain/local-services.mjs';

// An editor's day in the real Studio on the local Content Lake, at an editor's speed: no request
// mocking. Each test works on pages of its own.

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const run = Date.now().toString(36);
/** An editor types fast: 15 ms a key. */
const FAST = { delay: 15 };

/** Every request the Studio makes, to check none leaves the site and none is refused over and over. */
function recordRequests(page: Page) {
  const requests: { url: string; status: number | null }[] = [];
  const seen = new Map<Request, number>();
  page.on('request', (request) => seen.set(request, requests.push({ url: request.url(), status: null }) - 1));
  page.on('response', (response) => {
    const index = seen.get(response.request());
    if (index !== undefined) requests[index]!.status = response.status();
  });
  return requests;
}

/** The Studio asked nothing of another host (sign-in talks to the Auth emulator) and no address twice in vain. */
function expectOnlyLocalRequests(page: Page, requests: { url: string; status: number | null }[]) {
  const site = new URL(page.url()).origin;
  const elsewhere = requests.filter(({ url }) => {
    const address = new URL(url);
    return (
      !['data:', 'blob:'].includes(address.protocol) &&
      address.origin !== site &&
      address.host !== AUTH_EMULATOR_HOST
    );
  });
  expect(elsewhere.map(({ url }) => url)).toEqual([]);
  const refused = new Map<string, number>();
  for (const { url, status } of requests) {
    if (status === null || status < 400) continue;
    const key = `${status} ${new URL(url).pathname}`;
    refused.set(key, (refused.get(key) ?? 0) + 1);
  }
  expect([...refused].filter(([, count]) => count > 1)).toEqual([]);
}

const published = (page: Page, path: string) => page.request.get(`/${path}`, { maxRedirects: 0 });

/** What the lake stored of a Portable Text field, one string per block. */
type StoredTextBlock = {
  children: { text: string; marks: string[] }[];
  markDefs: { _key: string; _type: string; href?: string }[];
  listItem?: string;
};
const plain = (block: StoredTextBlock) => block.children.map(({ text }) => text).join('');

/** Sentences an editor writes in one go: each about 150 characters, with Dutch letters, figures and punctuation. */
const paragraph = (round: number, index: number) =>
  `Ronde ${round}, alinea ${index}: wie zonnepanelen heeft, verkoopt zijn overschot aan een buur voor € 0,${10 + index} per kWh – één keer instellen, daarna loopt het vanzelf.`;

/**
 * How many extra text blocks the sustained part writes, each followed by a publish, and how many paragraphs each:
 * one of two in `npm test`, a few minutes of typing in `npm run test:soak` (STROOMPLEIN_SOAK=1).
 */
const SUSTAINED_ROUNDS = process.env.STROOMPLEIN_SOAK ? 4 : 1;
const PARAGRAPHS_PER_ROUND = process.env.STROOMPLEIN_SOAK ? 4 : 2;

test('fast typing in every kind of field, then writing on with publishes in between, is stored exactly as typed', async ({
  page,
}) => {
  test.setTimeout(480_000);
  const requests = recordRequests(page);
  // A save the lake refused makes the Studio reset the form: named in any failure below.
  const refused: string[] = [];
  page.on('response', async (response) => {
    if (/\/data\/(actions|mutate)\//.test(response.url()) && response.status() >= 400) {
      refused.push(`${response.status()} ${(await response.text().catch(() => '')).slice(0, 300)}`);
    }
  });
  const refusals = () => `refused saves: ${refused.join(' | ')}`;
  // An editor types once a field takes input (while the Studio loads a document its fields are read-only) and sees
  // every key on screen; what the lake stored is checked on its own below, so a failure says which of the two lost it.
  const typeInto = async (textbox: Locator, text: string) => {
    await expect(textbox).toBeEditable();
    await textbox.pressSequentially(text, FAST);
    await expect(textbox, refusals()).toHaveValue(text);
  };
  const path = `studio-snel-${run}`;
  const typed = {
    title: 'Snel getypt door een redacteur',
    heading: 'Zonnestroom delen met je buren, vlot en zonder papierwerk',
    text: 'Een korte inleiding die een redacteur in één ruk intikt, met cijfers 1.234,56 en leestekens: ja!',
    paragraph: 'Lees ook de kopersinformatie voor meer uitleg over delen met je buren.',
    bold: 'belangrijk',
    items: ['Eerst je verbruik berekenen', 'Dan een buur met zonnepanelen kiezen'],
    href: '/kopersinformatie',
    faqHeading: 'Wat buren ons het vaakst vragen',
    questions: ['Wat is een garantie van oorsprong?', 'Heb ik een digitale meter nodig?'],
    stepsHeading: 'Zo begin je in twee stappen',
    steps: [
      { title: 'Bereken je verbruik', text: 'Vul je jaarverbruik in kWh in; de calculator doet de rest.' },
      { title: 'Kies een verkoper', text: 'Kies een buur met zonnepanelen binnen 5 km en teken digitaal.' },
    ],
    alt: 'Zonnepanelen op het dak van een rijhuis in Leuven',
  };
  await signInAsEditor(page);
  await page.goto('/studio/intent/create/template=page;type=page/');
  await expect(page).toHaveURL(/;page;[0-9a-f-]{36}/);
  const title = field(page, 'title').getByRole('textbox');
  const blocks = field(page, 'blocks');
  const storedBody = async (index: number) =>
    ((await storedDraft(page, `blocks[${index}].body`)) ?? []) as StoredTextBlock[];

  await test.step('strings, a slug, an object in an array, the market picker, Portable Text with marks, a link and a list', async () => {
    await typeInto(title, typed.title);
    await typeInto(field(page, 'slug').getByRole('textbox'), path);

    const hero = await addBlock(page, blocks, 'Hero');
    await typeInto(field(hero, 'heading').getByRole('textbox'), typed.heading);
    await typeInto(field(hero, 'text').getByRole('textbox'), typed.text);
    // Every key is still on screen: no save the lake refused reset the form.
    await expect(field(hero, 'heading').getByRole('textbox'), refusals()).toHaveValue(typed.heading);
    await hero.getByRole('checkbox', { name: 'Nederland' }).check();
    await page.keyboard.press('Escape');
    await expect(hero).toHaveCount(0);

    // Two paragraphs typed in one go, the second with a bold word, then a list of two items.
    const text = await addBlock(page, blocks, 'Tekst');
    const body = field(text, 'body').locator('[contenteditable="true"]');
    await body.click();
    await page.keyboard.type(typed.paragraph, FAST);
    await page.keyboard.press('Enter');
    await page.keyboard.type('Dit is ', FAST);
    await page.keyboard.press('Control+b');
    await page.keyboard.type(typed.bold, FAST);
    await page.keyboard.press('Control+b');
    await page.keyboard.type('.', FAST);
    await page.keyboard.press('Enter');
    await text.getByRole('button', { name: 'Opsomming' }).click();
    for (const [index, item] of typed.items.entries()) {
      if (index > 0) await page.keyboard.press('Enter');
      await page.keyboard.type(item, FAST);
    }
    // A link on a word of the first paragraph, its address typed at speed.
    await body.getByText(typed.paragraph).dblclick({ position: { x: 60, y: 8 } });
    const linked = await page.evaluate(() => window.getSelection()?.toString().trim() ?? '');
    await text.getByRole('button', { name: 'Link' }).click();
    await typeInto(field(page, 'href').getByRole('textbox'), typed.href);
    // Escape closes the link's popover, then the block's dialog (once focus is back in it).
    await expect(async () => {
      await page.keyboard.press('Escape');
      await expect(text).toHaveCount(0, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await fillSeo(page);

    // What the lake stored is what was typed, to the character.
    await expect.poll(() => storedDraft(page, 'title'), { timeout: 20_000 }).toBe(typed.title);
    await expect.poll(() => storedDraft(page, 'slug.current')).toBe(path);
    await expect
      .poll(() => storedDraft(page, 'blocks[0]{heading, text, markets}'))
      .toEqual({ heading: typed.heading, text: typed.text, markets: ['netherlands'] });
    await expect
      .poll(async () => (await storedBody(1)).map(plain))
      .toEqual([typed.paragraph, `Dit is ${typed.bold}.`, ...typed.items]);
    // The link is the body's last edit: its save may land after the text's, as it does for an editor who waits.
    await expect
      .poll(async () => (await storedBody(1))[0]?.markDefs?.[0], { message: refusals() })
      .toMatchObject({ _type: 'link', href: typed.href });
    const richText = await storedBody(1);
    expect(richText[1]!.children.find(({ marks }) => marks.includes('strong'))?.text).toBe(typed.bold);
    expect(richText.slice(2).map(({ listItem }) => listItem)).toEqual(['bullet', 'bullet']);
    const [link] = richText[0]!.markDefs;
    expect(richText[0]!.children.find(({ marks }) => marks.includes(link!._key))?.text.trim()).toBe(linked);
    await publish(page);
    await expect.poll(async () => (await published(page, path)).status()).toBe(200);
  });

  await test.step('references found by typing, and objects in an array inside a block', async () => {
    await page.getByRole('tab', { name: 'Inhoud' }).click();
    const faq = await addBlock(page, blocks, 'Veelgestelde vragen');
    await typeInto(field(faq, 'heading').getByRole('textbox'), typed.faqHeading);
    for (const question of typed.questions) {
      await faq.getByRole('button', { name: 'Voeg item toe' }).click();
      // The new reference's search field takes the focus: the editor types part of the question and picks it.
      const search = page.locator(':focus');
      await expect(search).toHaveAttribute('role', 'combobox');
      await page.keyboard.type(question.slice(7, 30), FAST);
      await expect(search).toHaveValue(question.slice(7, 30));
      // The result list is redrawn as each search for the growing text answers; a click that meets a list being
      // replaced picks nothing, and the editor, seeing the list still open, clicks again.
      const option = page.getByRole('option', { name: new RegExp(question.replace('?', '\\?')) });
      await expect(async () => {
        if (await option.isVisible()) await option.click({ timeout: 2_000 });
        await expect(faq.getByText(question)).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
    }
    await page.keyboard.press('Escape');
    await expect(faq).toHaveCount(0);

    const stepsBlock = await addBlock(page, blocks, 'Stappen');
    await typeInto(field(stepsBlock, 'heading').getByRole('textbox'), typed.stepsHeading);
    for (const step of typed.steps) {
      await stepsBlock.getByRole('button', { name: 'Voeg item toe' }).click();
      // Each step opens in a dialog of its own over the block's.
      await expect(page.getByRole('dialog')).toHaveCount(2);
      const stepDialog = page.getByRole('dialog').last();
      await typeInto(field(stepDialog, 'title').getByRole('textbox'), step.title);
      await typeInto(field(stepDialog, 'text').getByRole('textbox'), step.text);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(1);
    }
    // Focus went back to the list of steps, outside the block's dialog: back into it, then Escape closes it.
    await field(stepsBlock, 'heading').getByRole('textbox').focus();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await expect
      .poll(() => storedDraft(page, 'blocks[2]{heading, "questions": items[]->question}'), {
        timeout: 20_000,
      })
      .toEqual({ heading: typed.faqHeading, questions: typed.questions });
    await expect
      .poll(() => storedDraft(page, 'blocks[3]{heading, "steps": items[]{title, text}}'))
      .toEqual({ heading: typed.stepsHeading, steps: typed.steps });
    await publish(page);
  });

  await test.step('an image uploaded into the hero and its description typed', async () => {
    await blocks
      .getByRole('button', { name: new RegExp(typed.heading) })
      .first()
      .click();
    const hero = page.getByRole('dialog');
    await uploadImage(hero, `rijhuis-${run}`);
    await typeInto(field(hero, 'image.alt').getByRole('textbox'), typed.alt);
    await page.keyboard.press('Escape');
    await expect(hero).toHaveCount(0);
    await expect
      .poll(() => storedDraft(page, 'blocks[0].image{alt, "asset": asset._ref}'), { timeout: 20_000 })
      .toEqual({ alt: typed.alt, asset: expect.stringMatching(/^image-/) });
    // Nothing typed before was touched by the later edits.
    expect(await storedDraft(page, 'blocks[0]{heading, text, markets}')).toEqual({
      heading: typed.heading,
      text: typed.text,
      markets: ['netherlands'],
    });
    await publish(page);
  });

  // A long stretch of writing: text blocks of several paragraphs, each round published before the next begins.
  for (let round = 1; round <= SUSTAINED_ROUNDS; round++) {
    await test.step(`writing on, round ${round} of ${SUSTAINED_ROUNDS}`, async () => {
      const paragraphs = Array.from({ length: PARAGRAPHS_PER_ROUND }, (_, index) =>
        paragraph(round, index + 1),
      );
      const text = await addBlock(page, blocks, 'Tekst');
      await typeInto(field(text, 'heading').getByRole('textbox'), `Verder schrijven, deel ${round}`);
      await field(text, 'body').locator('[contenteditable="true"]').click();
      for (const [index, line] of paragraphs.entries()) {
        if (index > 0) await page.keyboard.press('Enter');
        await page.keyboard.type(line, FAST);
      }
      await page.keyboard.press('Escape');
      await expect(text).toHaveCount(0);
      const index = 3 + round;
      await expect
        .poll(async () => (await storedBody(index)).map(plain), { message: refusals(), timeout: 20_000 })
        .toEqual(paragraphs);
      expect(await storedDraft(page, `blocks[${index}].heading`)).toBe(`Verder schrijven, deel ${round}`);
      await publish(page);
    });
  }

  // The published page shows the last paragraph typed, and nothing was refused along the way.
  const html = await (await published(page, path)).text();
  expect(html).toContain(paragraph(SUSTAINED_ROUNDS, PARAGRAPHS_PER_ROUND).slice(0, 40));
  expect(refused).toEqual([]);
  expectOnlyLocalRequests(page, requests);
});

// On a busy machine the Studio's last start-up answers (the project's features) can arrive while an editor already
// types in a new page: the Studio must not redraw the form then. The real answer is only held back until typing
// is under way, so this happens every run instead of one run in three.
test('keys typed while the Studio is still starting up all reach the field', async ({ page }) => {
  let release!: () => void;
  const typing = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/lake\/v[^/]+\/features(\?|$)/, async (route) => {
    await typing;
    await route.continue();
  });
  await signInAsEditor(page);
  await page.goto('/studio/intent/create/template=page;type=page/');
  const title = field(page, 'title').getByRole('textbox');
  await expect(title).toBeEditable();
  await title.pressSequentially('Getypt terwijl de Studio ', FAST);
  const featuresAnswered = page.waitForResponse(/\/features(\?|$)/);
  release();
  await featuresAnswered;
  await title.pressSequentially('nog opstart, zonder een letter te verliezen', FAST);
  const typed = 'Getypt terwijl de Studio nog opstart, zonder een letter te verliezen';
  await expect(title).toHaveValue(typed);
  await expect.poll(() => storedDraft(page, 'title'), { timeout: 20_000 }).toBe(typed);
});

test('a save the lake cannot take now shows the Studio’s own message, keeps the text and lands afterwards', async ({
  page,
  consoleErrors,
}) => {
  // The refused saves themselves.
  consoleErrors.expect(/status of 503 \(Service Unavailable\)/);
  const path = `studio-pauze-${run}`;
  await signInAsEditor(page);
  await storedPage(page, 'Opslaan gepauzeerd', path);
  // The page has a draft: the Studio makes one before it lets the editor type, and does not retry that.
  await editSeoTitle(page, 'Concept bestaat');
  const seoTitle = page.getByTestId('field-seo.title').getByRole('textbox');
  // As `npm run content:export` does while it replaces the dataset under the running lake.
  const resume = pauseWrites(E2E_CONTENT_DIR, 'de inhoud wordt uit Sanity overgenomen');
  try {
    await seoTitle.fill('');
    await seoTitle.pressSequentially('Getypt terwijl opslaan gepauzeerd is', FAST);
    // The Studio's own account of a failing save: first "worden opgeslagen…", then, still failing, that they are
    // kept in the browser while it keeps trying.
    await expect(page.getByText('Je wijzigingen worden opgeslagen…')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Je wijzigingen worden nog steeds niet opgeslagen')).toBeVisible({
      timeout: 30_000,
    });
    await expect(seoTitle).toHaveValue('Getypt terwijl opslaan gepauzeerd is');
    expect(await storedDraft(page, 'seo.title')).not.toBe('Getypt terwijl opslaan gepauzeerd is');
  } finally {
    resume();
  }
  await expect
    .poll(() => storedDraft(page, 'seo.title'), { timeout: 30_000 })
    .toBe('Getypt terwijl opslaan gepauzeerd is');
  await expect(page.getByText('Je wijzigingen worden nog steeds niet opgeslagen')).toHaveCount(0, {
    timeout: 20_000,
  });
});

test('history: every publish is a revision; Wijzigingen beoordelen opens on what the last publish changed and compares any two; restoring the first brings its text back; no request leaves the site or is refused twice', async ({
  page,
}) => {
  // Three publishes, the history opened three times and a restore: on a busy machine up to two minutes.
  test.setTimeout(240_000);
  const requests = recordRequests(page);
  const path = `studio-historie-${run}`;
  await signInAsEditor(page);
  await publishedPage(page, 'Historie versie 1', path);
  const documentUrl = page.url();
  // The status line names the newest event of the document's history ("Laatst gepubliceerd …"); a click opens
  // Wijzigingen beoordelen on it, compared with the publish before, and a second click closes it.
  const status = page.getByTestId('pane-footer-document-status');
  const changes = page.getByTestId('review-changes-pane').last();
  const expectTitleChange = async (from: number, to: number) => {
    await expect(changes.getByText('Titel', { exact: true })).toBeVisible();
    await expect(changes.locator('del')).toHaveText([String(from)]);
    await expect(changes.locator('ins')).toHaveText([String(to)]);
    await expect(changes.getByText('Er zijn geen wijzigingen')).toHaveCount(0);
  };
  await page.getByRole('tab', { name: 'Inhoud' }).click();
  for (const version of [2, 3]) {
    await field(page, 'title').getByRole('textbox').fill(`Historie versie ${version}`);
    await expect.poll(() => storedDraft(page, 'title')).toBe(`Historie versie ${version}`);
    await publish(page);
    if (version === 2) {
      // Right after the second publish: what it changed, not "Er zijn geen wijzigingen".
      await expect(status).toContainText('Laatst gepubliceerd');
      await status.click();
      await expectTitleChange(1, 2);
      await status.click();
      await expect(page.getByRole('tab', { name: 'Wijzigingen beoordelen' })).toHaveCount(0);
    }
  }
  // Opened afresh, as an editor coming back later: what the Studio shows now comes from the lake's history, not
  // from the edits it saw live. The whole Studio starts again first, which on a busy machine takes its own time.
  await page.goto(documentUrl);
  await studioShown(page);
  await expect(status).toContainText('Laatst gepubliceerd');
  await status.click();
  await expectTitleChange(2, 3);
  await page.getByRole('tab', { name: 'Historie' }).click();
  const revisions = page.getByRole('button').filter({ hasText: /^\S+\s*Gepubliceerd/ });
  await expect(revisions).toHaveCount(3);

  // Wijzigingen beoordelen between any two revisions, here the first and the second publish: "Naar" (the revision
  // shown) and "Van" (where the comparison starts) each pick an event from the history; both name it as
  // "Gepubliceerd: <when>".
  await page.getByRole('tab', { name: 'Wijzigingen beoordelen' }).click();
  const [sinceMenu, revisionMenu] = [
    changes.getByTestId('timeline-menu-open-button').first(),
    changes.getByTestId('timeline-menu-open-button').last(),
  ];
  const publishes = page
    .getByTestId('timeline-menu')
    .getByRole('button')
    .filter({ hasText: /Gepubliceerd/ });
  await revisionMenu.click();
  // Newest first: the second of the three publishes.
  await publishes.nth(1).click();
  await expect(revisionMenu).toHaveText(/^Gepubliceerd: /);
  await sinceMenu.click();
  // What came before the second publish, newest first: the oldest publish is the last.
  await publishes.last().click();
  await expect(sinceMenu).toHaveText(/^Gepubliceerd: /);
  await expectTitleChange(1, 2);
  await page.getByRole('tab', { name: 'Historie' }).click();
  // The oldest publish: the page as it was first published, opened read-only, then restored as the draft.
  await revisions.last().click();
  await expect(field(page, 'title').getByRole('textbox')).toHaveValue('Historie versie 1');
  // Sanity's own date pattern, in Dutch words ("Revisie van dec. 4, 2026 @ 09:00:00"): studio/locale-dates.ts.
  await expect(page.getByText(/^Revisie van [a-z]{3}\.? \d{1,2}, \d{4} @ /)).toBeVisible();
  await page.getByRole('button', { name: 'Herstellen' }).click();
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect.poll(() => storedDraft(page, 'title')).toBe('Historie versie 1');

  // A page that came with the dataset and has no draft: Historie opens on the revision that exists, its origin in
  // the dataset, not on "Geen documentgeschiedenis".
  await page.goto('/studio/intent/edit/id=page-verkopersinformatie;type=page/');
  await studioShown(page);
  await expect(field(page, 'title').getByRole('textbox')).toHaveValue('Informatie voor verkopers');
  await status.click();
  await page.getByRole('tab', { name: 'Historie' }).click();
  const origin = page.getByTestId('timeline-item-button');
  await expect(origin).toHaveText([/^\S+\s*Gemaakt/]);
  await expect(page.getByText('Geen documentgeschiedenis')).toHaveCount(0);
  // The newest event is the page as it is: picked, it shows the page, not an older revision.
  await origin.click();
  await expect(page.getByText(/^Revisie van /)).toHaveCount(0);
  await expect(field(page, 'title').getByRole('textbox')).toHaveValue('Informatie voor verkopers');
  // A deleted page restored from its last revision: studio.spec's "Verwijderd" test.
  expectOnlyLocalRequests(page, requests);
});

test('Voorbeeld: a click on the hero heading opens its field; an edit shows without a reload; every market switches in place, and edits still show with no call to a page gone', async ({
  page,
}) => {
  const path = `studio-klik-${run}`;
  await signInAsEditor(page);
  await storedPage(page, 'Klikken in het voorbeeld', path);
  await page.goto(`/studio/presentation?preview=${encodeURIComponent(`/${path}`)}`);
  const preview = page.frameLocator('iframe').first();
  const heading = preview.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(marked('Klikken in het voorbeeld – welkom'), { timeout: 30_000 });
  const frame = () => page.frames().find((candidate) => new URL(candidate.url()).pathname === `/${path}`)!;
  await expect.poll(() => frame()?.url()).toBeTruthy();
  await frame().evaluate(() => Object.assign(window, { __zelfdePagina: true }));

  // Once the overlays have connected, the heading is a click target that opens its own field in the Studio; a click
  // before that does nothing, and the editor clicks again.
  await expect(page.getByText('Geen verbinding met het voorbeeld')).toHaveCount(0);
  const input = page.locator('[data-testid$=".heading"] input').first();
  await expect(async () => {
    await heading.click();
    await expect(input).toBeFocused({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(input).toHaveValue('Klikken in het voorbeeld – welkom');
  await page.keyboard.press('End');
  // Each key shows in the preview within a second, at the pace of an editor who pauses between keys: the Studio
  // saves at most once a second, so a key typed sooner waits for that save as well. Timed in the browser, from the
  // key's event in the Studio to the frame that paints the heading with it (both on the machine's clock), so the
  // figure is the editor's wait, not the time this test takes to ask the page.
  // Where each key's time goes, for the log and a failure: the Studio's save, the preview's refresh on the live event.
  const road = keyRoad(page, path);
  const shownAfter: number[] = [];
  const steps: string[] = [];
  let shown = 'Klikken in het voorbeeld – welkom';
  for (const key of ' en b') {
    shown += key;
    road.start();
    // Both watches are set before the key, so neither can miss it.
    await frame().evaluate(watchHeading, { text: shown, marks: EDIT_MARKS.source });
    await page.evaluate(() => {
      const studio = window as { __toets?: Promise<number> };
      studio.__toets = new Promise<number>((resolve) =>
        addEventListener('keydown', (event) => resolve(performance.timeOrigin + event.timeStamp), {
          capture: true,
          once: true,
        }),
      );
    });
    await page.keyboard.type(key);
    const keyDown = await page.evaluate(() => (window as { __toets?: Promise<number> }).__toets!);
    const painted = await frame().evaluate(() => (window as { __kop?: Promise<number> }).__kop!);
    shownAfter.push(Math.round(painted - keyDown));
    steps.push(road.steps());
    await page.waitForTimeout(1_000);
  }
  road.stop();
  const median = [...shownAfter].sort((a, b) => a - b)[2]!;
  const breakdown = `a typed key shown after ${shownAfter.join(', ')} ms (median ${median} ms); per key, ms after it: ${steps.join('; ')}`;
  console.log(`Voorbeeld: ${breakdown}`);
  expect(median, breakdown).toBeLessThanOrEqual(1_000);
  await page.keyboard.type('ewerken', FAST);
  await expect(heading).toHaveText(marked('Klikken in het voorbeeld – welkom en bewerken'), {
    timeout: 15_000,
  });
  expect(await frame().evaluate(() => (window as { __zelfdePagina?: boolean }).__zelfdePagina)).toBe(true);

  // The market switches in place: the same page, still connected to the Studio, which never calls out in vain.
  const connectionWarnings: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('[@sanity/comlink]')) connectionWarnings.push(message.text());
  });
  await frame().evaluate(() => {
    const counted = window as { __hartslagen?: number };
    counted.__hartslagen = 0;
    addEventListener('message', ({ data }: MessageEvent<{ type?: string } | null>) => {
      if (data?.type === 'comlink/heartbeat') counted.__hartslagen! += 1;
    });
  });
  await preview.getByLabel('Markt').selectOption('netherlands');
  await expect(preview.locator('html')).toHaveAttribute('data-market', 'netherlands', { timeout: 15_000 });
  await expect(preview.getByLabel('Markt')).toHaveValue('netherlands');
  expect(await frame().evaluate(() => (window as { __zelfdePagina?: boolean }).__zelfdePagina)).toBe(true);
  await input.focus();
  await page.keyboard.press('End');
  await page.keyboard.type(' in Nederland', FAST);
  await expect(heading).toHaveText(marked('Klikken in het voorbeeld – welkom en bewerken in Nederland'), {
    timeout: 15_000,
  });
  // Every other market, and none: each as its host serves it, switched in place.
  for (const market of ['flags', 'sharingiscaring', 'belgium'] as const) {
    await preview.getByLabel('Markt').selectOption(market);
    await expect(preview.locator('html')).toHaveAttribute('data-market', market, { timeout: 15_000 });
  }
  await preview.getByLabel('Markt').selectOption('geen');
  await expect(preview.locator('html')).not.toHaveAttribute('data-market', { timeout: 15_000 });
  expect(await frame().evaluate(() => (window as { __zelfdePagina?: boolean }).__zelfdePagina)).toBe(true);
  // The Studio calls the page every 2 s and gives up on a call after 3 s: by the third call the page hears after the
  // last switch, a call to a page gone would have been given up, with a warning.
  await frame().evaluate(() => Object.assign(window, { __hartslagen: 0 }));
  await expect
    .poll(() => frame().evaluate(() => (window as { __hartslagen?: number }).__hartslagen), {
      timeout: 15_000,
    })
    .toBeGreaterThanOrEqual(3);
  expect(connectionWarnings).toEqual([]);
});

test('Voorbeeld: every text opens its own field, an FAQ answer its FAQ item; a key figure, a step and a card theirs', async ({
  page,
}) => {
  await signInAsEditor(page);
  await page.goto(`/studio/presentation?preview=${encodeURIComponent('/')}`);
  const preview = page.frameLocator('iframe').first();
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(
    marked('Deel zonnestroom met je buren, zonder gedoe'),
    { timeout: 30_000 },
  );
  await expect(page.getByText('Geen verbinding met het voorbeeld')).toHaveCount(0);
  /** The document and field the Presentation tool opened: `<type>/<id>/<path>` in its address. */
  const opened = () => decodeURIComponent(new URL(page.url()).pathname).replace('/studio/presentation/', '');
  // A click before the overlays have connected does nothing: the editor clicks again.
  const opens = async (target: Locator, field: string | RegExp, position?: { x: number; y: number }) => {
    await expect(async () => {
      await target.click({ position });
      expect(opened()).toMatch(field);
    }).toPass({ timeout: 30_000 });
  };
  const block = (key: string) => `home/home/blocks[_key=="${key}"]`;

  // Texts, through the edit marks stega puts in them.
  await opens(
    preview.getByText('Zo vaak per dag wordt gedeelde stroom verrekend'),
    `${block('k0a4b722')}.figures[_key=="kc1c8748"].label`,
  );
  await opens(
    preview.getByRole('heading', { name: 'Meld je aan' }),
    `${block('kcf69e6f')}.items[_key=="k4a68bbe"].title`,
  );
  await opens(
    preview.getByRole('heading', { name: 'Stroom van dichtbij' }),
    `${block('k47f6808')}.cards[_key=="ka2aabc2"].title`,
  );
  // A key figure's number shows no text of its own: it opens its value by attribute.
  await opens(
    preview.locator('dd', { hasText: '96' }),
    `${block('k0a4b722')}.figures[_key=="kc1c8748"].value`,
    // On the number, not on its unit (a text of its own).
    { x: 8, y: 18 },
  );
  // An FAQ answer lives in its FAQ item, reached through a reference: the click opens that document's answer. The
  // editor opens the question first (here by script: with the overlays on, a click edits instead of opening it).
  const question = preview.locator('details', { hasText: 'Wat is energie delen precies?' }).first();
  await question.evaluate((details: HTMLDetailsElement) => (details.open = true));
  await opens(
    question.getByText('Er loopt geen extra kabel', { exact: false }),
    /^faqItem\/faq-wat-is-energie-delen\/answer\[_key=="b11108d7"\]/,
  );
  await expect(page.getByTestId('field-answer')).toBeVisible();
});

test('unpublishing takes a page off the site on demand and removes the redirects into it', async ({
  page,
}) => {
  const path = `studio-intrekken-${run}`;
  await signInAsEditor(page);
  await storedPage(page, 'Intrekken uit de Studio', path);
  // A rename leaves a redirect from the old path into the page.
  await page.getByRole('tab', { name: 'Inhoud' }).click();
  await field(page, 'slug').getByRole('textbox').fill(`${path}-nieuw`);
  await page.getByRole('button', { name: 'Publiceren en doorverwijzen' }).click();
  await expect.poll(async () => (await published(page, path)).status(), { timeout: 10_000 }).toBe(308);

  await page.getByRole('button', { name: 'Documentacties openen' }).click();
  await page.getByRole('menuitem', { name: 'Publicatie intrekken' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publicatie intrekken?' });
  await expect(dialog).toContainText(`De doorverwijzing van /${path} naar deze pagina wordt mee verwijderd`);
  const clicked = performance.now();
  await dialog.getByRole('button', { name: 'Publicatie intrekken' }).click();
  await expect
    .poll(async () => (await published(page, `${path}-nieuw`)).status(), { timeout: LIVE_DEADLINE })
    .toBe(404);
  console.log(`Studio unpublish → page gone: ${(performance.now() - clicked).toFixed(0)} ms`);
  // The redirect from the old path went with the page (the lake holds none for that path any more).
  const redirects = await page.request.get(
    `/api/lake/v2025-02-19/data/query/production?query=${encodeURIComponent('count(*[_type == "redirect" && source == $source])')}&$source=${encodeURIComponent(JSON.stringify(`/${path}`))}&perspective=raw`,
  );
  expect(((await redirects.json()) as { result: number }).result).toBe(0);
  // The draft stays: the page can be published again.
  await expect.poll(() => storedDraft(page, 'title')).toBe('Intrekken uit de Studio');
});

/**
 * Where the Studio shows that `name` is in the title field: the avatar it floats beside the field, level with it.
 */
async function expectInTitleField(page: Page, name: string) {
  const avatar = page
    .locator(`[data-ui="Avatar"][data-arrow-position="inside"][aria-label="${name}"]`)
    .filter({ visible: true });
  await expect(avatar).toHaveCount(1, { timeout: 20_000 });
  const title = field(page, 'title').getByRole('textbox');
  await expect
    .poll(
      async () => {
        const [of, beside] = [await avatar.boundingBox(), await title.boundingBox()];
        return !!of && !!beside && of.y < beside.y + beside.height && of.y + of.height > beside.y - 40;
      },
      { message: `${name}'s avatar level with the title field` },
    )
    .toBe(true);
}

test("two editors on one document see each other's avatars", async ({ browser, page }) => {
  const path = `studio-aanwezig-${run}`;
  await signInAsEditor(page);
  await storedPage(page, 'Samen aanwezig', path);
  await page.getByRole('tab', { name: 'Inhoud' }).click();
  const other = await browser.newPage();
  try {
    // The document pane's header shows who has the document open without a field in focus; a field shows who is in
    // it. Each is awaited in a state that holds: the header's avatar alone goes as soon as a focus arrives.
    await openStudio(other, new URL(page.url()).pathname, SECOND_EDITOR);
    await expect(field(other, 'title').getByRole('textbox')).toBeVisible();
    await expect(page.getByTestId('document-level-presence').getByLabel(SECOND_EDITOR.name)).toBeVisible({
      timeout: 20_000,
    });
    await field(other, 'title').getByRole('textbox').click();
    await expectInTitleField(page, SECOND_EDITOR.name);
    await expect(page.getByTestId('document-level-presence')).toHaveCount(0);
    await field(page, 'title').getByRole('textbox').click();
    await expectInTitleField(other, EDITOR.name);
  } finally {
    await other.context().close();
  }
});

test('a visitor at /studio gets the Dutch 403 page; signed out, the sign-in says it is for editors', async ({
  page,
  consoleErrors,
}) => {
  // The 403 itself, and on /logout the Firebase SDK's check of the session it is ending, whose tokens the site may
  // already have revoked (400 from the Auth server; the sign-out goes on).
  consoleErrors.expect(/status of 403 \(Forbidden\)/);
  consoleErrors.expect(/\/logout\?next=.*status of 400 \(Bad Request\)/);
  await page.goto('/login?next=/studio');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inloggen voor redacteuren');
  // An account of its own: signing out revokes every session of the account, also those of tests running beside.
  const visitor = await newAccount('geen-redacteur', { name: 'Geen Redacteur' });
  await signIn(page, visitor.email, visitor.password, '/studio');
  await page.waitForURL((url) => url.pathname.startsWith('/studio'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Geen toegang tot de Studio');
  const response = await page.request.get('/studio');
  expect(response.status()).toBe(403);
  expect(await response.text()).toContain('account zonder redacteursrechten');
  await page.getByRole('link', { name: 'Aanmelden met een ander account' }).click();
  await expect(page.getByRole('link', { name: 'Aanmelden met een ander account' })).toHaveAttribute(
    'href',
    '/login?next=/studio',
  );
});

test.afterAll(() => {
  // The pause of the second test, if that test failed before it could lift it.
  rmSync(path.join(E2E_CONTENT_DIR, '.schrijfpauze.json'), { force: true });
});

/**
 * The road of a key typed in the Studio to the preview, timed from the key: the Studio's save to the lake sent and
 * answered, then the preview's refresh (its page asked again as React Server Components data) asked and answered.
 */
/**
 * In the preview frame: from now on, `window.__kop` settles on the time (ms since the epoch) of the next frame painted
 * once the level-1 heading, edit marks aside, reads `text`; it rejects after 15 s.
 */
function watchHeading({ text, marks }: { text: string; marks: string }) {
  const everyMark = new RegExp(marks, 'g');
  (window as { __kop?: Promise<number> }).__kop = new Promise<number>((resolve, reject) => {
    const observer = new MutationObserver(check);
    const timeout = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`the heading never read "${text}"`));
    }, 15_000);
    function check() {
      if (document.querySelector('h1')?.textContent?.replace(everyMark, '') !== text) return;
      observer.disconnect();
      clearTimeout(timeout);
      requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()));
    }
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    check();
  });
}

function keyRoad(page: Page, pagePath: string) {
  let from = 0;
  let marks: string[] = [];
  const mark = (name: string) => marks.push(`${name} ${Math.round(performance.now() - from)}`);
  const isSave = (request: Request) =>
    request.method() === 'POST' && /\/data\/(mutate|actions)\//.test(request.url());
  const isRefresh = (request: Request) =>
    new URL(request.url()).pathname === `/${pagePath}` && request.headers()['rsc'] === '1';
  const onRequest = (request: Request) => {
    if (isSave(request)) mark('save sent');
    else if (isRefresh(request)) mark('refresh asked');
  };
  const onFinished = (request: Request) => {
    if (isSave(request)) mark('saved');
    else if (isRefresh(request)) mark('refreshed');
  };
  page.on('request', onRequest);
  page.on('requestfinished', onFinished);
  return {
    start() {
      from = performance.now();
      marks = [];
    },
    steps: () => marks.join(', '),
    stop() {
      page.off('request', onRequest);
      page.off('requestfinished', onFinished);
    },
  };
}
