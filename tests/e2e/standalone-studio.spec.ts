import { randomUUID } from 'node:crypto';
import { expect as baseExpect, type Page } from '@playwright/test';
import { EDITOR } from './firebase';
import { DEFAULT_URL, lakeWriter, STANDALONE_STUDIO_URL } from './fixtures';
import { expect, test } from './studio-helpers';

/**
 * A Studio of another project on the local lake (tests/standalone-studio, built by build-e2e.mjs): Sanity's own
 * Studio configured with the project id, the lake as its API host and the repository's localLake plugin. It calls
 * the lake on `stroomplein-lokaal.localhost`, where the site's cookie does not go, so it signs in as Sanity's login
 * does: through the site, back with a code, exchanged for a session token.
 */
const run = randomUUID().slice(0, 8);
const id = `losse-studio-${run}`;
const writer = lakeWriter('Losse Studio (e2e)');
const TOKEN_KEY = '__studio_auth_token_stroomplein-lokaal';

// A Studio's first load, a sign-in and a second load.
test.setTimeout(120_000);

test.beforeAll(async () => {
  await writer.createOrReplace({
    _id: id,
    _type: 'page',
    title: `Losse Studio ${run}`,
    slug: { _type: 'slug', current: `losse-studio-${run}` },
  });
});

test.afterAll(async () => {
  await writer.delete({ query: '*[_id in $ids]', params: { ids: [id, `drafts.${id}`] } });
});

const storedToken = (page: Page) =>
  page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { token?: string }).token,
    TOKEN_KEY,
  );

test('a standalone Studio signs in through the site, edits and hears edits over one stream, and signs out', async ({
  page,
  consoleErrors,
}) => {
  // Before its sign-in the Studio asks whether a session cookie signs it in (auth/id with credentials): none goes to
  // the lake's host, and the lake's 401, which the Studio reads as signed out, is logged by the browser.
  consoleErrors.expect(/Failed to load resource: the server responded with a status of 401/);
  // Sanity's font CDN, which this machine does not reach, stands in with the same Inter the site serves itself.
  await page.route('https://design-system-static.sanity.io/**', (route) =>
    route.fulfill({
      path: `public/studio-fonts/inter-latin-wght-${route.request().url().includes('Italic') ? 'italic' : 'normal'}.woff2`,
      headers: { 'access-control-allow-origin': '*', 'content-type': 'font/woff2' },
    }),
  );
  const direct: string[] = [];
  page.on('request', (request) => {
    if (/\/data\/(listen|live\/events)\//.test(request.url())) direct.push(request.url());
  });

  await page.goto(`${STANDALONE_STUDIO_URL}/intent/edit/id=${id};type=page/`);
  // The lake's one provider, on the site's own host: the site's sign-in, for editors.
  await page.getByRole('link', { name: 'Aanmelden bij Stroomplein' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inloggen voor redacteuren');
  baseExpect(new URL(page.url()).host).toBe('localhost:3100');
  await page.getByLabel('E-mailadres').fill(EDITOR.email);
  await page.getByLabel('Wachtwoord').fill(EDITOR.password);
  // Presence: the Studio's socket, carried over the mux, signed in by the token it sends as its first message.
  const presenceTaken = page.waitForResponse(
    (response) =>
      /\/socket\/production$/.test(new URL(response.url()).pathname) &&
      response.request().method() === 'POST' &&
      response.status() === 200,
    { timeout: 60_000 },
  );
  await page.getByRole('button', { name: 'Inloggen' }).click();

  // Back in the Studio, at the document it was opened on, with a session token of its own.
  const title = page.getByTestId('field-title').getByRole('textbox');
  await expect(title).toHaveValue(`Losse Studio ${run}`, { timeout: 30_000 });
  baseExpect(new URL(page.url()).origin).toBe(STANDALONE_STUDIO_URL);
  const token = await storedToken(page);
  baseExpect(token, 'the session token the Studio keeps').toBeTruthy();

  // An edit typed here is stored as the editor's draft.
  await title.press('End');
  await title.pressSequentially(' bewerkt');
  await expect
    .poll(() => writer.getDocument(`drafts.${id}`).then((draft) => draft?.title), { timeout: 15_000 })
    .toBe(`Losse Studio ${run} bewerkt`);

  // An edit made elsewhere reaches the open form: its listeners are heard.
  await writer
    .patch(`drafts.${id}`)
    .set({ title: `Losse Studio ${run} van elders` })
    .commit();
  await expect(title).toHaveValue(`Losse Studio ${run} van elders`);
  baseExpect(direct, 'listeners opened as connections of their own, not as channels of the mux').toEqual([]);
  await presenceTaken;

  // Signing out ends the session on the lake, not only in the browser.
  // The user menu, named after the editor signed in.
  await page.getByRole('button', { name: EDITOR.name }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Aanmelden bij Stroomplein' })).toBeVisible();
  // Asked on the site's host: Node, unlike the browser, does not send `*.localhost` to this machine.
  const after = await page.request.get(`${DEFAULT_URL}/api/lake/v1/auth/id`, {
    headers: { authorization: `Bearer ${token}` },
  });
  baseExpect(after.status()).toBe(401);
});
