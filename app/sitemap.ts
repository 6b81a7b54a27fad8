import type { MetadataRoute } from 'next';
import { getAllPagePaths } from '@/lib/content/source';
import { toHref } from '@/lib/content/paths';
import { SITE_URL } from '@/lib/site-url';

/** Every indexable CMS page plus home. Code-owned public routes join this list as they are built. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages = await getAllPagePaths();
  return [
    { url: new URL('/', SITE_URL).toString(), changeFrequency: 'weekly', priority: 1 },
    ...pages
      .filter((page) => page.path && !page.noIndex)
      .map((page) => ({
        url: new URL(toHref(page.path ?? ''), SITE_URL).toString(),
        lastModified: page._updatedAt,
        changeFrequency: 'monthly' as const,
        priority: page._type === 'legalPage' ? 0.3 : 0.7,
      })),
  ];
}
