// The browsers the scripts drive, both from Debian (Playwright cannot download its own here). CHROMIUM_PATH
// overrides both, for example `CHROMIUM_PATH=/usr/bin/chromium npx playwright test --headed` to watch a test.

/**
 * The tests' browser: Chromium's headless shell, the headless build Playwright itself runs headless tests in. It
 * renders and runs scripts as Chromium does without the full browser around it, so the e2e suite costs less CPU.
 */
export const TEST_BROWSER_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** The benches' and screenshots' browser: the full Chromium a visitor runs, so figures and pictures are a visitor's. */
export const BROWSER_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
