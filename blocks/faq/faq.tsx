import { toPlainText } from '@portabletext/react';
import { ChevronDown } from '@/components/ui/icons';
import type { BlockOf } from '@/lib/domain/content/types';
import { serializeJsonLd } from '@/lib/shared/content/json-ld';
import { BlockSection } from '@/components/blocks/block-section';
import { RichText } from '@/components/blocks/rich-text';

type FaqItem = NonNullable<BlockOf<'faq'>['items']>[number];

/** schema.org FAQPage for search engines: the same questions and answers as on screen, as plain text. */
export function faqJsonLd(items: readonly FaqItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: toPlainText(item.answer ?? []) },
    })),
  };
}

/** Questions as native disclosure widgets: keyboard and screen-reader friendly without JavaScript. */
export function Faq({ block }: { block: BlockOf<'faq'> }) {
  const items = (block.items ?? []).filter((item) => item.question);
  if (items.length === 0) return null;
  return (
    <BlockSection blockKey={block._key} heading={block.heading}>
      <div className="max-w-3xl divide-y divide-neutral-200 rounded-2xl border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800">
        {items.map((item) => (
          <details key={item._id} className="group px-5 py-4">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 transition-transform group-open:rotate-180"
              />
            </summary>
            <RichText value={item.answer ?? []} headingLevel={block.heading ? 3 : 2} className="mt-3" />
          </details>
        ))}
      </div>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(faqJsonLd(items)) }}
      />
    </BlockSection>
  );
}
