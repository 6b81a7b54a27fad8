import { expect, signInAsEditor, studioShown, test } from './studio-helpers';

// A tool of the real Studio that crashes, read-only (it runs beside the site's tests): a bad answer from the lake for
// the "Verwijderd" list (a null where a document belongs) makes the structure tool throw while it draws.

const DELETED_LIST = '**/data/history/*/deleted*';

test('a crashed tool says so in Dutch, shows no error text, and comes back with Opnieuw proberen', async ({
  page,
  consoleErrors,
}) => {
  // React reports the error the crash screen caught.
  consoleErrors.expect(/Cannot read properties of null/);
  await signInAsEditor(page);
  await page.route(DELETED_LIST, (route) => route.fulfill({ json: { documents: [null] } }));
  await page.goto('/studio/structure/verwijderd');
  await expect(page.getByRole('heading', { level: 1, name: 'Structuur liep vast' })).toBeVisible({
    timeout: 30_000,
  });
  // The navigation stays: the editor can go to another tool.
  await studioShown(page);
  await expect(page.getByText(/crashed|error occurred|Cannot read/i)).toHaveCount(0);

  await page.unroute(DELETED_LIST);
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
  // Listed, or none: the editing tests beside this one delete pages of their own.
  await expect(
    page
      .getByRole('list', { name: 'Verwijderde documenten' })
      .or(page.getByText('Geen documenten verwijderd in de laatste 90 dagen.')),
  ).toBeVisible();
});
