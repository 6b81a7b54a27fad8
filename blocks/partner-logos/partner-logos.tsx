import type { BlockOf } from '@/lib/domain/content/types';
import { BlockSection } from '@/components/blocks/block-section';
import { ContentImage } from '@/components/blocks/content-image';

export function PartnerLogos({ block }: { block: BlockOf<'partnerLogos'> }) {
  return (
    <BlockSection blockKey={block._key} heading={block.heading}>
      <ul className="grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-5">
        {(block.partners ?? []).map((partner) => {
          const logo = (
            <ContentImage
              image={partner.logo}
              width={240}
              sizes="240px"
              fallbackAlt={partner.name}
              className="h-16 w-auto dark:rounded-md dark:bg-white dark:p-2"
            />
          );
          return (
            <li
              key={partner._key}
              className="flex items-center justify-center rounded-2xl border border-neutral-200 p-4 dark:border-neutral-800"
            >
              {partner.url ? (
                <a href={partner.url} rel="noopener" aria-label={`${partner.name} (website)`}>
                  {logo}
                </a>
              ) : (
                logo
              )}
            </li>
          );
        })}
      </ul>
    </BlockSection>
  );
}
