import 'server-only';
import type { QueryParams } from 'next-sanity';
import { contentClient } from './client';

/**
 * The reads behind the request path's content view (redirects, page paths): published documents only, uncached by
 * Next (the view is its own cache, read again after a change).
 */
export function queryPublished<T>(query: string, params: QueryParams = {}): Promise<T> {
  return contentClient.fetch<T>(query, params, {
    perspective: 'published',
    useCdn: false,
    cache: 'no-store',
  });
}
