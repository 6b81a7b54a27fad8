'use client';

import type { ComponentProps } from 'react';
import { PreviewToolbar } from './preview-toolbar';
import { PreviewVisualEditing } from './preview-visual-editing';

/** Everything draft mode adds to a page: the bar above the header, and the Presentation tool's click-to-edit overlays. */
export function DraftModeUi(props: ComponentProps<typeof PreviewToolbar>) {
  return (
    <>
      <PreviewToolbar {...props} />
      <PreviewVisualEditing />
    </>
  );
}
