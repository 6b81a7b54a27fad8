import { describe, expect, it, vi } from 'vitest';
import { revalidateTag } from 'next/cache';
import { tellOtherInstances } from '@/lib/server/cluster-bus';
import { revalidateContentChange } from '@/lib/server/content/revalidate';
import { markContentViewStale } from '@/lib/server/request/content-view';

vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));
vi.mock('@/lib/server/cluster-bus', () => ({ tellOtherInstances: vi.fn(async () => undefined) }));
vi.mock('@/lib/server/request/content-view', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/server/request/content-view')>()),
  markContentViewStale: vi.fn(),
}));

describe('a published change going live', () => {
  it('expires its sync tags and page keys, and a change to which pages exist makes the content view stale here and elsewhere', async () => {
    const tags = await revalidateContentChange({
      syncTags: ['s1:abc', 's1:def'],
      documents: [{ _id: 'p', _type: 'page', path: 'nieuw', previousPath: 'oud' }],
    });
    expect(tags).toEqual(['sanity:s1:abc', 'sanity:s1:def', 'type:page', 'path:nieuw', 'path:oud']);
    expect(vi.mocked(revalidateTag).mock.calls.map(([tag]) => tag)).toEqual(tags);
    expect(markContentViewStale).toHaveBeenCalledTimes(1);
    expect(tellOtherInstances).toHaveBeenCalledWith({ kind: 'content-view-stale' });
    // The other instances sharing the page cache store nothing they were rendering from before the change.
    expect(tellOtherInstances).toHaveBeenCalledWith({ kind: 'tags-revalidated', tags });
  });

  it('leaves the content view alone for a change it holds nothing of', async () => {
    const stale = vi.mocked(markContentViewStale).mock.calls.length;
    vi.mocked(tellOtherInstances).mockClear();
    await revalidateContentChange({
      syncTags: [],
      documents: [{ _id: 'siteSettings', _type: 'siteSettings' }],
    });
    expect(vi.mocked(markContentViewStale).mock.calls.length).toBe(stale);
    expect(vi.mocked(tellOtherInstances).mock.calls.map(([message]) => message.kind)).toEqual([
      'tags-revalidated',
    ]);
  });

  it('expires every cached answer when the sender cannot tell the sync tags (a plain hosted webhook)', async () => {
    const tags = await revalidateContentChange({
      syncTags: undefined,
      documents: [{ _id: 'faq-1', _type: 'faqItem' }],
    });
    expect(tags).toEqual(['inhoud', 'type:faqItem']);
  });
});
