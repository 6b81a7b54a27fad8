import 'server-only';
import { revalidateTag } from 'next/cache';
import { TAGS_REVALIDATED } from '@/lib/server/cache-fills.mjs';
import { tellOtherInstances, type TagsRevalidatedMessage } from '@/lib/server/cluster-bus';
import {
  changesContentView,
  CONTENT_VIEW_STALE,
  markContentViewStale,
} from '@/lib/server/request/content-view';
import { tagsForChange, type ChangedDocument } from '@/lib/domain/content/tags';
import { ALL_CONTENT_TAG, SYNC_TAG_PREFIX } from '@/lib/domain/http-cache.mjs';

/**
 * A published change: the sync tags the Content Lake says it changed (undefined when the sender cannot tell: a plain
 * webhook of hosted Sanity), and the documents it changed.
 */
export interface PublishedChange {
  syncTags: readonly string[] | undefined;
  documents: readonly ChangedDocument[];
}

/**
 * Makes a published change live: its sync tags and page keys expire at once (the next request renders the new
 * content, on every instance: the cache is shared), and a change to a redirect or to which pages exist is read again
 * into the proxy's content view, here and on the other instances. HTTP caches in front drop the pages concerned
 * once the page cache has dropped the tags (lib/server/page-cache-handler.mjs). Used by the local Content Lake's
 * commits and by the hosted road's webhook alike.
 */
export async function revalidateContentChange({ syncTags, documents }: PublishedChange): Promise<string[]> {
  const content = syncTags?.map((tag) => `${SYNC_TAG_PREFIX}${tag}`) ?? [ALL_CONTENT_TAG];
  const tags = [...new Set([...content, ...documents.flatMap(tagsForChange)])];
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  // The cache is shared: a page another instance is rendering from the content before must not be stored there.
  const revalidated: TagsRevalidatedMessage = { kind: TAGS_REVALIDATED, tags };
  await tellOtherInstances(revalidated);
  if (documents.some(({ _type }) => changesContentView(_type))) {
    markContentViewStale();
    await tellOtherInstances({ kind: CONTENT_VIEW_STALE });
  }
  return tags;
}
