'use client';

import { VisualEditing } from 'next-sanity/visual-editing';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';

type RefreshHandler = NonNullable<Parameters<typeof VisualEditing>[0]['refresh']>;

/**
 * The Presentation tool's side in the preview: overlays on every text (stega) and on what `data-sanity` marks, a click opens the
 * field in the Studio, and every saved edit re-renders the page on the server (draft mode reads the drafts fresh),
 * so the preview follows the editor without a reload. One refresh at a time, at most one a second while typing.
 */
export function PreviewVisualEditing() {
  const router = useRouter();
  const refresh = useCallback<RefreshHandler>(() => {
    router.refresh();
    return new Promise((resolve) => setTimeout(resolve, 1_000));
  }, [router]);
  return <VisualEditing refresh={refresh} />;
}
