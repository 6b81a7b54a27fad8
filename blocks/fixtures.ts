import type { BlockOf, BlockType } from '@/lib/domain/content/types';
import { calculatorTeaserFixture } from './calculator-teaser/fixture';
import { callToActionFixture } from './call-to-action/fixture';
import { caseStudyListFixture } from './case-study-list/fixture';
import { faqFixture } from './faq/fixture';
import { featureCardsFixture } from './feature-cards/fixture';
import { heroFixture } from './hero/fixture';
import { imageTextFixture } from './image-text/fixture';
import { keyFiguresFixture } from './key-figures/fixture';
import { newsletterSignupFixture } from './newsletter-signup/fixture';
import { partnerLogosFixture } from './partner-logos/fixture';
import { quoteFixture } from './quote/fixture';
import { richTextBlockFixture } from './rich-text-block/fixture';
import { stepsFixture } from './steps/fixture';
import { tableFixture } from './table/fixture';

/** One filled-in example of every block type, for /component-test (visual and axe checks) and the unit tests. */
export const blockFixtures: { [K in BlockType]: BlockOf<K> } = {
  hero: heroFixture,
  richTextBlock: richTextBlockFixture,
  featureCards: featureCardsFixture,
  steps: stepsFixture,
  faq: faqFixture,
  callToAction: callToActionFixture,
  imageText: imageTextFixture,
  quote: quoteFixture,
  keyFigures: keyFiguresFixture,
  caseStudyList: caseStudyListFixture,
  calculatorTeaser: calculatorTeaserFixture,
  newsletterSignup: newsletterSignupFixture,
  partnerLogos: partnerLogosFixture,
  table: tableFixture,
};

/** All fixtures in page order. */
export const allBlockFixtures = Object.values(blockFixtures);
