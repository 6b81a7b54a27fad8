import 'server-only';
import { createClient, type QueryParams } from 'next-sanity';
import { hostedClientConfig, isHostedContent } from '@/lib/domain/content/config';
import { queryLocalDataset, type LocalQueryOptions } from './local-dataset';

/**
 * Queries the proxy makes outside a page render (redirects, whether a crawler's path exists): published
 * documents only, uncached by Next (the proxy has no data cache and no draft mode).
 */
export const hostedLookupClient = isHostedContent
  ? createClient({
      ...hostedClientConfig,
      useCdn: false,
      perspective: 'published',
    })
  : null;

export async function queryPublished<T>(
  query: string,
  params: QueryParams = {},
  local: Omit<LocalQueryOptions, 'perspective'> = {},
): Promise<T> {
  if (hostedLookupClient) return hostedLookupClient.fetch<T>(query, params);
  return queryLocalDataset<T>(query, params, local);
}
