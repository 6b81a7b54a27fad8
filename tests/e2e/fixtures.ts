import AxeBuilder from '@axe-core/playwright';
import { expect, type FrameLocator, type Page } from '@playwright/test';
import { createClient } from '@sanity/client';
import { createApiToken } from '../../lake/api-tokens.mjs';
import { DEFAULT_URL, E2E_CONTENT_DIR } from '../../playwright.config';

export {
  CONSENT_GIVEN,
  DEFAULT_URL,
  E2E_CONTENT_DIR,
  FAULT_CONTENT_DIR,
  FAULT_URL,
  HOSTED_OUTAGE_PREFIX,
  HOSTED_URL,
  HOSTED_WEBHOOK_SECRET,
  NETHERLANDS_HOST,
  OUTSIDE_URL,
  PREVIEW_SECRET,
  PRODUCTION_URL,
  STANDALONE_STUDIO_URL,
  WEBHOOK_SECRET,
} from '../../playwright.config';

/**
 * A writer on the default server's local lake as an import script would be: an editor token, Sanity's own client.
 * What it commits goes live as a publish in the Studio does.
 */
export function lakeWriter(label: string) {
  return createClient({
    projectId: 'stroomplein-lokaal',
    dataset: 'production',
    apiHost: `${DEFAULT_URL}/api/lake`,
    useProjectHostname: false,
    apiVersion: '2025-02-19',
    useCdn: false,
    token: createApiToken(E2E_CONTENT_DIR, { role: 'editor', label }).secret,
  });
}

/** Stega's invisible edit marks, which every text of a draft-mode page carries (lib/shared/content/stega.ts). */
export const EDIT_MARKS = /[\u200B-\u200D\uFEFF]/;

/** A text as draft mode shows it: the text, then its edit marks. */
export const marked = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${EDIT_MARKS.source}+$`);

export type Mode = 'light' | 'dark';

/** Opens a page with the visitor's stored colour mode already chosen. */
export async function gotoInMode(page: Page, path: string, mode: Mode) {
  // Only on the first load, so a test can change the mode and reload.
  await page.addInitScript((stored) => {
    if (!window.localStorage.getItem('stroomplein-colour-mode'))
      window.localStorage.setItem('stroomplein-colour-mode', stored);
  }, mode);
  await page.goto(path);
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${mode}\\b`));
}

export async function expectNoAxeViolations(page: Page) {
  // axe finds colours by hit-testing, which passes over parts not yet rendered (`lazy-layout`: content-visibility:
  // auto, below the first screen); a visitor sees each part rendered, so axe checks them rendered.
  await page.addStyleTag({ content: '.lazy-layout { content-visibility: visible; }' });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
  expect(summary).toEqual([]);
}

/** The preview bar's market picker has hydrated: until then a change of market submits nothing. */
export async function marketPickerHydrated(scope: Page | FrameLocator) {
  const picker = scope.locator('select[name="market"]');
  await expect
    .poll(() =>
      picker.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))),
    )
    .toBe(true);
}

export async function waitForHydration(page: Page) {
  await expect(
    page.locator('[role="group"][aria-label="Kleurmodus"] [aria-pressed="true"]').first(),
  ).toBeAttached();
}

/**
 * The page has nothing left to do: two animation frames and an idle period have passed, so work it scheduled in
 * response to what came before (a fetched response, a hover) has run and its requests have been sent.
 */
export async function untilIdle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve()))),
      ),
  );
}
