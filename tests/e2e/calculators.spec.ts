import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, gotoInMode, type Mode } from './fixtures';

const result = (page: Page) => page.locator('section[aria-labelledby="resultaat"]');
const figure = (page: Page, label: string | RegExp) =>
  result(page)
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd');

test.describe('buyer calculator', () => {
  test('updates as you type, keeps its input in the URL, restores it and opens the flow prefilled', async ({
    page,
  }) => {
    await page.goto('/calculator/koper');
    // Defaults: 3.500 kWh → saving € 44,52 per year (tests/unit/calculators.test.ts shows the arithmetic).
    await expect(figure(page, 'Je bespaart per jaar')).toHaveText('€ 44,52');
    await page.getByLabel('Jaarverbruik (kWh)').fill('1600');
    await expect(figure(page, 'Je bespaart per jaar')).toHaveText('€ 20,35');
    await expect(figure(page, 'Per maand')).toHaveText('€ 1,70');
    await expect(page).toHaveURL(/\/calculator\/koper\?verbruik=1600$/);

    await page.getByLabel('Jaarverbruik (kWh)').fill('200000');
    await expect(page.getByText('Vul een getal tussen 0 en 100.000 kWh in.')).toBeVisible();
    await expect(result(page)).toContainText('Vul een geldig jaarverbruik in om je resultaat te zien.');

    await page.getByLabel(/Gezinsgrootte/).selectOption({ label: '4 personen: 3.500 kWh' });
    await expect(page.getByLabel('Jaarverbruik (kWh)')).toHaveValue('3500');
    await expect(page).toHaveURL(/\/calculator\/koper$/);

    // A shared link restores the result.
    await page.goto('/calculator/koper?verbruik=100000');
    await expect(page.getByLabel('Jaarverbruik (kWh)')).toHaveValue('100000');
    await expect(figure(page, 'Je bespaart per jaar')).toHaveText('€ 1.272,00');
    await expect(page.getByRole('heading', { name: 'Waarmee we rekenen' })).toBeVisible();
    await expect(page.getByText('€ 0,125 per kWh')).toBeVisible();

    await expect(page.getByRole('link', { name: 'Word koper' })).toHaveAttribute(
      'href',
      '/koper?verbruik=100000',
    );
    await page.getByRole('link', { name: 'Word koper' }).click();
    // The flow takes the figure into its draft and drops it from the URL (a reload must not overwrite edits).
    await expect(page).toHaveURL(/\/koper$/);
    await page.getByLabel('Naam').fill('Cas Calculator');
    await page.getByLabel('E-mailadres').fill('cas@voorbeeld.be');
    await page.getByLabel('Telefoonnummer').fill('0470 12 34 56');
    await page.getByRole('button', { name: 'Volgende' }).click();
    await page.getByLabel('Straat').fill('Markt');
    await page.getByLabel('Huisnummer').fill('1');
    await page.getByLabel('Postcode').fill('3000');
    await page.getByLabel('Gemeente').fill('Leuven');
    await page.getByRole('button', { name: 'Volgende' }).click();
    await expect(page.getByLabel('Jaarverbruik (kWh)')).toHaveValue('100000');
  });

  test('a term is explained in a tooltip on keyboard focus', async ({ page }) => {
    await page.goto('/calculator/koper');
    const term = page.getByRole('button', { name: /^energiecomponent/ });
    await term.focus();
    await expect(page.getByRole('tooltip')).toContainText('Het deel van je stroomfactuur');
    await expect(term).toBeFocused();
  });

  test('a term focused while the page still loads keeps focus and shows its tooltip', async ({ page }) => {
    // Focus as soon as the button is in the HTML, before the page's scripts have run.
    await page.goto('/calculator/koper', { waitUntil: 'commit' });
    const term = page.getByRole('button', { name: /^energiecomponent/ });
    await term.focus();
    await expect(page.getByRole('tooltip')).toContainText('Het deel van je stroomfactuur');
    await expect(term).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await expect(term).toBeFocused();
  });

  test('tooltips open 700 ms after the pointer arrives, at once within 300 ms of another closing', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/calculator/koper');
    const energy = page.getByRole('button', { name: /^energiecomponent/ });
    const localShare = page.getByRole('button', { name: /^Lokale groene stroom/ });
    const tooltip = page.getByRole('tooltip');
    // The first pointer move once the page is interactive loads the tooltip layer; Radix marks its buttons.
    await expect(async () => {
      await page.mouse.move(1, 1);
      await page.mouse.move(2, 2);
      await expect(energy).toHaveAttribute('data-state', 'closed', { timeout: 500 });
    }).toPass();
    const centre = async (button: typeof energy) => {
      const box = (await button.boundingBox())!;
      return [box.x + box.width / 2, box.y + box.height / 2] as const;
    };
    const [energyX, energyY] = await centre(energy);
    const [shareX, shareY] = await centre(localShare);
    await page.clock.pauseAt(Date.now() + 5_000);

    await page.mouse.move(energyX, energyY);
    await page.clock.runFor(690);
    await expect(tooltip).toHaveCount(0);
    await page.clock.runFor(20);
    await expect(tooltip).toContainText('Het deel van je stroomfactuur');

    // Straight from one term to the next (a pointer passes points in between): no second wait.
    await page.mouse.move(shareX, shareY, { steps: 5 });
    await expect(tooltip).toContainText('Lokale producenten leveren niet elk uur genoeg');

    // Away for longer than 300 ms: the next term waits its 700 ms again.
    await page.mouse.move(1, 1, { steps: 5 });
    await expect(tooltip).toHaveCount(0);
    await page.clock.runFor(310);
    await page.mouse.move(energyX, energyY, { steps: 5 });
    await page.clock.runFor(690);
    await expect(tooltip).toHaveCount(0);
    await page.clock.runFor(20);
    await expect(tooltip).toContainText('Het deel van je stroomfactuur');
  });
});

