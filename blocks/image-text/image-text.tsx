import type { BlockProps } from '../components';
import { cn } from '@/components/ui/cn';
import { ActionButton } from '@/components/blocks/content-link';
import { ContentImage, HALF_COLUMN_SIZES } from '@/components/blocks/content-image';
import { RichText } from '@/components/blocks/rich-text';

export function ImageText({ block, edit }: BlockProps<'imageText'>) {
  return (
    <section
      aria-labelledby={`blok-${block._key}`}
      className="lazy-layout mx-auto max-w-6xl px-4 py-12 md:py-16"
    >
      <div className="grid items-center gap-10 md:grid-cols-2">
        <div className={cn(block.imagePosition === 'left' && 'md:order-2')}>
          <h2 id={`blok-${block._key}`} className="text-2xl font-bold text-balance md:text-3xl">
            {block.heading}
          </h2>
          <RichText value={block.body ?? []} headingLevel={3} className="mt-4" />
          <ActionButton action={block.action} className="mt-6" />
        </div>
        <ContentImage
          image={block.image}
          width={640}
          sizes={HALF_COLUMN_SIZES}
          className="h-auto w-full rounded-2xl"
          editAttribute={edit?.field('image')}
        />
      </div>
    </section>
  );
}
