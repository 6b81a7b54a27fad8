import 'server-only';
import { createClient, type QueryParams } from 'next-sanity';
import { unstable_cache } from 'next/cache';
import { BUILD_ID } from '@/lib/domain/build-info';
import { hostedClientConfig, isHostedContent } from '@/lib/domain/content/config';
import { queryLocalDataset, type LocalPerspective, type LocalQueryOptions } from './local-dataset';
import type { DiscoverProduct } from '@/lib/domain/content/discover';
import { withInlineHeroVectors } from './inline-vectors';
import { isPreviewRequest, previewPerspective } from './preview';
import type { RouteCopyKey } from '@/lib/domain/content/route-copy';
import { contentTags } from '@/lib/domain/content/tags';
import type { MarketId } from '@/lib/domain/markets';
import {
  allPagePathsQuery,
  discoverFunnelQuery,
  discoverFunnelsQuery,
  homeQuery,
  pageByPathQuery,
  routeCopyQuery,
  siteSettingsQuery,
} from '@/lib/shared/content/queries';
import type {
  AllPagePathsQueryResult,
  DiscoverFunnelQueryResult,
  DiscoverFunnelsQueryResult,
  HomeQueryResult,
  PageByPathQueryResult,
  RouteCopyQueryResult,
  SiteSettingsQueryResult,
} from '@/lib/domain/content/sanity.types';

/**
 * The one content API of the site. Each function runs a GROQ query against the configured backend and tags the
 * result so a publish revalidates exactly what changed.
 */

const hostedClient = isHostedContent
  ? createClient({
      ...hostedClientConfig,
      useCdn: true,
      perspective: 'published',
    })
  : null;

interface Fetch {
  query: string;
  params?: QueryParams;
  tags: string[];
  local?: LocalQueryOptions;
  /** Identifies the cached local result. */
  key: string;
}

/**
 * Drafts (or a release, as the Studio's perspective menu chose) for editors in draft mode: a token-bearing client
 * that never caches and marks text for click-to-edit.
 */
function hostedPreviewClient(perspective: LocalPerspective) {
  const token = process.env.SANITY_API_READ_TOKEN;
  if (!hostedClient || !token)
    throw new Error('SANITY_API_READ_TOKEN ontbreekt: zonder leestoken geen voorbeeldweergave.');
  return hostedClient.withConfig({
    token,
    useCdn: false,
    perspective: typeof perspective === 'string' ? perspective : [...perspective.releases, 'drafts'],
    stega: { enabled: true, studioUrl: '/studio' },
  });
}

async function fetchContent<T>({ query, params = {}, tags, local, key }: Fetch): Promise<T> {
  const preview = await isPreviewRequest();
  if (preview) {
    // Draft mode renders per request, in the perspective the Studio chose; nothing is cached.
    const perspective = await previewPerspective();
    if (hostedClient) {
      return hostedPreviewClient(perspective).fetch<T>(query, params, { cache: 'no-store' });
    }
    return queryLocalDataset<T>(query, params, { ...local, perspective });
  }
  if (hostedClient) return hostedClient.fetch<T>(query, params, { next: { tags } });
  // Keyed by build too: Next keeps this cache in .next/cache across builds, so a build after the dataset files
  // changed (a pull of reviewed content) would otherwise prerender a copy read before the change. Within a build
  // the cache is shared on purpose: a server keeps serving what it read when its dataset cannot be read.
  return unstable_cache(async () => queryLocalDataset<T>(query, params, local), ['content', BUILD_ID, key], {
    tags,
  })();
}

/**
 * A page's content is the same for every market, but read and cached once per market, under that market's tag: a
 * publish that changes what one market shows (a block limited to it) revalidates that market's pages alone.
 */
export async function getHome(market: MarketId | null): Promise<HomeQueryResult> {
  return withInlineHeroVectors(
    await fetchContent<HomeQueryResult>({
      query: homeQuery,
      tags: contentTags.pageContent('', market),
      key: `home@${market}`,
    }),
  );
}

export async function getPageByPath(path: string, market: MarketId | null): Promise<PageByPathQueryResult> {
  return withInlineHeroVectors(
    await fetchContent<PageByPathQueryResult>({
      query: pageByPathQuery,
      params: { path },
      tags: contentTags.pageContent(path, market),
      local: { onlyPath: path },
      key: `page:${path}@${market}`,
    }),
  );
}

export function getAllPagePaths(): Promise<AllPagePathsQueryResult> {
  return fetchContent({
    query: allPagePathsQuery,
    tags: [contentTags.type('page'), contentTags.type('legalPage')],
    key: 'paths',
  });
}

export function getSiteSettings(): Promise<SiteSettingsQueryResult> {
  return fetchContent({
    query: siteSettingsQuery,
    tags: [contentTags.type('siteSettings')],
    key: 'settings',
  });
}

export function getRouteCopy(route: RouteCopyKey): Promise<RouteCopyQueryResult> {
  return fetchContent({
    query: routeCopyQuery,
    params: { route },
    tags: [contentTags.type('routeCopy'), contentTags.type('glossaryTerm')],
    key: `copy:${route}`,
  });
}

export function getDiscoverFunnel(product: DiscoverProduct): Promise<DiscoverFunnelQueryResult> {
  return fetchContent({
    query: discoverFunnelQuery,
    params: { product },
    tags: [contentTags.type('discoverFunnel'), contentTags.type('glossaryTerm')],
    key: `discover:${product}`,
  });
}

/** Every published funnel with its number of steps (for links and the step routes). */
export function getDiscoverFunnels(): Promise<DiscoverFunnelsQueryResult> {
  return fetchContent({
    query: discoverFunnelsQuery,
    tags: [contentTags.type('discoverFunnel')],
    key: 'discover-funnels',
  });
}
