import { Quote as QuoteIcon } from '@/components/ui/icons';
import type { BlockOf } from '@/lib/domain/content/types';

export function Quote({ block }: { block: BlockOf<'quote'> }) {
  return (
    <section aria-label="Citaat" className="lazy-layout mx-auto max-w-4xl px-4 py-12 md:py-16">
      <figure className="rounded-3xl bg-secondary-50 p-8 md:p-12 dark:bg-secondary-950/50">
        <QuoteIcon aria-hidden="true" className="size-10 text-secondary-700 dark:text-secondary-300" />
        <blockquote className="mt-4 text-xl font-medium text-balance md:text-2xl">
          <p>{block.text}</p>
        </blockquote>
        <figcaption className="mt-6 text-neutral-700 dark:text-neutral-300">
          <span className="font-semibold text-neutral-900 dark:text-neutral-100">{block.author}</span>
          {block.role ? <>, {block.role}</> : null}
        </figcaption>
      </figure>
    </section>
  );
}
