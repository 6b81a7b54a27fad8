import 'server-only';
import { revalidateTag } from 'next/cache';
import { markRedirectsStale } from './redirect-source';
import { tagsForChange, type ChangedDocument } from './tags';

/**
 * Makes one published change live: its tags expire at once (the next request renders the new content) and a
 * changed redirect is looked up again. Used by the webhook and by the local Content Lake's publish alike.
 */
export function revalidateContentChange(change: ChangedDocument): string[] {
  const tags = tagsForChange(change);
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  if (change._type === 'redirect') markRedirectsStale();
  return tags;
}
