import 'server-only';
import { buildFacts, routePath } from '@/lib/server/security/rendered-routes';
import { presetAtPath } from '@/lib/domain/calculators/presets';
import { shownInMarket, type MarketId } from '@/lib/domain/markets';
import { testPagesEnabled } from '@/lib/domain/test-pages';
import { discoverStepNumber, parseDiscoverPath } from '@/lib/domain/content/discover';
import { decodeSegments, toPagePath } from '@/lib/domain/content/paths';
import { queryPublished } from './published-lookup';
import { discoverFunnelsQuery, pageExistsQuery } from '@/lib/shared/content/queries';
import type { DiscoverFunnelsQueryResult, PageExistsQueryResult } from '@/lib/domain/content/sanity.types';

/**
 * Whether a page answers at `pathname` on a market's site, decided before any render: the build's routes first,
 * then the published content for the routes whose pages come from the CMS (a page limited to other markets has
 * none here). Lets the proxy answer a crawler's 404 with the bare status in one pass. Throws when the content
 * source cannot be reached.
 */
export async function pageExists(pathname: string, market: MarketId | null): Promise<boolean> {
  const path = routePath(pathname);
  const { knownPaths, testPagePaths } = buildFacts();
  // Without a build's manifests (development) only the render can tell.
  if (!knownPaths) return true;
  if (testPagePaths.has(path)) return testPagesEnabled();
  if (knownPaths.has(path)) return true;
  // Rewritten to their route after the proxy (next.config.ts), so not among the build's paths.
  if (presetAtPath(path)) return true;

  const discover = parseDiscoverPath(path);
  if (discover) {
    const number = discoverStepNumber(discover.step);
    if (number === null) return false;
    const funnels = await queryPublished<DiscoverFunnelsQueryResult>(discoverFunnelsQuery);
    const funnel = funnels.find(({ product }) => product === discover.product);
    return number <= (funnel?.stepCount ?? 0);
  }

  const segments = decodeSegments(path.slice(1).split('/'));
  const pagePath = segments && toPagePath(segments);
  // Home is always among the known paths; anything a page path cannot be has no page.
  if (!pagePath) return false;
  const page = await queryPublished<PageExistsQueryResult>(
    pageExistsQuery,
    { path: pagePath },
    { onlyPath: pagePath },
  );
  return page !== null && shownInMarket(page, market);
}
