import 'server-only';
import { createClient, type QueryParams } from 'next-sanity';
import { hostedClientConfig, isHostedContent } from '@/lib/domain/content/config';
import { queryLocalDataset } from './local-dataset';

/**
 * The reads behind the request path's content view (redirects, page paths): published documents only, uncached by
 * Next (the view is its own cache, read again after a change).
 */
const hostedLookupClient = isHostedContent
  ? createClient({
      ...hostedClientConfig,
      useCdn: false,
      perspective: 'published',
    })
  : null;

export async function queryPublished<T>(query: string, params: QueryParams = {}): Promise<T> {
  if (hostedLookupClient) return hostedLookupClient.fetch<T>(query, params);
  return queryLocalDataset<T>(query, params);
}
