import type { APIRequestContext, Page, Request } from '@playwright/test';
import { format } from 'date-fns/format';
import { nl } from 'date-fns/locale/nl';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { historyLogPath } from '../../lake/history-log.mjs';
import { E2E_CONTENT_DIR, marked, marketPickerHydrated } from './fixtures';
import {
  createPage,
  expect,
  field,
  fillSeo,
  previewFrameTitle,
  signInAsEditor,
  storedPage,
  test,
  tools,
} from './studio-helpers';

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

/** The dataset file and the transaction log, byte for byte. */
const storedFiles = () =>
  [path.join(E2E_CONTENT_DIR, 'dataset.ndjson'), historyLogPath(E2E_CONTENT_DIR)].map((file) =>
    readFileSync(file, 'utf8'),
  );

/**
 * Follows the dry runs the Studio sends to the Actions API (its permission checks when a release menu or view
 * opens): how many it sent, and whether each has ended, so a comparison waits until they all did. A check the
 * Studio drops when the view changes, or a navigation cuts off, ends unanswered; it counts as ended too.
 */
function followDryRuns(page: Page) {
  const sent = new Set<Request>();
  const open = new Set<Request>();
  const isDryRun = (body: string | null) => body !== null && /"dryRun":\s*true/.test(body);
  page.on('request', (request) => {
    if (request.url().includes('/data/actions/') && isDryRun(request.postData())) {
      sent.add(request);
      open.add(request);
    }
  });
  // Only the checks sent since following began: one sent on the page before may end now, and is not counted.
  const ended = (request: Request) => open.delete(request);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    /** Waits until at least `least` dry runs were sent since the start and every one has ended. */
    async settled(least: number) {
      await expect
        .poll(() => ({ sentEnough: sent.size >= least, allEnded: open.size === 0 }))
        .toEqual({ sentEnough: true, allEnded: true });
      return sent.size;
    },
  };
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

/**
 * A moment as the Studio's release date field writes and reads it: Sanity's date-fns pattern "PP HH:mm" in the Dutch
 * that studio/locale-dates.ts makes date-fns's default ("27 nov. 2026 09:00", in the browser's time zone).
 */
const pickerText = (moment: Date) => format(moment, 'PP HH:mm', { locale: nl });

/**
 * Asks for both pages of the campaign as a visitor until both are live: when each first was, at most 5 s after the
 * moment. Once a second until shortly before the moment (a page live too early is still seen before it), then
 * every 50 ms: asking back to back for a minute and more would take a core from the tests beside this one.
 */
async function watchGoingLive(
  visitor: APIRequestContext,
  { newPath, editedPath, publishAt }: { newPath: string; editedPath: string; publishAt: number },
) {
  const liveAt: { created?: number; edited?: number } = {};
  while (liveAt.created === undefined || liveAt.edited === undefined) {
    const [created, edited] = await Promise.all([
      visitor.get(`/${newPath}`).then((response) => response.status() === 200),
      visitor
        .get(`/${editedPath}`)
        .then(async (response) =>
          (await response.text()).includes('<title>Zomer op een bestaande pagina - Stroomplein</title>'),
        ),
    ]);
    const now = Date.now();
    if (created) liveAt.created ??= now;
    if (edited) liveAt.edited ??= now;
    expect(now, 'both live within 5 s of the moment').toBeLessThan(publishAt + 5_000);
    await sleep(now < publishAt - 2_000 ? 1_000 : 50);
  }
  return { created: liveAt.created, edited: liveAt.edited };
}

