import 'server-only';
import { revalidateTag } from 'next/cache';
import { tellOtherInstances } from '@/lib/cluster-bus';
import { markRedirectsStale } from './redirect-source';
import { purgeKeys, tagsForChange, type ChangedDocument } from './tags';

/** HTTP caches in front of the site (Varnish) that take `PURGE` with an `xkey-purge` header, comma-separated. */
const PURGE_URLS = (process.env.HTTP_CACHE_PURGE_URLS ?? '').split(',').filter(Boolean);

/** Purges the changed pages from every HTTP cache in front; a cache that is down has nothing to purge. */
async function purgeHttpCaches(tags: string[]) {
  const keys = purgeKeys(tags).join(' ');
  if (!keys) return;
  await Promise.all(
    PURGE_URLS.map((url) =>
      fetch(url, { method: 'PURGE', headers: { 'xkey-purge': keys }, signal: AbortSignal.timeout(2_000) })
        .then((response) => response.arrayBuffer())
        .catch((error: unknown) => console.error(`HTTP-cache ${url} niet geleegd:`, error)),
    ),
  );
}

/**
 * Makes one published change live: its tags expire at once (the next request renders the new content), a changed
 * redirect is looked up again, and HTTP caches in front drop the pages concerned. Used by the webhook and by the
 * local Content Lake's publish alike.
 */
export async function revalidateContentChange(change: ChangedDocument): Promise<string[]> {
  const tags = tagsForChange(change);
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  if (change._type === 'redirect') {
    markRedirectsStale();
    await tellOtherInstances({ kind: 'redirects-stale' });
  }
  await purgeHttpCaches(tags);
  return tags;
}
