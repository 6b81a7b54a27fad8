/** Absolute origin of the deployed site, for canonical URLs, the sitemap and structured data. */
export const SITE_URL = process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000';
