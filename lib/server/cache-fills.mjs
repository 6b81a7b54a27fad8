// Which entries of Next's cache are being filled, and since when: a page or a fetched answer is as old as the miss
// that started its render or fetch, but Next stamps an entry when it is written. A tag revalidated between the two (a
// publish while a page rendered from the content before it) would leave the old content stored as fresh until the
// next change. lib/server/page-cache-handler.mjs stores no such entry; the next request fills it again. Nor does it
// serve an entry stamped in the millisecond its tag was revalidated: Next stamps and compares whole milliseconds,
// and keeps it.
//
// Plain JavaScript on globalThis: the cache handler is loaded by Node itself (twice per process: the router and the
// renderer), the cluster bus is bundled with the routes; both must see one record.

/** No render or fetch takes this long: a miss older than this is one whose fill never came (its render failed). */
export const LONGEST_FILL_MS = 60_000;

/** The cluster bus message that tells the other instances which tags were revalidated (the shared cache's). */
export const TAGS_REVALIDATED = 'tags-revalidated';

/** @type {{ fills: Map<string, { since: number, pending: number }>, revalidatedAt: Map<string, number> }} */
const state = (globalThis.__stroompleinCacheFills ??= { fills: new Map(), revalidatedAt: new Map() });

/** The monotonic clock in epoch milliseconds, as Next stamps its cache entries. */
const now = () => performance.timeOrigin + performance.now();

/** @param {Map<string, unknown>} map @param {(value: any) => number} timeOf */
function forgetOlderThanLongestFill(map, timeOf) {
  const oldest = now() - LONGEST_FILL_MS;
  for (const [key, value] of map) if (timeOf(value) < oldest) map.delete(key);
}

/** A cache miss: an entry for `key` is being rendered or fetched from now on. */
export function fillStarted(key) {
  const fill = state.fills.get(key);
  if (fill && now() - fill.since < LONGEST_FILL_MS) fill.pending += 1;
  else state.fills.set(key, { since: now(), pending: 1 });
  if (state.fills.size > 10_000) forgetOlderThanLongestFill(state.fills, (fill) => fill.since);
}

/**
 * An entry for `key` is about to be stored with these tags: whether one of them was revalidated since its fill
 * started (with several fills of one key at once, since the earliest). An entry stored without a miss first (the
 * build's prerendering) was not being filled.
 * @param {string} key @param {readonly string[]} tags
 */
export function revalidatedDuringFill(key, tags) {
  const fill = state.fills.get(key);
  if (!fill) return false;
  fill.pending -= 1;
  if (fill.pending <= 0) state.fills.delete(key);
  return tags.some((tag) => (state.revalidatedAt.get(tag) ?? -Infinity) >= fill.since);
}

/**
 * Whether an entry stamped at `lastModified` (whole milliseconds) may have been written before one of its tags was
 * last revalidated, in that same millisecond. @param {readonly string[]} tags @param {number} lastModified
 */
export function revalidatedSinceStamp(tags, lastModified) {
  return tags.some((tag) => (state.revalidatedAt.get(tag) ?? -Infinity) >= lastModified);
}

/** Tags revalidated now (here, or on another instance sharing the cache). @param {readonly string[]} tags */
export function tagsRevalidated(tags) {
  const at = now();
  for (const tag of tags) state.revalidatedAt.set(tag, at);
  forgetOlderThanLongestFill(state.revalidatedAt, (time) => time);
}