test.describe('seller calculator', () => {
  test('panels or peak power, orientation and self-consumption; URL restore; flow prefilled', async ({
    page,
  }) => {
    await page.goto('/calculator/verkoper');
    // Defaults: 4 kWp south, 30 % self → € 151,20 extra per year.
    await expect(figure(page, 'Je verdient extra per jaar')).toHaveText('€ 151,20');
    await page.getByLabel('Richting van je panelen').selectOption('oost-west');
    await page.getByRole('textbox', { name: 'Piekvermogen (kWp)' }).fill('6');
    await page.getByLabel('Zelfverbruik (%)').fill('35');
    await expect(figure(page, 'Productie per jaar')).toHaveText('4.560 kWh');
    await expect(figure(page, 'Je verdient extra per jaar')).toHaveText('€ 177,84');
    await expect(page).toHaveURL(/\/calculator\/verkoper\?kwp=6\&richting=oost\-west\&eigen=35$/);

    await page.getByLabel('Ik ken het aantal panelen').check();
    await page.getByRole('textbox', { name: 'Aantal panelen' }).fill('2,5');
    await expect(page.getByText('Vul een geheel aantal panelen in.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Aantal panelen' }).fill('12');
    // 12 × 0,43 = 5,16 kWp × 760 = 3.922 kWh.
    await expect(figure(page, 'Productie per jaar')).toHaveText('3.922 kWh');

    await page.goto('/calculator/verkoper?kwp=4,5&richting=zuidoost-zuidwest&eigen=0');
    await expect(figure(page, 'Je verdient extra per jaar')).toHaveText('€ 232,20');
    await expect(page.getByRole('link', { name: 'Word verkoper' })).toHaveAttribute(
      'href',
      '/verkoper?kwp=4%2C5',
    );
    await page.getByRole('link', { name: 'Word verkoper' }).click();
    await expect(page).toHaveURL(/\/verkoper$/);
    await page.getByLabel('Naam').fill('Vic Verkoper');
    await page.getByLabel('E-mailadres').fill('vic@voorbeeld.be');
    await page.getByLabel('Telefoonnummer').fill('0470 12 34 56');
    await page.getByRole('button', { name: 'Volgende' }).click();
    await page.getByLabel('Straat').fill('Markt');
    await page.getByLabel('Huisnummer').fill('1');
    await page.getByLabel('Postcode').fill('8000');
    await page.getByLabel('Gemeente').fill('Brugge');
    await page.getByRole('button', { name: 'Volgende' }).click();
    await expect(page.getByRole('textbox', { name: 'Piekvermogen (kWp)' })).toHaveValue('4,5');
  });
});

