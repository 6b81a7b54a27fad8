import { BlockSection } from '@/components/blocks/block-section';
import type { BlockProps } from '../components';
import { RichText } from '@/components/blocks/rich-text';

export function RichTextBlock({ block }: BlockProps<'richTextBlock'>) {
  return (
    <BlockSection blockKey={block._key} heading={block.heading}>
      <RichText value={block.body ?? []} headingLevel={block.heading ? 3 : 2} />
    </BlockSection>
  );
}
