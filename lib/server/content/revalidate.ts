import 'server-only';
import { revalidateTag } from 'next/cache';
import { tellOtherInstances } from '@/lib/server/cluster-bus';
import { markRedirectsStale } from './redirect-source';
import { tagsForChange, type ChangedDocument } from '@/lib/domain/content/tags';

/**
 * Makes one published change live: its tags expire at once (the next request renders the new content), and a
 * changed redirect is looked up again. HTTP caches in front drop the pages concerned once the page cache has
 * dropped the tags (lib/server/page-cache-handler.mjs). Used by the webhook and by the local Content Lake's publish alike.
 */
export async function revalidateContentChange(change: ChangedDocument): Promise<string[]> {
  const tags = tagsForChange(change);
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  if (change._type === 'redirect') {
    markRedirectsStale();
    await tellOtherInstances({ kind: 'redirects-stale' });
  }
  return tags;
}
