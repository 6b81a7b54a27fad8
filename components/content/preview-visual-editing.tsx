'use client';

import { VisualEditing } from 'next-sanity/visual-editing';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { liveDrafts } from '@/lib/browser/live-drafts';

type RefreshHandler = NonNullable<Parameters<typeof VisualEditing>[0]['refresh']>;

/**
 * The Presentation tool's side in the preview: overlays on every text (stega) and on what `data-sanity` marks, a click opens the
 * field in the Studio, and every saved edit re-renders the page on the server (draft mode reads the drafts fresh),
 * so the preview follows the editor without a reload. One refresh at a time, at most one a second while typing.
 *
 * The Studio reports an edit as it sends it ("mutation"), before the lake holds it. While the saved drafts are heard
 * live (lake-draft-live.tsx), their saves refresh the page: a refresh on the edit would read the draft without it and
 * hold the next refresh for a second.
 */
export function PreviewVisualEditing() {
  const router = useRouter();
  const refresh = useCallback<RefreshHandler>(
    (payload) => {
      if (payload.source === 'mutation' && liveDrafts.heard) return false;
      router.refresh();
      return new Promise((resolve) => setTimeout(resolve, 1_000));
    },
    [router],
  );
  return <VisualEditing refresh={refresh} />;
}
