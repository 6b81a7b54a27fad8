// A returning visitor for the scripts that load pages: the cookie a visitor gets by answering the cookie question
// with "Alles weigeren", taken from the site itself (the cookie's format and version are the site's business).

/**
 * The consent cookie of a visitor who refused everything on `origin`, or null when the build asks nothing (no
 * tag-manager container: its pages carry no Consent Mode defaults).
 *
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 */
export async function refusedConsentCookie(browser, origin) {
  const html = await (await fetch(`${origin}/`)).text();
  if (!html.includes('gtag("consent","default"')) return null;
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    const before = new Set((await context.cookies()).map((cookie) => cookie.name));
    await page.getByRole('button', { name: 'Alles weigeren' }).click();
    await page.waitForFunction(
      (names) => document.cookie.split('; ').some((entry) => !names.includes(entry.split('=')[0])),
      [...before],
    );
    const [cookie] = (await context.cookies()).filter((candidate) => !before.has(candidate.name));
    return cookie;
  } finally {
    await context.close();
  }
}
