import { PATH_KEY_PREFIX, pathInSiteKey } from '@/lib/domain/http-cache.mjs';
import type { MarketId } from '@/lib/domain/markets';

/**
 * Cache tags of the content source. Every cached query carries the tags of what it read, so a publish revalidates
 * exactly the pages that show the changed document.
 */

/** Document types that pages embed by reference: a change to one of them revalidates the pages. */
const EMBEDDED_TYPES = ['faqItem', 'caseStudy', 'glossaryTerm', 'sanity.imageAsset'];

export const contentTags = {
  path: (path: string) => `${PATH_KEY_PREFIX}${path}`,
  /** A page as one market shows it: a change that shows only there revalidates it alone. */
  pathInMarket: (path: string, market: MarketId | null) => pathInSiteKey(path, market),
  type: (type: string) => `type:${type}`,
  pageContent: (path: string, market: MarketId | null) => [
    contentTags.path(path),
    contentTags.pathInMarket(path, market),
    ...EMBEDDED_TYPES.map(contentTags.type),
  ],
};

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
 * The tags to revalidate for one changed document: its type's lists, and its page (old and new path), in every
 * market or only in those whose view of it changed. Home has no list: its tag is its page's.
 */
export function tagsForChange({ _type, path, previousPath, markets }: ChangedDocument): string[] {
  const tags = _type === 'home' ? [] : [contentTags.type(_type)];
  const paths = _type === 'home' ? [''] : [path, previousPath].filter((value) => typeof value === 'string');
  for (const pagePath of paths) {
    if (markets) tags.push(...markets.map((market) => contentTags.pathInMarket(pagePath, market)));
    else tags.push(contentTags.path(pagePath));
  }
  return [...new Set(tags)];
}
