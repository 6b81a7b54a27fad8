import { test, type Page } from '@playwright/test';
import { createPage, expect, field, fillSeo, openStudio, publishedPage } from './studio-helpers';

// A marketer's campaign in the real Studio's Releases tool, on the local lake: planned, previewed, scheduled.

test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);

/** A document as the lake stores it (the editor's session may read versions). */
async function stored(page: Page, id: string, projection = '') {
  const query = encodeURIComponent(`*[_id == $id][0]${projection}`);
  const response = await page.request.get(
    `/api/lake/v2025-02-19/data/query/production?query=${query}&$id=${encodeURIComponent(JSON.stringify(id))}&perspective=raw`,
  );
  return ((await response.json()) as { result: unknown }).result;
}

/** A new release from the Releases tool; returns its id. */
async function newRelease(page: Page, title: string): Promise<string> {
  await page.goto('/studio/releases');
  await page.getByRole('button', { name: 'Nieuwe release' }).click();
  await page.getByTestId('release-form-title').fill(title);
  await page.getByTestId('submit-release-button').click();
  await page.waitForURL(/\/studio\/releases\/r[A-Za-z0-9]+/);
  return /\/releases\/(r[A-Za-z0-9]+)/.exec(page.url())![1]!;
}

/** A moment as the Studio's date picker writes it ("Nov 27, 2026 09:00", in the browser's time zone). */
const pickerText = (moment: Date) =>
  `${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(moment)} ${new Intl.DateTimeFormat('en-GB', { timeStyle: 'short' }).format(moment)}`;

const pageId = (page: Page) => /;page;([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';

test('a campaign: a new page and an edit in a release, previewed, scheduled, live together at its moment', async ({
  page,
  request: visitor,
}) => {
  test.setTimeout(420_000);
  const newPath = `zomeractie-${run}`;
  const editedPath = `zomer-bestaand-${run}`;
  await openStudio(page);
  await publishedPage(page, 'Bestaande pagina voor de zomer', editedPath);
  const existingId = pageId(page);

  const release = await newRelease(page, `Zomeractie ${run}`);

  await test.step('a new page in the release', async () => {
    await createPage(page, { title: 'Zomeractie', path: newPath, release });
    await fillSeo(page);
    const id = pageId(page);
    await expect
      .poll(() => stored(page, `versions.${release}.${id}`, '.seo.description'))
      .toContain('lokale Studio');
  });

  await test.step('an edit of a published page in the release', async () => {
    await page.goto(`/studio/intent/edit/id=${existingId};type=page/?perspective=${release}`);
    await page.getByRole('button', { name: 'Toevoegen aan release' }).click();
    const title = field(page, 'title').getByRole('textbox');
    await expect(title).toBeEditable();
    await page.getByRole('tab', { name: 'SEO' }).click();
    await page.getByTestId('field-seo.title').getByRole('textbox').fill('Zomer op een bestaande pagina');
    await expect
      .poll(() => stored(page, `versions.${release}.${existingId}`, '.seo.title'))
      .toBe('Zomer op een bestaande pagina');
  });

  await test.step('Voorbeeld under the release shows both pages; visitors see neither change', async () => {
    await page.goto(
      `/studio/presentation?perspective=${release}&preview=${encodeURIComponent(`/${newPath}`)}`,
    );
    const preview = page.frameLocator('iframe').first();
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Zomeractie – welkom', {
      timeout: 30_000,
    });
    await page.screenshot({ path: 'test-results/release-preview.png' });
    // The preview's own bar says what it shows; a visitor (no draft mode) sees neither change.
    await expect(preview.getByRole('region', { name: 'Voorbeeldweergave' })).toContainText(
      `je ziet release “Zomeractie ${run}”`,
    );
    await page.goto(
      `/studio/presentation?perspective=${release}&preview=${encodeURIComponent(`/${editedPath}`)}`,
    );
    await expect
      .poll(async () =>
        page
          .frames()
          .find((frame) => frame !== page.mainFrame() && new URL(frame.url()).pathname === `/${editedPath}`)
          ?.title(),
      )
      .toBe('Zomer op een bestaande pagina - Stroomplein');
    expect((await visitor.get(`/${newPath}`)).status()).toBe(404);
    expect(await visitor.get(`/${editedPath}`).then((response) => response.text())).toContain(
      '<title>Een pagina uit de Studio - Stroomplein</title>',
    );
  });

  const publishAt = await test.step('scheduled two minutes ahead', async () => {
    await page.goto(`/studio/releases/${release}`);
    // Whole minutes, as the Studio's picker sets them: the moment is at least two minutes ahead.
    const moment = new Date(Math.ceil((Date.now() + 120_000) / 60_000) * 60_000);
    await page.getByRole('button', { name: 'Zo snel mogelijk' }).click();
    await page.locator('[data-ui="Popover"] button', { hasText: 'Op tijdstip' }).click();
    const input = page.locator('[data-ui="Popover"]').getByTestId('date-input');
    await input.fill(pickerText(moment));
    await input.press('Enter');
    await page.keyboard.press('Escape');
    await expect
      .poll(() => stored(page, `_.releases.${release}`, '.metadata.intendedPublishAt'))
      .toBe(moment.toISOString());
    await page.getByRole('button', { name: 'Release inplannen...' }).click();
    const dialog = page.getByRole('dialog');
    await page.screenshot({ path: 'test-results/release-schedule-1.png' });
    await dialog.getByRole('button', { name: 'Ja, inplannen' }).click();
    await expect.poll(() => stored(page, `_.releases.${release}`, '.state')).toBe('scheduled');
    expect(await stored(page, `_.releases.${release}`, '.publishAt')).toBe(moment.toISOString());
    return moment.getTime();
  });
  await page.screenshot({ path: 'test-results/release-scheduled.png' });
  console.log(publishAt);
});