const pageId = (page: Page) => /;page;([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';

test('a campaign: a new page and an edit in a release, previewed, scheduled, live together at its moment', async ({
  page,
  request: visitor,
}) => {
  test.setTimeout(420_000);
  const newPath = `zomeractie-${run}`;
  const editedPath = `zomer-bestaand-${run}`;
  await signInAsEditor(page);
  await storedPage(page, 'Bestaande pagina voor de zomer', editedPath);
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
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(marked('Zomeractie – welkom'), {
      timeout: 30_000,
    });
    // The preview's own bar says what it shows; a visitor (no draft mode) sees neither change.
    await expect(preview.getByRole('region', { name: 'Voorbeeldweergave' })).toContainText(
      `je ziet release “Zomeractie ${run}”`,
    );
    await expect(page.getByText('Laden...')).toHaveCount(0);
    await page.screenshot({ path: 'test-results/release-preview.png' });
    // The market picker of the preview bar keeps the release: the Dutch market's site, with the release's page.
    await marketPickerHydrated(preview);
    await preview.getByLabel('Markt').selectOption('netherlands');
    await expect(preview.locator('html')).toHaveAttribute('data-market', 'netherlands');
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(marked('Zomeractie – welkom'));
    await expect(preview.getByRole('region', { name: 'Voorbeeldweergave' })).toContainText(
      `je ziet release “Zomeractie ${run}”`,
    );
    await page.goto(
      `/studio/presentation?perspective=${release}&preview=${encodeURIComponent(`/${editedPath}`)}`,
    );
    await expect
      .poll(() => previewFrameTitle(page, editedPath))
      // Still on the Dutch market picked above: its title postfix follows.
      .toBe('Zomer op een bestaande pagina - Stroomplein Nederland');
    expect((await visitor.get(`/${newPath}`)).status()).toBe(404);
    expect(await visitor.get(`/${editedPath}`).then((response) => response.text())).toContain(
      '<title>Een pagina uit de Studio - Stroomplein</title>',
    );
  });

  await test.step('opening an active release and its menu changes nothing stored (their dry runs)', async () => {
    const before = storedFiles();
    const dryRuns = followDryRuns(page);
    await page.goto(`/studio/releases/${release}`);
    // The view has checked its documents once it offers to publish them.
    await expect(page.getByRole('button', { name: 'Release publiceren' })).toBeEnabled();
    await page.getByRole('button', { name: 'Releasemenu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Release archiveren' })).toBeVisible();
    await page.keyboard.press('Escape');
    await dryRuns.settled(1);
    expect(storedFiles()).toEqual(before);
  });

  const publishAt = await test.step('scheduled at a whole minute, at least 45 s ahead', async () => {
    await page.goto(`/studio/releases/${release}`);
    // Whole minutes, as the Studio's picker sets them, far enough ahead for this step and the two that need the
    // release still scheduled, also on a slower machine (the test checks they ended before the moment).
    const moment = new Date(Math.ceil((Date.now() + 45_000) / 60_000) * 60_000);
    await page.getByRole('button', { name: 'Zo snel mogelijk' }).click();
    await page.locator('[data-ui="Popover"] button', { hasText: 'Op tijdstip' }).click();
    const input = page.locator('[data-ui="Popover"]').getByTestId('date-input');
    await input.fill(pickerText(moment));
    await input.press('Enter');
    // The picker keeps the moment when it closes by a click beside it (Escape would drop it).
    await page.mouse.click(5, 300);
    await expect
      .poll(() => stored(page, `_.releases.${release}`, '.metadata.intendedPublishAt'))
      .toBe(moment.toISOString());
    await page.getByRole('button', { name: 'Release inplannen...' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Ja, inplannen' }).click();
    await expect.poll(() => stored(page, `_.releases.${release}`, '.state')).toBe('scheduled');
    expect(await stored(page, `_.releases.${release}`, '.publishAt')).toBe(moment.toISOString());
    return moment.getTime();
  });

  await test.step('opening the release menus and views changes nothing stored (their dry runs)', async () => {
    const before = storedFiles();
    const dryRuns = followDryRuns(page);
    await page.goto('/studio/releases');
    await expect(page.getByText(`Zomeractie ${run}`).first()).toBeVisible();
    await page.goto(`/studio/releases/${release}`);
    await page.getByRole('button', { name: 'Releasemenu' }).click();
    await expect(page.getByRole('menuitem').first()).toBeVisible();
    await page.keyboard.press('Escape');
    const checked = await dryRuns.settled(1);
    await page.getByRole('button', { name: 'Activiteit' }).click();
    await page.goto(`/studio/structure?perspective=${release}`);
    await expect(tools(page)).toBeVisible();
    await dryRuns.settled(checked);
    expect(storedFiles()).toEqual(before);
  });

  await test.step('a scheduled release is frozen: its pages are read-only, the Studio says why, the lake refuses', async () => {
    await page.goto(`/studio/intent/edit/id=${existingId};type=page/?perspective=${release}`);
    await expect(field(page, 'title').getByRole('textbox')).toHaveAttribute('readonly', '');
    // The moment is date-fns's, in the Dutch studio/locale-dates.ts makes its default ("vandaag om 09:00").
    await expect(
      page.getByText(/^Ingepland voor publicatie op (vandaag|morgen) om \d{2}:\d{2}/),
    ).toBeVisible();
    await page.screenshot({ path: 'test-results/release-frozen.png' });
    const refused = await page.request.post('/api/lake/v2025-02-19/data/actions/production', {
      data: {
        actions: [
          {
            actionType: 'sanity.action.document.edit',
            publishedId: existingId,
            draftId: `versions.${release}.${existingId}`,
            patch: { set: { title: 'Toch nog gewijzigd' } },
          },
        ],
      },
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { error: { description: string } }).error.description).toContain(
      'haal ze eerst uit de planning',
    );
    expect(await stored(page, `versions.${release}.${existingId}`, '.title')).toBe(
      'Bestaande pagina voor de zomer',
    );
  });

  // From here until the moment, the visitor watches both pages while the marketer works on another release.
  expect(Date.now(), 'the steps above ran before the moment').toBeLessThan(publishAt);
  const wentLive = watchGoingLive(visitor, { newPath, editedPath, publishAt });
  // Awaited below; a failure meanwhile must not count as unhandled.
  wentLive.catch(() => {});
  await test.step('archive, bring back, archive and delete another release', async () => {
    const other = await newRelease(page, `Archief ${run}`);
    const added = await page.request.post('/api/lake/v2025-02-19/data/actions/production', {
      data: {
        actions: [
          {
            actionType: 'sanity.action.document.version.create',
            publishedId: existingId,
            baseId: existingId,
            versionId: `versions.${other}.${existingId}`,
          },
        ],
      },
    });
    expect(added.status()).toBe(200);
    const releaseMenu = async (item: string, confirm?: string) => {
      await page.goto(`/studio/releases/${other}`);
      await page.getByRole('button', { name: 'Releasemenu' }).click();
      await page.getByRole('menuitem', { name: item }).click();
      if (confirm) await page.getByRole('dialog').getByRole('button', { name: confirm }).click();
    };
    await releaseMenu('Release archiveren', 'Ja, release archiveren');
    await expect.poll(() => stored(page, `_.releases.${other}`, '.state')).toBe('archived');
    expect(await stored(page, `versions.${other}.${existingId}`)).toBeNull();
    // The archived release still lists its page: the Studio reads its last revision from the history.
    await page.goto(`/studio/releases/${other}`);
    await expect(page.getByText('Bestaande pagina voor de zomer')).toBeVisible();
    await releaseMenu('Release terugzetten uit het archief');
    await expect.poll(() => stored(page, `_.releases.${other}`, '.state')).toBe('active');
    expect(await stored(page, `versions.${other}.${existingId}`, '._id')).toBe(
      `versions.${other}.${existingId}`,
    );
    await releaseMenu('Release archiveren', 'Ja, release archiveren');
    await expect.poll(() => stored(page, `_.releases.${other}`, '.state')).toBe('archived');
    await releaseMenu('Release verwijderen', 'Ja, release verwijderen');
    await expect.poll(() => stored(page, `_.releases.${other}`)).toBeNull();
  });

  await test.step('at its moment both pages go live together, not before', async () => {
    const liveAt = await wentLive;
    expect(Math.min(liveAt.created, liveAt.edited)).toBeGreaterThanOrEqual(publishAt);
    expect(Math.abs(liveAt.created - liveAt.edited), 'live together').toBeLessThan(1_000);
    await page.goto(`/studio/releases/${release}`);
    await expect(page.getByText('Gepubliceerd').first()).toBeVisible();
    await expect(page.getByText('Zomeractie', { exact: true })).toBeVisible();
    await expect(page.getByText('Bestaande pagina voor de zomer')).toBeVisible();
  });
  await page.screenshot({ path: 'test-results/release-published.png' });
});
