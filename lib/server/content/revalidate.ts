import 'server-only';
import { revalidateTag } from 'next/cache';
import { tellOtherInstances } from '@/lib/server/cluster-bus';
import {
  changesContentView,
  CONTENT_VIEW_STALE,
  markContentViewStale,
} from '@/lib/server/request/content-view';
import { tagsForChange, type ChangedDocument } from '@/lib/domain/content/tags';

/**
 * Makes one published change live: its tags expire at once (the next request renders the new content), and a
 * change to a redirect or to which pages exist is read again into the proxy's content view, here and on the other
 * instances. HTTP caches in front drop the pages concerned once the page cache has dropped the tags
 * (lib/server/page-cache-handler.mjs). Used by the webhook and by the local Content Lake's publish alike.
 */
export async function revalidateContentChange(change: ChangedDocument): Promise<string[]> {
  const tags = tagsForChange(change);
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  if (changesContentView(change._type)) {
    markContentViewStale();
    await tellOtherInstances({ kind: CONTENT_VIEW_STALE });
  }
  return tags;
}
