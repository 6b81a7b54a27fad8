import { Blocks } from '@/blocks/components';
import { editAttributes } from '@/lib/server/content/edit-attributes';
import type { MarketId } from '@/lib/domain/markets';
import type { HomeDocument, PageDocument } from '@/lib/domain/content/types';
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
  const source = { id: document._id, type: document._type };
  if (document._type === 'legalPage') {
    return <LegalPage page={document} edit={preview ? editAttributes(source) : undefined} />;
  }
  return <Blocks blocks={document.blocks} market={market} preview={preview} source={source} />;
}
