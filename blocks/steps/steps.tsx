import { cn } from '@/components/ui/cn';
import { gridColumns } from '@/components/blocks/grid-columns';
import type { BlockOf } from '@/lib/domain/content/types';
import { BlockSection } from '@/components/blocks/block-section';

export function Steps({ block }: { block: BlockOf<'steps'> }) {
  return (
    <BlockSection blockKey={block._key} heading={block.heading} intro={block.intro}>
      <ol className={cn('grid gap-6', gridColumns(block.items?.length ?? 0))}>
        {(block.items ?? []).map((step, index) => (
          <li key={step._key} className="relative rounded-2xl bg-neutral-50 p-6 dark:bg-neutral-900">
            <span
              aria-hidden="true"
              className="inline-flex size-10 items-center justify-center rounded-full bg-primary-700 font-bold text-white dark:bg-primary-300 dark:text-primary-950"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
            <p className="mt-2 text-neutral-700 dark:text-neutral-300">{step.text}</p>
          </li>
        ))}
      </ol>
    </BlockSection>
  );
}
