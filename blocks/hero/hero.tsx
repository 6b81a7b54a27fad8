import type { BlockProps } from '../components';
import { ActionButton } from '@/components/blocks/content-link';
import { ContentImage, HALF_COLUMN_SIZES } from '@/components/blocks/content-image';

/** The page's opening: its one h1, a short text, up to two buttons and an image. */
export function Hero({ block, edit }: BlockProps<'hero'>) {
  return (
    <section className="bg-gradient-to-b from-primary-50 to-white dark:from-primary-950/40 dark:to-neutral-950">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 md:grid-cols-2 md:py-20">
        <div>
          {block.eyebrow ? (
            <p className="text-sm font-semibold tracking-wide text-secondary-800 uppercase dark:text-secondary-300">
              {block.eyebrow}
            </p>
          ) : null}
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance md:text-5xl">{block.heading}</h1>
          {block.text ? (
            <p className="mt-5 text-lg text-neutral-700 text-pretty dark:text-neutral-300">{block.text}</p>
          ) : null}
          {block.primaryAction || block.secondaryAction ? (
            <div className="mt-8 flex flex-wrap gap-3">
              <ActionButton action={block.primaryAction} />
              <ActionButton action={block.secondaryAction} variant="outline" />
            </div>
          ) : null}
        </div>
        <ContentImage
          image={block.image}
          width={720}
          sizes={HALF_COLUMN_SIZES}
          priority
          className="h-auto w-full rounded-2xl"
          editAttribute={edit?.field('image')}
        />
      </div>
    </section>
  );
}
