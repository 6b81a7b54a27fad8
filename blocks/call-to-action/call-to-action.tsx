import type { BlockOf } from '@/lib/domain/content/types';
import { cn } from '@/components/ui/cn';
import { ActionButton } from '@/components/blocks/content-link';

const TONES = {
  primary: 'bg-primary-800 text-white dark:bg-primary-900',
  secondary: 'bg-secondary-800 text-white dark:bg-secondary-900',
} as const;

export function CallToAction({ block }: { block: BlockOf<'callToAction'> }) {
  const headingId = `blok-${block._key}`;
  return (
    <section aria-labelledby={headingId} className="lazy-layout mx-auto max-w-6xl px-4 py-12">
      <div
        className={cn(
          'flex flex-col items-start gap-6 rounded-3xl px-6 py-10 md:flex-row md:items-center md:justify-between md:px-12',
          TONES[block.tone ?? 'primary'],
        )}
      >
        <div className="max-w-2xl">
          <h2 id={headingId} className="text-2xl font-bold text-balance md:text-3xl">
            {block.heading}
          </h2>
          {block.text ? <p className="mt-3 text-lg text-white/90">{block.text}</p> : null}
        </div>
        <ActionButton
          action={block.action}
          variant="outline"
          className="shrink-0 border-white bg-white text-neutral-900 hover:bg-neutral-100 dark:border-white dark:bg-white dark:text-neutral-900 dark:hover:bg-neutral-200"
        />
      </div>
    </section>
  );
}
