import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_URL } from './fixtures';
import { emulatorFirestore, uniqueEmail } from './firebase';

/**
 * One `next start` serves the four markets on their `*.localhost` hosts (the default host map) and the plain site on
 * any other host. Requests name the host in their `Host` header; the browser reaches `*.localhost` through
 * Chromium's host-resolver rule (playwright.config.ts).
 */
const PORT = new URL(DEFAULT_URL).port;
/** The plain site's canonical origin: NEXT_PUBLIC_SITE_URL, unset in the e2e build. */
const PLAIN_ORIGIN = 'http://localhost:3000';

const SITES = [
  { host: '127.0.0.1', market: null, postfix: 'Stroomplein', locale: 'nl-BE', saving: '€ 12,72' },
  {
    host: 'belgie.localhost',
    market: 'belgium',
    postfix: 'Stroomplein België',
    locale: 'nl-BE',
    saving: '€ 12,72',
  },
  {
    host: 'nederland.localhost',
    market: 'netherlands',
    postfix: 'Stroomplein Nederland',
    locale: 'nl-NL',
    saving: '€ 14,52',
  },
  {
    host: 'flags.localhost',
    market: 'flags',
    postfix: 'Stroomplein Flags',
    locale: 'nl-BE',
    saving: '€ 12,72',
  },
  {
    host: 'sharingiscaring.localhost',
    market: 'sharingiscaring',
    postfix: 'Stroomplein Sharing is Caring',
    locale: 'nl-BE',
    saving: '€ 12,72',
  },
] as const;

/** The origin a site's pages name (canonical, sitemap): the plain site's, with the market's host on `*.localhost`. */
const originOf = (host: string) => {
  if (host === '127.0.0.1') return PLAIN_ORIGIN;
  const origin = new URL(PLAIN_ORIGIN);
  origin.hostname = host;
  return origin.origin;
};

const htmlTag = (html: string) => html.match(/<html[^>]*>/)?.[0] ?? '';
const SHARING_BLOCK = 'Deel deze zomer je zonnestroom';

test('the same path on the four market hosts and the plain host: five titles, markets and languages', async ({
  request,
}) => {
  const seen = [];
  for (const site of SITES) {
    const response = await request.get(`${DEFAULT_URL}/sharingiscaring`, {
      headers: { host: `${site.host}:${PORT}` },
    });
    expect(response.status(), site.host).toBe(200);
    const html = await response.text();
    const tag = htmlTag(html);
    seen.push({
      host: site.host,
      title: html.match(/<title>([^<]*)<\/title>/)?.[1],
      market: tag.match(/data-market="([^"]*)"/)?.[1] ?? null,
      lang: tag.match(/lang="([^"]*)"/)?.[1],
      sharingBlock: html.includes(SHARING_BLOCK),
      canonical: html.match(/<link rel="canonical" href="([^"]*)"/)?.[1],
      openGraph: [
        html.match(/<meta property="og:url" content="([^"]*)"/)?.[1],
        html.match(/<meta property="og:locale" content="([^"]*)"/)?.[1],
      ],
    });
  }
  expect(seen).toEqual(
    SITES.map((site) => ({
      host: site.host,
      title: `Sharing is Caring: deel je zonnestroom - ${site.postfix}`,
      market: site.market,
      lang: site.locale,
      // The block is limited to Sharing is Caring: absent on the plain site and the other markets.
      sharingBlock: site.market === 'sharingiscaring',
      canonical: `${originOf(site.host)}/sharingiscaring`,
      openGraph: [`${originOf(site.host)}/sharingiscaring`, site.locale.replace('-', '_')],
    })),
  );
});

const figure = (page: Page, label: string) =>
  page
    .locator('section[aria-labelledby="resultaat"] dl > div')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd');

for (const site of SITES)
  test(`the calculator on ${site.host} computes with its market's figures and VAT`, async ({ page }) => {
    await page.goto(`http://${site.host}:${PORT}/calculator/koper`);
    await expect(page.locator('html')).toHaveAttribute('lang', site.locale);
    await page.getByLabel('Jaarverbruik (kWh)').fill('1000');
    // 1000 kWh: the Flemish figures with 6 % VAT save € 12,72, the Dutch ones with 21 % € 14,52.
    await expect(figure(page, 'Je bespaart per jaar')).toHaveText(site.saving);
  });

test('a contact message sent on the Dutch host is stored with its market', async ({ page }) => {
  const email = uniqueEmail('markt');
  await page.goto(`http://nederland.localhost:${PORT}/contact`);
  await page.getByLabel('Naam').fill('Nina Nederland');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Waarover gaat je vraag?').selectOption('andere');
  await page.getByLabel('Je bericht').fill('Kan ik vanuit Utrecht ook stroom van een buur kopen?');
  await page.getByRole('button', { name: 'Bericht versturen' }).click();
  await expect(
    page.locator('main').getByRole('status').filter({ hasText: 'Bedankt, je bericht is verstuurd.' }),
  ).toBeVisible();
  const stored = await emulatorFirestore().collection('contactMessages').where('email', '==', email).get();
  expect(stored.docs.map((document) => document.get('market'))).toEqual(['netherlands']);
});

test('each host’s sitemap and robots.txt name only that host', async ({ request }) => {
  for (const site of SITES) {
    const headers = { host: `${site.host}:${PORT}` };
    const sitemap = await (await request.get(`${DEFAULT_URL}/sitemap.xml`, { headers })).text();
    const locations = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
    expect(locations.length, site.host).toBeGreaterThan(5);
    expect(
      locations.filter((location) => !location.startsWith(`${originOf(site.host)}/`)),
      site.host,
    ).toEqual([]);
    const robots = await (await request.get(`${DEFAULT_URL}/robots.txt`, { headers })).text();
    expect(robots, site.host).toContain(`Sitemap: ${originOf(site.host)}/sitemap.xml`);
  }
});

test('the Belgian and Dutch versions of a page link to each other with hreflang; the others do not', async ({
  request,
}) => {
  const alternates = async (host: string) => {
    const html = await (
      await request.get(`${DEFAULT_URL}/energie-delen`, { headers: { host: `${host}:${PORT}` } })
    ).text();
    return Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hrefLang="([^"]*)" href="([^"]*)"/gi)].map((match) => [
        match[1],
        match[2],
      ]),
    );
  };
  const expected = {
    'nl-BE': `${originOf('belgie.localhost')}/energie-delen`,
    'nl-NL': `${originOf('nederland.localhost')}/energie-delen`,
  };
  expect(await alternates('belgie.localhost')).toEqual(expected);
  expect(await alternates('nederland.localhost')).toEqual(expected);
  expect(await alternates('flags.localhost')).toEqual({});
  expect(await alternates('127.0.0.1')).toEqual({});
});
