'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

// Draft-mode tools, split off with React.lazy in a client module (a server component's dynamic import does not
// split client code): visitors' pages never fetch the toolbar or Sanity's visual editing.
const LazyPreviewToolbar = lazy(() =>
  import('./preview-toolbar').then((module) => ({ default: module.PreviewToolbar })),
);
const LazyVisualEditing = lazy(() =>
  import('./preview-visual-editing').then((module) => ({ default: module.PreviewVisualEditing })),
);

/** The draft-mode bar above the header. */
export function DraftModeBar(props: ComponentProps<typeof LazyPreviewToolbar>) {
  return (
    <Suspense fallback={null}>
      <LazyPreviewToolbar {...props} />
    </Suspense>
  );
}

/** Click-to-edit overlays for the Presentation tool (draft mode). */
export function DraftVisualEditing() {
  return (
    <Suspense fallback={null}>
      <LazyVisualEditing />
    </Suspense>
  );
}
