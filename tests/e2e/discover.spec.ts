import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, gotoInMode, type Mode } from './fixtures';

test.describe('discover funnel', () => {
  test('walk /ontdekkoper/1 to the last step and back; progress follows the step', async ({ page }) => {
    await page.goto('/ontdekkoper/1');
    const steps = page.getByRole('navigation', { name: 'Stappen' }).getByRole('link');
    const total = await steps.count();
    expect(total).toBeGreaterThanOrEqual(3);
    for (let step = 1; step <= total; step++) {
      await expect(page).toHaveURL(new RegExp(`/ontdekkoper/${step}$`));
      const progress = page.getByRole('progressbar', { name: `Stap ${step} van ${total}` });
      await expect(progress).toHaveAttribute('aria-valuenow', String(Math.round((step / total) * 100)));
      await expect(steps.nth(step - 1)).toHaveAttribute('aria-current', 'step');
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
      if (step < total) await page.getByRole('link', { name: 'Volgende' }).click();
    }
    await expect(page.getByRole('link', { name: 'Volgende' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Word koper' })).toHaveAttribute('href', '/koper');
    for (let step = total - 1; step >= 1; step--) {
      await page.getByRole('link', { name: 'Vorige' }).click();
      await expect(page).toHaveURL(new RegExp(`/ontdekkoper/${step}$`));
      await expect(page.getByRole('progressbar', { name: `Stap ${step} van ${total}` })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Vorige' })).toHaveCount(0);
  });

  test('every product has its funnel; unknown products and steps answer 404', async ({ page }) => {
    for (const product of ['ontdekverkoper', 'ontdekenergiedelen']) {
      const response = await page.goto(`/${product}/1`);
      expect(response?.status()).toBe(200);
      await expect(page.getByText('Stap 1 van')).toBeVisible();
    }
    for (const path of ['/ontdekkoper/99', '/ontdekkoper/0', '/ontdekkoper/abc', '/ontdekzonnepanelen/1']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByText(`Page not found: ${path}`)).toBeVisible();
    }
  });

  for (const mode of ['light', 'dark'] as Mode[]) {
    test(`every step has no axe violations in ${mode} mode`, async ({ page }) => {
      test.setTimeout(60_000);
      await gotoInMode(page, '/ontdekkoper/1', mode);
      const total = await page.getByRole('navigation', { name: 'Stappen' }).getByRole('link').count();
      for (let step = 1; step <= total; step++) {
        if (step > 1) await page.goto(`/ontdekkoper/${step}`);
        await expectNoAxeViolations(page);
      }
      await page.goto('/ontdekenergiedelen/1');
      await expectNoAxeViolations(page);
    });
  }
});
