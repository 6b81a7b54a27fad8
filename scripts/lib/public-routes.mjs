/** Public routes the sitemap does not list: flows' variants, thank-you pages, calculators, sign-in, errors. */
export const UNLISTED_PUBLIC_ROUTES = [
  '/koper',
  '/verkoper',
  '/koper-v3',
  '/bedankt-koper',
  '/bedankt-verkoper',
  '/calculator/koper',
  '/calculator/verkoper',
  '/calculator/calculator-gvo',
  '/login',
  '/logout',
  '/aanmelden',
  '/email-verificatie',
  '/verificatie-resend',
  '/password-reset-mail',
  '/Password-reset',
  '/bestaat-niet',
];

/**
 * Every public route of a running site: the sitemap's, every step of every discover funnel (the sitemap lists the
 * first), and the unlisted ones above.
 *
 * @param {string} origin
 * @returns {Promise<string[]>}
 */
export async function publicRoutes(origin) {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  const funnelSteps = [];
  for (const first of listed.filter((route) => /^\/ontdek[a-z]+\/1$/.test(route)))
    for (let step = 2; (await fetch(`${origin}${first.slice(0, -1)}${step}`)).ok; step++)
      funnelSteps.push(`${first.slice(0, -1)}${step}`);
  return [...new Set([...listed, ...funnelSteps, ...UNLISTED_PUBLIC_ROUTES])];
}
