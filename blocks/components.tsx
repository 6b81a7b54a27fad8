import type { ComponentType } from 'react';
import { editAttributes, type EditAttributes, type EditSource } from '@/lib/server/content/edit-attributes';
import type { BlockOf, BlockType, PageBlock } from '@/lib/domain/content/types';
import {
  MARKET_LABELS,
  marketSettings,
  shownInMarket,
  type MarketId,
  type NumberLocale,
} from '@/lib/domain/markets';
import { CalculatorTeaser } from './calculator-teaser/calculator-teaser';
import { CallToAction } from './call-to-action/call-to-action';
import { CaseStudyList } from './case-study-list/case-study-list';
import { Faq } from './faq/faq';
import { FeatureCards } from './feature-cards/feature-cards';
import { Hero } from './hero/hero';
import { ImageText } from './image-text/image-text';
import { KeyFigures } from './key-figures/key-figures';
import { NewsletterSignup } from './newsletter-signup/newsletter-signup';
import { PartnerLogos } from './partner-logos/partner-logos';
import { Quote } from './quote/quote';
import { RichTextBlock } from './rich-text-block/rich-text-block';
import { Steps } from './steps/steps';
import { Table } from './table/table';

/**
 * The block-to-component map. Its type demands exactly one component per block type of the generated schema
 * types: a block added to the Studio without a component here (or a component removed) fails `tsc`.
 */
export const blockComponents = {
  hero: Hero,
  richTextBlock: RichTextBlock,
  featureCards: FeatureCards,
  steps: Steps,
  faq: Faq,
  callToAction: CallToAction,
  imageText: ImageText,
  quote: Quote,
  keyFigures: KeyFigures,
  caseStudyList: CaseStudyList,
  calculatorTeaser: CalculatorTeaser,
  newsletterSignup: NewsletterSignup,
  partnerLogos: PartnerLogos,
  table: Table,
} satisfies { [K in BlockType]: ComponentType<BlockProps<K>> };

export function isKnownBlockType(type: string): type is BlockType {
  return Object.hasOwn(blockComponents, type);
}

/**
 * What every block component receives: the market's locale for its numbers (Belgian Dutch when absent); `edit` only
 * in draft mode, for the Presentation tool's overlays.
 */
export interface BlockProps<K extends BlockType> {
  block: BlockOf<K>;
  locale?: NumberLocale;
  edit?: EditAttributes;
}

function BlockView({ block, locale, edit }: BlockProps<BlockType> & { block: PageBlock }) {
  // The union is matched to its component by _type; TypeScript cannot correlate the two, the map's type does.
  const Component = blockComponents[block._type] as ComponentType<
    BlockProps<BlockType> & { block: PageBlock }
  >;
  if (!edit) return <Component block={block} locale={locale} />;
  // In the preview each block is one click target; a component may mark its own fields with `edit`.
  return (
    <div data-sanity={edit.self}>
      <Component block={block} locale={locale} edit={edit} />
    </div>
  );
}

const MARKET_LIST = new Intl.ListFormat('nl-BE', { style: 'long', type: 'conjunction' });

/**
 * In the preview, in place of a block limited to other markets: so an editor sees where it went, and a click opens
 * it. Visitors never get it.
 */
function OtherMarketsNote({ block, edit }: { block: PageBlock; edit?: EditAttributes }) {
  const markets = (block.markets ?? []).flatMap((id) =>
    Object.hasOwn(MARKET_LABELS, id) ? [MARKET_LABELS[id as MarketId]] : [],
  );
  return (
    <div className="mx-auto my-4 max-w-6xl px-4">
      <p
        role="note"
        data-sanity={edit?.self}
        className="rounded-lg border border-dashed border-slate-400 px-4 py-3 text-sm text-slate-700 dark:border-slate-500 dark:text-slate-200"
      >
        Dit blok staat alleen in: {MARKET_LIST.format(markets)}.
      </p>
    </div>
  );
}

interface BlocksProps {
  blocks: readonly PageBlock[] | null | undefined;
  /** The deployed (or, in preview, the previewed) market: decides which market-limited blocks show. */
  market: MarketId | null;
  /** Editors previewing: a block type this deploy does not know yet is named instead of silently skipped. */
  preview?: boolean;
  /** In the preview: the document the blocks belong to, so a click on one opens it in the Studio. */
  source?: EditSource;
}

/** Renders a page's blocks in order, leaving out those meant for other markets (the preview says where they are). */
export function Blocks({ blocks, market, preview = false, source }: BlocksProps) {
  const { numberLocale } = marketSettings(market);
  return (
    <>
      {(blocks ?? []).map((block) => {
        if (!isKnownBlockType(block._type)) {
          return preview ? (
            <p
              key={block._key}
              role="status"
              className="mx-auto my-4 max-w-6xl rounded-lg bg-amber-100 px-4 py-3 text-amber-950"
            >
              Onbekend bloktype: {block._type}. Deze versie van de site kan dit blok nog niet tonen.
            </p>
          ) : null;
        }
        const edit = preview && source ? editAttributes(source, ['blocks', { _key: block._key }]) : undefined;
        if (!shownInMarket(block, market)) {
          return preview ? <OtherMarketsNote key={block._key} block={block} edit={edit} /> : null;
        }
        return <BlockView key={block._key} block={block} locale={numberLocale} edit={edit} />;
      })}
    </>
  );
}
