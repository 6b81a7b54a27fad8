import { PATH_KEY_PREFIX, pathInSiteKey } from '@/lib/domain/http-cache.mjs';
import type { MarketId } from '@/lib/domain/markets';

/**
 * What a published change expires besides its sync tags: the page keys of HTTP caches in front (Varnish), and a
 * market's page when the change shows only there. Pages read their content under their sync tags (source.ts) and
 * their market's page key; a change to another type has no page of its own and purges every page from HTTP caches.
 */

/** What a Sanity webhook tells about a changed document (the projection documented in docs/guide.md). */
export interface ChangedDocument {
  _id: string;
  _type: string;
  /** The page's path after the change (slug.current); "" is home. */
  path?: string | null;
  /** The page's path before the change, when it moved. */
  previousPath?: string | null;
  /**
   * The sites (markets; null for the plain site) whose view of the page changed, when the sender knows (the local
   * lake compares before and after); absent: all of them.
   */
  markets?: readonly (MarketId | null)[];
}

/**
 * The keys to expire for one changed document: its type, and its page (old and new path), in every market or only
 * in those whose view of it changed. Home's key is its page's.
 */
export function tagsForChange({ _type, path, previousPath, markets }: ChangedDocument): string[] {
  const tags = _type === 'home' ? [] : [`type:${_type}`];
  const paths = _type === 'home' ? [''] : [path, previousPath].filter((value) => typeof value === 'string');
  for (const pagePath of paths) {
    if (markets) tags.push(...markets.map((market) => pathInSiteKey(pagePath, market)));
    else tags.push(`${PATH_KEY_PREFIX}${pagePath}`);
  }
  return [...new Set(tags)];
}
