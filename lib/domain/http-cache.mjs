// Surrogate keys and purges for HTTP caches in front of the site (Varnish with xkey; a CDN with surrogate keys).
// Plain JavaScript because the page cache handler (lib/server/page-cache-handler.mjs), which Node loads unbundled,
// purges from here: only once the page cache has dropped a revalidated tag may a cache in front refetch the page,
// or it would store the old copy again (Next revalidates tags after a route handler's response is sent).

/** The prefix of a page's key, as cache tag (lib/domain/content/tags.ts) and as surrogate key. */
export const PATH_KEY_PREFIX = 'path:';

/** How `sanityFetch` (next-sanity) names a sync tag in Next's cache. */
export const SYNC_TAG_PREFIX = 'sanity:';

/** Every answer the site reads carries this tag too: what a change whose sync tags are unknown expires. */
export const ALL_CONTENT_TAG = 'inhoud';

/** Every page an HTTP cache holds carries this key, for changes that may show on any page (settings, glossary…). */
export const ALL_PAGES_KEY = 'site';

/** Types whose change shows only at the paths it names (those are purged by their `path:` keys). */
const PATH_ONLY_TYPES = new Set(['home', 'page', 'legalPage']);

/** A purge that does not answer in time is given up; the cache in front then keeps its copy until the next one. */
const PURGE_TIMEOUT_MS = 2_000;

/** What the plain site (no market) is called in a key. */
const PLAIN_SITE = 'geen';

/**
 * @param {string} path a page's path without slashes ('' is home) @param {string | null} market
 * @returns {string} the key (and content tag) of a page as one market shows it: `path:overons@netherlands`
 */
export function pathInSiteKey(path, market) {
  return `${PATH_KEY_PREFIX}${path}@${market ?? PLAIN_SITE}`;
}

/**
 * @param {string} path a page's path without slashes @param {string | null} market
 * @returns {string[]} the tags a page's content is cached under as one market shows it: its path (a change for every
 * market) and its path in that market (a change that shows in some markets only), as tagsForChange names them.
 */
export function pageContentTags(path, market) {
  return [`${PATH_KEY_PREFIX}${path}`, pathInSiteKey(path, market)];
}

/**
 * @param {string} pathname @param {string | null} market the market of the site that answers
 * @returns {string} the surrogate keys of a page response: its path in every market and in this one, and the
 * all-pages key.
 */
export function pageCacheKeys(pathname, market) {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  return `${ALL_PAGES_KEY} ${PATH_KEY_PREFIX}${path} ${pathInSiteKey(path, market)}`;
}

/**
 * @param {readonly string[]} tags @returns {string[]} the keys to purge: paths as they are; another type purges every
 * page, and so do content tags that name no document (a sync-tag invalidation alone: which pages read them is not
 * known here).
 */
export function purgeKeys(tags) {
  const keys = tags.filter((tag) => tag.startsWith(PATH_KEY_PREFIX));
  const types = tags.filter((tag) => tag.startsWith('type:'));
  const other = types.some((tag) => !PATH_ONLY_TYPES.has(tag.slice('type:'.length)));
  const content = tags.some((tag) => tag.startsWith(SYNC_TAG_PREFIX) || tag === ALL_CONTENT_TAG);
  const unplaced = content && keys.length === 0 && types.length === 0;
  return other || unplaced ? [ALL_PAGES_KEY, ...keys] : keys;
}

/**
 * A cache may be fetching a path when its purge arrives: an answer drawn from the old content (a 404 drawn a moment
 * before a page was published there) is then stored after the purge. The same keys are purged again after these
 * delays, so such a copy is dropped soon after.
 */
export const REPURGE_AFTER_MS = [500, 3_000];

/**
 * Sends `PURGE` with an `xkey-purge` header to every cache in HTTP_CACHE_PURGE_URLS (comma-separated), and to this
 * server's own copies of its pages (lib/server/response-copies.mjs, when server.mjs keeps them), and again after
 * REPURGE_AFTER_MS. A cache that is down has nothing to purge: logged, never thrown.
 * @param {readonly string[]} tags
 */
export async function purgeHttpCaches(tags) {
  const urls = (process.env.HTTP_CACHE_PURGE_URLS ?? '').split(',').filter(Boolean);
  const copies = /** @type {{ __stroompleinResponseCopies?: { purge(keys: string[]): void } }} */ (globalThis)
    .__stroompleinResponseCopies;
  const keys = purgeKeys(tags);
  if (keys.length === 0 || (urls.length === 0 && !copies)) return;
  const purge = () => {
    copies?.purge(keys);
    return purgeEach(urls, keys.join(' '));
  };
  for (const delay of REPURGE_AFTER_MS) setTimeout(() => void purge(), delay).unref();
  await purge();
}

/** @param {readonly string[]} urls @param {string} keys */
function purgeEach(urls, keys) {
  return Promise.all(
    urls.map((url) =>
      fetch(url, {
        method: 'PURGE',
        headers: { 'xkey-purge': keys },
        signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
      })
        .then((response) => response.arrayBuffer())
        .catch((error) => console.error(`HTTP-cache ${url} niet geleegd:`, error)),
    ),
  );
}
