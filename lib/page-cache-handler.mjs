// Next's cache for pages and data (`cacheHandler` in next.config.ts; loaded by Node, not bundled).
//
// Without REDIS_URL: Next's own file-system cache. With REDIS_URL (several instances): Redis through
// @fortedigital/nextjs-cache-handler, so a tag revalidated on one instance is stale on all of them.
//
// Either way, less one thing: a page that answers 404 is not stored. Unknown paths reach the CMS catch-all, and
// Next would otherwise store one cached 404 per path, so a stream of random URLs would fill the disk or Redis. A
// 404 costs one lookup in the content's path index to render again; a page published at that path later is found
// at once. Likewise the Studio: every /studio/… path is the same shell, prerendered once as /studio.
//
// And one thing more: once a revalidated tag is dropped here, HTTP caches in front (Varnish) purge its pages. Not
// earlier: a cache purged first could refetch the page from an instance that still has the old copy.
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { purgeHttpCaches } from './http-cache.mjs';

const BUILD_PHASE = 'phase-production-build';
// Since Next 16.4 page keys end in `$<path>`.
const STUDIO_SUBPATH = /\$\/studio\//;
/** A Redis that stops answering must not hang a page: after this a read counts as a miss. */
const REDIS_READ_TIMEOUT_MS = 500;

const isPerPathCopy = (key, data) =>
  data?.kind === 'APP_PAGE' && (data.status === 404 || STUDIO_SUBPATH.test(key));

/** The Redis-backed handler class; the build never connects (its pages go to .next as always). */
async function redisCache(url) {
  const { CacheHandler } = await import('@fortedigital/nextjs-cache-handler');
  const { default: createRedisHandler } = await import('@fortedigital/nextjs-cache-handler/redis-strings');
  const { createClient } = await import('redis');
  CacheHandler.onCreation(({ buildId }) => {
    let outage = false;
    const client = createClient({
      url,
      // Commands fail at once while Redis is away (pages render on their own), and the client reconnects.
      disableOfflineQueue: true,
      socket: { connectTimeout: 1_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
    });
    // Logged once per outage, not per request.
    client.on('error', (error) => {
      if (outage) return;
      outage = true;
      console.error(
        `Gedeelde cache (Redis) niet bereikbaar; pagina's worden apart gerenderd: ${error.message}`,
      );
    });
    client.on('ready', () => {
      if (outage) console.log('Gedeelde cache (Redis) weer bereikbaar.');
      outage = false;
    });
    client.connect().catch(() => undefined);
    return {
      // Per build: during a rolling deploy the old and the new build share Redis, but never each other's pages
      // (a page of one build names the other's asset files).
      handlers: [
        createRedisHandler({
          client,
          keyPrefix: `stroomplein:${buildId ?? 'onbekend'}:`,
          timeoutMs: REDIS_READ_TIMEOUT_MS,
        }),
      ],
    };
  });
  return class SharedPageCache extends CacheHandler {
    async get(key, context) {
      const timeout = new Promise((resolve) => setTimeout(resolve, REDIS_READ_TIMEOUT_MS, null));
      return Promise.race([super.get(key, context).catch(() => null), timeout]);
    }
  };
}

const Base =
  process.env.REDIS_URL && process.env.NEXT_PHASE !== BUILD_PHASE
    ? await redisCache(process.env.REDIS_URL)
    : (FileSystemCache.default ?? FileSystemCache);

export default class PageCache extends Base {
  async set(key, data, context) {
    // The build still writes its prerendered 404 page (/_not-found).
    if (isPerPathCopy(key, data) && process.env.NEXT_PHASE !== BUILD_PHASE) return;
    return super.set(key, data, context);
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    await purgeHttpCaches(typeof tags === 'string' ? [tags] : tags);
  }
}
