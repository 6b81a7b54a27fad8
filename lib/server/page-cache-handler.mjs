// Next's cache for pages and data (`cacheHandler` in next.config.ts; loaded by Node, not bundled).
//
// Without REDIS_URL: Next's own file-system cache. With REDIS_URL (several instances): Redis through
// @fortedigital/nextjs-cache-handler, so a tag revalidated on one instance is stale on all of them; a Redis that
// is away or frozen never holds a page up (redis-guard.mjs).
//
// Either way, less one thing: a page that answers 404 is not stored. Unknown paths reach the CMS catch-all, and
// Next would otherwise store one cached 404 per path, so a stream of random URLs would fill the disk or Redis. A
// 404 costs one lookup in the content's path index to render again; a page published at that path later is found
// at once. (Every /studio/… address is served from the one Studio shell: the proxy rewrites it to /studio.)
//
// Nor a page or answer whose tag was revalidated while it was being rendered or fetched: its content is from before
// the change (cache-fills.mjs). Nor what Next's file-system cache stores from within its own read: an answer read
// from disk under tags it was not stored with is stored again, stamped now, as if just fetched. That would make an
// answer from before a publish look newer than it, and count as the end of another request's fill, whose old answer
// the fill record would then let through.
//
// And one thing more: once a revalidated tag is dropped here, HTTP caches in front (Varnish) purge its pages. Not
// earlier: a cache purged first could refetch the page from an instance that still has the old copy.
import { AsyncLocalStorage } from 'node:async_hooks';
import { FileSystemCache } from './next-file-system-cache.mjs';
import { purgeHttpCaches } from '../domain/http-cache.mjs';
import {
  fillStarted,
  revalidatedDuringFill,
  revalidatedSinceStamp,
  tagsRevalidated,
} from './cache-fills.mjs';

const BUILD_PHASE = 'phase-production-build';
const isNotFoundPage = (data) => data?.kind === 'APP_PAGE' && data.status === 404;
/** An entry's tags: a fetched answer's are in the context it is read or stored with, a page's in its headers. */
const tagsOf = (data, context) =>
  data?.kind === 'FETCH'
    ? [...(context?.tags ?? []), ...(context?.softTags ?? [])]
    : String(data?.headers?.['x-next-cache-tags'] ?? '')
        .split(',')
        .filter(Boolean);

/**
 * The Redis-backed handler class; the build never connects (its pages go to .next as always). Every call is bounded
 * by the guard (redis-guard.mjs): a Redis that is away or frozen is a miss, a write not made, a tag whose
 * revalidation is kept and made once Redis answers again (before any page is read from it).
 */
async function redisCache(url) {
  const { CacheHandler } = await import('@fortedigital/nextjs-cache-handler');
  const { default: createRedisHandler } = await import('@fortedigital/nextjs-cache-handler/redis-strings');
  const { createClient } = await import('redis');
  const { guardRedis, GUARDED_CLIENT_OPTIONS, SILENCE_MS, TIMEOUT_MS } = await import('./redis-guard.mjs');
  // Next loads this module twice per process (the router and the renderer): one client and one guard for both,
  // or every outage would be met twice.
  const shared = (globalThis.__stroompleinSharedCache ??= (() => {
    const state = {
      /** Tags revalidated while Redis was away: their pages there are stale. */
      staleTags: new Set(),
      handler: undefined,
      // The guard connects and reconnects.
      client: createClient({
        url,
        ...GUARDED_CLIENT_OPTIONS,
        socket: { connectTimeout: SILENCE_MS, reconnectStrategy: false },
      }),
    };
    state.guard = guardRedis(state.client, {
      name: 'Gedeelde cache',
      onRecovered: async () => {
        for (const tag of state.staleTags) await state.handler?.revalidateTag(tag);
        state.staleTags.clear();
      },
    });
    return state;
  })());
  const { guard, staleTags } = shared;
  CacheHandler.onCreation(({ buildId }) => {
    // Per build: during a rolling deploy the old and the new build share Redis, but never each other's pages
    // (a page of one build names the other's asset files).
    shared.handler ??= createRedisHandler({
      client: shared.client,
      keyPrefix: `stroomplein:${buildId ?? 'onbekend'}:`,
      timeoutMs: TIMEOUT_MS,
    });
    return { handlers: [shared.handler] };
  });
  return class SharedPageCache extends CacheHandler {
    async get(key, context) {
      return guard.run(() => super.get(key, context), null);
    }

    // Not awaited: a page is answered without waiting for its copy to be stored.
    async set(key, data, context) {
      void guard.run(() => super.set(key, data, context));
    }

    async revalidateTag(tags, durations) {
      const list = typeof tags === 'string' ? [tags] : tags;
      const done = await guard.run(() => super.revalidateTag(tags, durations).then(() => true), false);
      if (!done) for (const tag of list) staleTags.add(tag);
    }
  };
}
const Base =
  process.env.REDIS_URL && process.env.NEXT_PHASE !== BUILD_PHASE
    ? await redisCache(process.env.REDIS_URL)
    : (FileSystemCache.default ?? FileSystemCache);

/** The key this handler's `get` is reading, in the calls made from within it. */
const reading = new AsyncLocalStorage();

export default class PageCache extends Base {
  async get(key, context) {
    const entry = await reading.run(key, () => super.get(key, context));
    if (entry && !revalidatedSinceStamp(tagsOf(entry.value, context), entry.lastModified)) return entry;
    fillStarted(key);
    return null;
  }

  async set(key, data, context) {
    if (reading.getStore() === key) return;
    if (revalidatedDuringFill(key, tagsOf(data, context))) return;
    // The build still writes its prerendered 404 page (/_not-found).
    if (isNotFoundPage(data) && process.env.NEXT_PHASE !== BUILD_PHASE) return;
    return super.set(key, data, context);
  }

  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags;
    tagsRevalidated(list);
    await super.revalidateTag(tags, durations);
    await purgeHttpCaches(list);
  }
}
