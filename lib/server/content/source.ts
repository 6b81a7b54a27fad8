import 'server-only';
import { cache } from 'react';
import type { QueryParams } from 'next-sanity';
import type { DiscoverProduct } from '@/lib/domain/content/discover';
import { withInlineHeroImages } from './inline-hero-images';
import { isPreviewRequest, previewPerspective } from './preview';
import { clientPerspective } from './preview-perspective';
import type { RouteCopyKey } from '@/lib/domain/content/route-copy';
import { ALL_CONTENT_TAG, pageContentTags } from '@/lib/domain/http-cache.mjs';
import type { MarketId } from '@/lib/domain/markets';
import { sanityFetch } from './live';
import './lake-transport';
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
 * The one content API of the site: each function reads through next-sanity's `sanityFetch`, which caches the answer
 * under the sync tags the Content Lake gave it, and ALL_CONTENT_TAG; a publish expires those tags (revalidate.ts).
 * Editors in draft mode read the perspective the Studio chose, uncached, with stega (lib/shared/content/stega.ts).
 */
async function fetchContent<T>(query: string, params: QueryParams = {}, tags: string[] = []): Promise<T> {
  const preview = await isPreviewRequest();
  const perspective = preview ? clientPerspective(await previewPerspective()) : 'published';
  const { data } = await sanityFetch({
    query,
    params,
    perspective,
    // Texts carry their source for Voorbeeld's click-to-edit in draft mode only: visitors never get stega.
    stega: preview,
    tags: [ALL_CONTENT_TAG, ...tags],
  });
  return data as T;
}

/**
 * A page's content is the same for every market, but read and cached once per market (the market is a parameter
 * the query does not use), under its path's tags besides the sync tags: a publish that changes what one market
 * shows (a block limited to it) expires that market's tag alone; any other publish of the page expires its path's
 * tag, so every market's copy, whatever the sync tags of an answer read before the page existed say.
 */
function fetchPage<T>(
  query: string,
  path: string,
  market: MarketId | null,
  params: QueryParams = {},
): Promise<T> {
  return fetchContent<T>(query, { ...params, market: market ?? '' }, pageContentTags(path, market));
}

// Each read is made once per request (React's `cache`), however many parts of the page ask for it (the metadata and
// the page both read the page). Asked twice, Next's data cache is consulted twice, but its fetch hands the second
// miss the answer this request already fetched: after a publish expired the first answer's entry in between, that
// older answer was stored again as fresh, and the page stayed 404 or stale until the next change.

export const getHome = cache(async (market: MarketId | null): Promise<HomeQueryResult> =>
  withInlineHeroImages(await fetchPage<HomeQueryResult>(homeQuery, '', market)),
);

export const getPageByPath = cache(
  async (path: string, market: MarketId | null): Promise<PageByPathQueryResult> =>
    withInlineHeroImages(await fetchPage<PageByPathQueryResult>(pageByPathQuery, path, market, { path })),
);

export const getAllPagePaths = cache((): Promise<AllPagePathsQueryResult> => fetchContent(allPagePathsQuery));

export const getSiteSettings = cache((): Promise<SiteSettingsQueryResult> => fetchContent(siteSettingsQuery));

export const getRouteCopy = cache((route: RouteCopyKey): Promise<RouteCopyQueryResult> =>
  fetchContent(routeCopyQuery, { route }),
);

export const getDiscoverFunnel = cache((product: DiscoverProduct): Promise<DiscoverFunnelQueryResult> =>
  fetchContent(discoverFunnelQuery, { product }),
);

/** Every published funnel with its number of steps (for links and the step routes). */
export const getDiscoverFunnels = cache((): Promise<DiscoverFunnelsQueryResult> =>
  fetchContent(discoverFunnelsQuery),
);
