import { cn } from '@/components/ui/cn';
import { gridColumns } from '@/components/blocks/grid-columns';
import { formatFigure } from '@/lib/domain/format';
import { BlockSection } from '@/components/blocks/block-section';
import { ContentImage } from '@/components/blocks/content-image';
import type { BlockOf } from '@/lib/domain/content/types';
import type { BlockProps } from '../components';

type SharingType = NonNullable<NonNullable<BlockOf<'caseStudyList'>['caseStudies']>[number]['sharingType']>;

const SHARING_TYPES: Record<SharingType, string> = {
  building: 'Delen in een gebouw',
  community: 'Energiegemeenschap',
  peer: 'Van buur tot buur',
};

export function CaseStudyList({ block, locale }: BlockProps<'caseStudyList'>) {
  return (
    <BlockSection blockKey={block._key} heading={block.heading} intro={block.intro}>
      <ul className={cn('grid gap-6', gridColumns(block.caseStudies?.length ?? 0))}>
        {(block.caseStudies ?? []).map((study) => (
          <li
            key={study._id}
            className="flex flex-col overflow-hidden rounded-2xl border border-neutral-200 bg-white dark:border-neutral-800 dark:bg-neutral-900"
          >
            <ContentImage
              image={study.image}
              width={480}
              aspectRatio={3 / 2}
              sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
              className="aspect-[3/2] h-auto w-full object-cover"
            />
            <article className="flex flex-1 flex-col p-6">
              <p className="text-sm font-semibold text-secondary-800 dark:text-secondary-300">
                {[study.municipality, study.sharingType ? SHARING_TYPES[study.sharingType] : null]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <h3 className="mt-1 text-lg font-semibold">{study.title}</h3>
              {study.summary ? (
                <p className="mt-2 text-neutral-700 dark:text-neutral-300">{study.summary}</p>
              ) : null}
              {study.figures?.length ? (
                <dl className="mt-4 grid grid-cols-2 gap-3 border-t border-neutral-200 pt-4 dark:border-neutral-800">
                  {study.figures.map((figure) => (
                    <div key={figure._key} className="flex flex-col-reverse justify-end">
                      <dt className="text-sm text-neutral-600 dark:text-neutral-400">{figure.label}</dt>
                      <dd className="font-bold tabular-nums">
                        {figure.value === undefined ? '–' : formatFigure(figure.value, 'number', locale)}{' '}
                        {figure.unit}
                      </dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </article>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
