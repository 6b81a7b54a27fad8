'use server';

import { updateTag } from 'next/cache';

/**
 * What <SanityLive> calls for each change (its documented `action`): the changed answers expire at once. Its default
 * marks them stale (`revalidateTag(tag, 'max')`), so the refresh that follows would still show the old answer.
 */
export async function expireChangedAnswers(tags: unknown): Promise<'refresh'> {
  // Sent by the browser: only the cache tags sanityFetch makes, and not without end.
  const list = Array.isArray(tags) ? tags.slice(0, 100) : [];
  for (const tag of list) if (typeof tag === 'string' && /^sanity:[\w:-]{1,80}$/.test(tag)) updateTag(tag);
  return 'refresh';
}
