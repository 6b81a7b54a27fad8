import type { BlockOf } from '@/lib/content/types';
import { BlockSection } from './block-section';
import { RichText } from './rich-text';

export function RichTextBlock({ block }: { block: BlockOf<'richTextBlock'> }) {
  return (
    <BlockSection blockKey={block._key} heading={block.heading}>
      <RichText value={block.body ?? []} headingLevel={block.heading ? 3 : 2} />
    </BlockSection>
  );
}
