import { test } from '@playwright/test';
import { SECOND_EDITOR } from './firebase';
import { expect, openStudio } from './studio-helpers';

test.setTimeout(120_000);

test('explore presence', async ({ browser, page }) => {
  await openStudio(page, '/studio/intent/edit/id=legal-cookieverklaring;type=legalPage/');
  const other = await browser.newPage();
  await openStudio(other, '/studio/intent/edit/id=legal-cookieverklaring;type=legalPage/', SECOND_EDITOR);
  await other.locator('[data-testid="field-title"] input').click();
  await page.waitForTimeout(6000);
  await page.screenshot({ path: '/tmp/x/presence1.png' });
  const avatars = await page.locator('[data-testid*="presence"], [data-testid*="avatar"], [aria-label*="Rita"], [title*="Rita"]').evaluateAll((els) => els.map((e) => `${e.tagName} ${e.getAttribute('data-testid')} ${e.getAttribute('aria-label')} ${e.getAttribute('title')}`));
  console.log(avatars.slice(0, 20));
  await expect(page.getByText('Rita Redacteur').first()).toBeAttached({ timeout: 1000 }).catch(() => console.log('no name text'));
});

test('explore refused save', async ({ page }) => {
  await openStudio(page, '/studio/intent/edit/id=legal-privacyverklaring;type=legalPage/');
  const summary = page.locator('[data-testid="field-summary"] textarea');
  await summary.click();
  await page.keyboard.type(' eerst', { delay: 20 });
  await page.waitForTimeout(3000);
  await summary.fill('x'.repeat(4_300_000));
  await page.waitForTimeout(8000);
  await page.screenshot({ path: '/tmp/x/refused1.png' });
  console.log((await page.locator('[role="alert"], [data-ui="Toast"], [role="status"]').allInnerTexts()).join(' | '));
});
