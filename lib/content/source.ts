import 'server-only';
import { createClient, type QueryParams } from 'next-sanity';
import { unstable_cache } from 'next/cache';
import { isHostedContent, sanityApiVersion, sanityDataset, sanityProjectId } from './config';
import { queryLocalDataset, type LocalQueryOptions } from './local-dataset';
import type { RouteCopyKey } from './route-copy';
import { allPagePathsQuery, homeQuery, pageByPathQuery, routeCopyQuery, siteSettingsQuery } from './queries';
import type {
  AllPagePathsQueryResult,
  HomeQueryResult,
  PageByPathQueryResult,
  RouteCopyQueryResult,
  SiteSettingsQueryResult,
} from './sanity.types';

/**
 * The one content API of the site. Each function runs a GROQ query against the configured backend and tags the
 * result so a publish revalidates exactly what changed (DESIGN §3, §9).
 */

const hostedClient = isHostedContent
  ? createClient({
      projectId: sanityProjectId,
      dataset: sanityDataset,
      apiVersion: sanityApiVersion,
      useCdn: true,
      perspective: 'published',
    })
  : null;

/** Document types that pages embed by reference: a change to one of them revalidates the pages. */
const EMBEDDED_TYPES = ['faqItem', 'caseStudy', 'glossaryTerm', 'sanity.imageAsset'];

export const contentTags = {
  path: (path: string) => `path:${path}`,
  type: (type: string) => `type:${type}`,
  pageContent: (path: string) => [contentTags.path(path), ...EMBEDDED_TYPES.map(contentTags.type)],
};

interface Fetch {
  query: string;
  params?: QueryParams;
  tags: string[];
  local?: LocalQueryOptions;
  /** Identifies the cached local result. */
  key: string;
}

async function fetchContent<T>({ query, params = {}, tags, local, key }: Fetch): Promise<T> {
  if (hostedClient) {
    return hostedClient.fetch<T>(query, params, { next: { tags } });
  }
  return unstable_cache(async () => queryLocalDataset<T>(query, params, local), ['content', key], { tags })();
}

export function getHome(): Promise<HomeQueryResult> {
  return fetchContent({
    query: homeQuery,
    tags: [contentTags.type('home'), ...contentTags.pageContent('')],
    key: 'home',
  });
}

export function getPageByPath(path: string): Promise<PageByPathQueryResult> {
  return fetchContent({
    query: pageByPathQuery,
    params: { path },
    tags: contentTags.pageContent(path),
    local: { onlyPath: path },
    key: `page:${path}`,
  });
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
