'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

// Draft-mode tools, split off with React.lazy in a client module (a server component's dynamic import does not
// split client code): visitors' pages carry only this wrapper and never fetch the toolbar or Sanity's visual editing.
const LazyDraftModeUi = lazy(() =>
  import('./draft-mode-ui').then((module) => ({ default: module.DraftModeUi })),
);

/** The draft-mode bar above the header, with the Presentation tool's click-to-edit overlays. */
export function DraftModeTools(props: ComponentProps<typeof LazyDraftModeUi>) {
  return (
    <Suspense fallback={null}>
      <LazyDraftModeUi {...props} />
    </Suspense>
  );
}