test.describe('guarantees of origin calculator', () => {
  test('from the installation or the production; restores from the URL; leads to the seller flow', async ({
    page,
  }) => {
    await page.goto('/calculator/calculator-gvo');
    await expect(figure(page, 'Garanties van oorsprong')).toHaveText('3 per jaar');
    await expect(figure(page, 'Waarde per jaar')).toHaveText('€ 1,50 tot € 7,50');
    await page.getByLabel('Ik ken mijn jaarproductie').check();
    await page.getByLabel('Jaarproductie (kWh)').fill('82000');
    await expect(figure(page, 'Garanties van oorsprong')).toHaveText('82 per jaar');
    await expect(page).toHaveURL(/\/calculator\/calculator\-gvo\?bron=productie\&productie=82000$/);
    await page.reload();
    await expect(figure(page, 'Waarde per jaar')).toHaveText('€ 41,00 tot € 205,00');
    await expect(page.getByRole('heading', { name: 'Wat is een garantie van oorsprong?' })).toBeVisible();
    await page.goto('/calculator/calculator-gvo?kwp=10');
    await expect(figure(page, 'Garanties van oorsprong')).toHaveText('9 per jaar');
    await expect(page.getByRole('link', { name: 'Verkoop je stroom en je garanties' })).toHaveAttribute(
      'href',
      '/verkoper?kwp=10',
    );
  });
});

test.describe('partner presets', () => {
  test('a partner preset renders with its price and defaults; an unknown partner answers 404', async ({
    page,
  }) => {
    await page.goto('/calculator/koper-buurtstroom-leuven');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buurtstroom Leuven: wat bespaar je?');
    await expect(page.getByText('Vaste lokale prijs van de partner')).toBeVisible();
    await expect(page.getByLabel('Jaarverbruik (kWh)')).toHaveValue('3000');
    // 3000 kWh at 0,099: saving € 49,61 (unit test shows the arithmetic).
    await expect(figure(page, 'Je bespaart per jaar')).toHaveText('€ 49,61');
    // Served by calculator/partner/koper/[slug]; search engines are pointed at the public address.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/calculator\/koper-buurtstroom-leuven$/,
    );

    await page.goto('/calculator/verkoper-zonnedak-vlaanderen');
    await expect(page.getByRole('textbox', { name: 'Aantal panelen' })).toHaveValue('12');

    const missing = await page.goto('/calculator/koper-onbekend');
    expect(missing?.status()).toBe(404);
    await expect(page.getByText('Page not found: /calculator/koper-onbekend')).toBeVisible();
  });
});

test.describe('calculators are accessible', () => {
  for (const mode of ['light', 'dark'] as Mode[]) {
    test(`no axe violations in ${mode} mode, also with an error shown`, async ({ page }) => {
      test.setTimeout(60_000);
      for (const path of [
        '/calculator/koper',
        '/calculator/verkoper',
        '/calculator/calculator-gvo',
        '/calculator/verkoper-boerderijstroom',
      ]) {
        await gotoInMode(page, path, mode);
        await expectNoAxeViolations(page);
      }
      await page.goto('/calculator/koper?verbruik=veel');
      await expect(page.getByText('Vul een getal tussen 0 en 100.000 kWh in.')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
