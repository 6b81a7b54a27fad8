import type { BlockType } from '@/lib/domain/content/types';
import { calculatorTeaserProjection } from './calculator-teaser/projection';
import { callToActionProjection } from './call-to-action/projection';
import { caseStudyListProjection } from './case-study-list/projection';
import { faqProjection } from './faq/projection';
import { featureCardsProjection } from './feature-cards/projection';
import { heroProjection } from './hero/projection';
import { imageTextProjection } from './image-text/projection';
import { keyFiguresProjection } from './key-figures/projection';
import { newsletterSignupProjection } from './newsletter-signup/projection';
import { partnerLogosProjection } from './partner-logos/projection';
import { quoteProjection } from './quote/projection';
import { richTextBlockProjection } from './rich-text-block/projection';
import { stepsProjection } from './steps/projection';
import { tableProjection } from './table/projection';

/**
 * The page builder's projection in the page queries: every block's fields, plus each block's own branch. TypeGen
 * reads this text without running it, so it is one template literal of the blocks' constants, not a loop.
 */
export const BLOCKS = `blocks[]{
  ...,
  ${heroProjection},
  ${richTextBlockProjection},
  ${featureCardsProjection},
  ${stepsProjection},
  ${faqProjection},
  ${callToActionProjection},
  ${imageTextProjection},
  ${quoteProjection},
  ${keyFiguresProjection},
  ${caseStudyListProjection},
  ${calculatorTeaserProjection},
  ${newsletterSignupProjection},
  ${partnerLogosProjection},
  ${tableProjection}
}` as const;

type MissingBranch = {
  [K in BlockType]: typeof BLOCKS extends `${string}_type == "${K}" =>${string}` ? never : K;
}[BlockType];
type NoneMissing<Missing extends never> = Missing;
/** `tsc` fails here, naming the block type, while a block type of the schema has no branch in BLOCKS. */
export type EveryBlockProjected = NoneMissing<MissingBranch>;
