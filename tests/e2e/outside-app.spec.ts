import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret';
import { DEFAULT_URL, EDIT_MARKS, lakeWriter, OUTSIDE_URL } from './fixtures';

/**
 * Another team's Next.js app on the local lake (tests/outside-app): next-sanity's documented road only, configured
 * by its environment (scripts/outside-app-e2e-server.mjs). What hosted Sanity gives such an app, the lake must too:
 * live updates in the browser (CORS), draft mode that no lake answer ends, stega, and images from the lake.
 */
const run = randomUUID().slice(0, 8);
const id = `buiten-app-${run}`;
const slug = `buiten-${run}`;
const writer = lakeWriter('Buiten-app (e2e)');
const EDIT_MARKS_ALL = new RegExp(EDIT_MARKS.source, 'g');

/** A page of this run, with a hero whose image is a bundled one. */
const pageDocument = (title: string) => ({
  _type: 'page',
  title,
  slug: { _type: 'slug', current: slug },
  blocks: [
    {
      _type: 'hero',
      _key: 'hero',
      heading: title,
      image: {
        _type: 'accessibleImage',
        asset: { _type: 'reference', _ref: 'image-b00b629a4e922483474311503861042e695f9206-720x720-svg' },
        alt: 'Zonnepanelen op een dak',
      },
    },
  ],
});

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await writer.createOrReplace({ _id: id, ...pageDocument('Buiten, versie 1') });
});

test('a published edit reaches the page open in the browser within a second, without a reload; its image loads', async ({
  page,
}) => {
  // <SanityLive> listens from the browser, on the lake's origin: its CORS list lets this app's origin in.
  const listening = page.waitForResponse(
    (response) => response.url().includes('/data/live/events/') && response.status() === 200,
  );
  await page.goto(`${OUTSIDE_URL}/${slug}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Buiten, versie 1');
  const image = page.locator('main img');
  // Absolute, on the origin the lake was reached on: the app has no images of its own.
  await expect(image).toHaveAttribute('src', new RegExp(`^${DEFAULT_URL}/`));
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
  await listening;
  await page.evaluate(() => Object.assign(window, { zelfdePagina: true }));

  await writer.patch(id).set({ title: 'Buiten, versie 2' }).commit();
  await expect(heading).toHaveText('Buiten, versie 2', { timeout: 1_000 });
  expect(await page.evaluate(() => 'zelfdePagina' in window), 'the page was not reloaded').toBe(true);
});

test('draft mode, enabled with a preview secret, holds over three page loads and marks its texts (stega)', async ({
  page,
  context,
}) => {
  // What the Presentation tool does before it opens a preview: a secret in the dataset, handed to the app's route.
  const { secret } = await createPreviewSecret(writer, 'buiten-app-e2e', `${DEFAULT_URL}/studio`);
  await writer.createOrReplace({ _id: `drafts.${id}`, ...pageDocument('Buiten, concept') });
  const enable = new URL('/api/draft-mode/enable', OUTSIDE_URL);
  enable.searchParams.set('sanity-preview-secret', secret);
  enable.searchParams.set('sanity-preview-pathname', `/${slug}`);
  for (let load = 1; load <= 3; load++) {
    await page.goto(load === 1 ? enable.href : `${OUTSIDE_URL}/${slug}`);
    await expect(page).toHaveURL(`${OUTSIDE_URL}/${slug}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect
      .poll(async () => (await heading.textContent())?.replace(EDIT_MARKS_ALL, ''), {
        message: `load ${load}`,
      })
      .toBe('Buiten, concept');
    expect(await heading.textContent(), `load ${load}: stega's marks`).toMatch(EDIT_MARKS);
    // The lake shares the host name, so the app's cookie goes to it too: no answer of the lake may clear it.
    const cookies = await context.cookies(OUTSIDE_URL);
    expect(
      cookies.map(({ name }) => name),
      `load ${load}`,
    ).toContain('__prerender_bypass');
  }
});
