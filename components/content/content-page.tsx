import { Blocks } from '@/components/blocks';
import type { MarketId } from '@/lib/markets';
import type { HomeDocument, PageDocument } from '@/lib/content/types';
import { LegalPage } from './legal-page';

/** Renders a CMS document with the template its type calls for. */
export function ContentPage({
  document,
  market,
  preview,
}: {
  document: HomeDocument | PageDocument;
  market: MarketId | null;
  preview: boolean;
}) {
  if (document._type === 'legalPage') return <LegalPage page={document} />;
  return <Blocks blocks={document.blocks} market={market} preview={preview} />;
}
