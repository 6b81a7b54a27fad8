import { cn } from '@/components/ui/cn';
import { gridColumns } from '@/components/blocks/grid-columns';
import { formatFigure } from '@/lib/domain/format';
import { BlockSection } from '@/components/blocks/block-section';
import type { BlockProps } from '../components';

export function KeyFigures({ block, locale, edit }: BlockProps<'keyFigures'>) {
  return (
    <BlockSection blockKey={block._key} heading={block.heading}>
      <dl className={cn('grid gap-6', gridColumns(block.figures?.length ?? 0))}>
        {(block.figures ?? []).map((figure) => (
          <div
            key={figure._key}
            className="flex flex-col-reverse justify-end rounded-2xl border border-neutral-200 p-6 dark:border-neutral-800"
          >
            <dt className="mt-1 text-neutral-700 dark:text-neutral-300">{figure.label}</dt>
            {/* A number carries no edit marks: in the preview the figure opens its value's field by attribute. */}
            <dd
              data-sanity={edit?.field('figures', { _key: figure._key }, 'value')}
              className="text-3xl font-bold text-primary-800 tabular-nums dark:text-primary-200"
            >
              {figure.value === undefined ? '–' : formatFigure(figure.value, figure.format, locale)}
              {figure.unit ? <span className="ml-1 text-lg font-semibold">{figure.unit}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
      {block.source ? (
        <p className="mt-4 text-sm text-neutral-600 dark:text-neutral-400">Bron: {block.source}</p>
      ) : null}
    </BlockSection>
  );
}
