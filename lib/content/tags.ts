/**
 * Cache tags of the content source. Every cached query carries the tags of what it read, so a publish revalidates
 * exactly the pages that show the changed document (DESIGN §3, §9).
 */

/** Document types that pages embed by reference: a change to one of them revalidates the pages. */
const EMBEDDED_TYPES = ['faqItem', 'caseStudy', 'glossaryTerm', 'sanity.imageAsset'];

export const contentTags = {
  path: (path: string) => `path:${path}`,
  type: (type: string) => `type:${type}`,
  pageContent: (path: string) => [contentTags.path(path), ...EMBEDDED_TYPES.map(contentTags.type)],
};

/** What a Sanity webhook tells about a changed document (the projection documented in the README). */
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

/** Every page an HTTP cache holds carries this key, for changes that may show on any page (settings, glossary…). */
export const ALL_PAGES_KEY = 'site';

/** Types whose change shows only at the paths it names (those are purged by their `path:` keys). */
const PATH_ONLY_TYPES = new Set(['page', 'legalPage']);

/** The surrogate keys (Varnish xkey) of a page response: its path, and the key every page has. */
export function pageCacheKeys(pathname: string): string {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  return `${ALL_PAGES_KEY} ${contentTags.path(path)}`;
}

/** The surrogate keys to purge for revalidated tags: paths as they are, any other type purges every page. */
export function purgeKeys(tags: readonly string[]): string[] {
  const keys = tags.filter((tag) => tag.startsWith('path:'));
  const other = tags.some(
    (tag) => tag.startsWith('type:') && !PATH_ONLY_TYPES.has(tag.slice('type:'.length)),
  );
  return other ? [ALL_PAGES_KEY, ...keys] : keys;
}
