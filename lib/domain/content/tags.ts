import { PATH_KEY_PREFIX } from '@/lib/domain/http-cache.mjs';

/**
 * Cache tags of the content source. Every cached query carries the tags of what it read, so a publish revalidates
 * exactly the pages that show the changed document.
 */

/** Document types that pages embed by reference: a change to one of them revalidates the pages. */
const EMBEDDED_TYPES = ['faqItem', 'caseStudy', 'glossaryTerm', 'sanity.imageAsset'];

export const contentTags = {
  path: (path: string) => `${PATH_KEY_PREFIX}${path}`,
  type: (type: string) => `type:${type}`,
  pageContent: (path: string) => [contentTags.path(path), ...EMBEDDED_TYPES.map(contentTags.type)],
};

/** What a Sanity webhook tells about a changed document (the projection documented in docs/guide.md). */
export interface ChangedDocument {
  _id: string;
  _type: string;
  /** The page's path after the change (slug.current); "" is home. */
  path?: string | null;
  /** The page's path before the change, when it moved. */
  previousPath?: string | null;
}

/** The tags to revalidate for one changed document: its type's lists, and its page (old and new path). */
export function tagsForChange({ _type, path, previousPath }: ChangedDocument): string[] {
  const tags = [contentTags.type(_type)];
  if (_type === 'home') tags.push(contentTags.path(''));
  for (const pagePath of [path, previousPath]) {
    if (typeof pagePath === 'string') tags.push(contentTags.path(pagePath));
  }
  return [...new Set(tags)];
}
