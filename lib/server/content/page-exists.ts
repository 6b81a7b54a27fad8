import 'server-only';
import { buildFacts, routePath } from '@/lib/server/security/rendered-routes';
import { presetAtPath } from '@/lib/domain/calculators/presets';
import { shownInMarket, type MarketId } from '@/lib/domain/markets';
import { testPagesEnabled } from '@/lib/domain/test-pages';
import { discoverStepNumber, parseDiscoverPath } from '@/lib/domain/content/discover';
import { decodeSegments, toPagePath } from '@/lib/domain/content/paths';
import { queryPublished } from './published-lookup';
import { allPagePathsQuery, discoverFunnelsQuery } from '@/lib/shared/content/queries';
import type { AllPagePathsQueryResult, DiscoverFunnelsQueryResult } from '@/lib/domain/content/sanity.types';

/** What the published content says about which pages exist: small, so the proxy holds it in memory. */
export interface PublishedPages {
  /** CMS pages and legal pages by path (`energie-delen/x`), with the markets a page is limited to. */
  byPath: Map<string, { markets: string[] | null }>;
  /** Each discover funnel's number of steps, by product. */
  funnelSteps: Map<string, number>;
}

/** Reads the published pages' paths and the funnels' lengths (read into lib/server/request/content-view.ts). */
export async function readPublishedPages(): Promise<PublishedPages> {
  const [pages, funnels] = await Promise.all([
    queryPublished<AllPagePathsQueryResult>(allPagePathsQuery),
    queryPublished<DiscoverFunnelsQueryResult>(discoverFunnelsQuery),
  ]);
  const byPath = new Map<string, { markets: string[] | null }>();
  for (const { path, markets } of pages) {
    if (path !== null && !byPath.has(path)) byPath.set(path, { markets });
  }
  const funnelSteps = new Map<string, number>();
  for (const { product, stepCount } of funnels) {
    if (product !== null && !funnelSteps.has(product)) funnelSteps.set(product, stepCount ?? 0);
  }
  return { byPath, funnelSteps };
}

/**
 * Whether a page answers at `pathname` on a market's site, decided before any render: the build's routes first,
 * then the published content for the routes whose pages come from the CMS (a page limited to other markets has
 * none here). Lets the proxy answer a crawler's 404 with the bare status in one pass. Undefined when only the
 * published content can tell and it cannot be read (`published` undefined).
 */
export function pageExists(
  pathname: string,
  market: MarketId | null,
  published: PublishedPages | undefined,
): boolean | undefined {
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
    if (!published) return undefined;
    return number <= (published.funnelSteps.get(discover.product) ?? 0);
  }

  const segments = decodeSegments(path.slice(1).split('/'));
  const pagePath = segments && toPagePath(segments);
  // Home is always among the known paths; anything a page path cannot be has no page.
  if (!pagePath) return false;
  if (!published) return undefined;
  const page = published.byPath.get(pagePath);
  return page !== undefined && shownInMarket(page, market);
}
