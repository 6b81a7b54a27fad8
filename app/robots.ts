import type { MetadataRoute } from 'next';
import { siteOfRequest } from '@/lib/server/market';

/** Per host: its own sitemap. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const { origin } = await siteOfRequest();
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/studio', '/api/', '/account'] }],
    sitemap: new URL('/sitemap.xml', origin).toString(),
  };
}
