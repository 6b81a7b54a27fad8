import type { MetadataRoute } from 'next';
import { SITE_URL } from '@/lib/domain/site-url';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/studio', '/api/', '/account'] }],
    sitemap: new URL('/sitemap.xml', SITE_URL).toString(),
  };
}
