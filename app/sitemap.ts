import type { MetadataRoute } from 'next';
import { discoverStepHref } from '@/lib/domain/content/discover';
import { getAllPagePaths, getDiscoverFunnels } from '@/lib/server/content/source';
import { toHref } from '@/lib/domain/content/paths';
import { siteOfRequest } from '@/lib/server/market';
import { shownInMarket } from '@/lib/domain/markets';

/** Code-owned public routes worth finding in a search engine (thank-you and account pages are not). */
const CODE_ROUTES = ['/koper', '/verkoper', '/contact', '/nieuwsbrief'];

/** Every indexable CMS page plus home and the code-owned public routes, at the asking host's own addresses. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [pages, funnels, { origin, market }] = await Promise.all([
    getAllPagePaths(),
    getDiscoverFunnels(),
    siteOfRequest(),
  ]);
  const funnelStarts = funnels.flatMap(({ product }) => (product ? [discoverStepHref(product, 1)] : []));
  return [
    { url: new URL('/', origin).toString(), changeFrequency: 'weekly', priority: 1 },
    ...pages
      .filter((page) => page.path && !page.noIndex && shownInMarket(page, market.id))
      .map((page) => ({
        url: new URL(toHref(page.path ?? ''), origin).toString(),
        lastModified: page._updatedAt,
        changeFrequency: 'monthly' as const,
        priority: page._type === 'legalPage' ? 0.3 : 0.7,
      })),
    ...[...CODE_ROUTES, ...funnelStarts].map((path) => ({
      url: new URL(path, origin).toString(),
      changeFrequency: 'monthly' as const,
      priority: 0.8,
    })),
  ];
}
