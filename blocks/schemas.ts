import { defineArrayMember, defineField } from 'sanity';
import { calculatorTeaserSchema } from './calculator-teaser/schema';
import { callToActionSchema } from './call-to-action/schema';
import { caseStudyListSchema } from './case-study-list/schema';
import { faqSchema } from './faq/schema';
import { featureCardsSchema } from './feature-cards/schema';
import { heroSchema } from './hero/schema';
import { imageTextSchema } from './image-text/schema';
import { keyFiguresSchema } from './key-figures/schema';
import { newsletterSignupSchema } from './newsletter-signup/schema';
import { partnerLogosSchema } from './partner-logos/schema';
import { quoteSchema } from './quote/schema';
import { richTextBlockSchema } from './rich-text-block/schema';
import { stepsSchema } from './steps/schema';
import { tableSchema } from './table/schema';

/**
 * The page builder's vocabulary, in the Studio's order, and the source of the generated block types: after a change
 * here and `npm run typegen`, `tsc` names the projection, component and fixture a new block still lacks.
 */
export const blockSchemas = [
  heroSchema,
  richTextBlockSchema,
  featureCardsSchema,
  stepsSchema,
  faqSchema,
  callToActionSchema,
  imageTextSchema,
  quoteSchema,
  keyFiguresSchema,
  caseStudyListSchema,
  calculatorTeaserSchema,
  newsletterSignupSchema,
  partnerLogosSchema,
  tableSchema,
];

export const pageBuilderField = defineField({
  name: 'blocks',
  title: 'Blokken',
  description: 'De inhoud van de pagina, van boven naar onder.',
  type: 'array',
  of: blockSchemas.map((block) => defineArrayMember({ type: block.name })),
  validation: (rule) => rule.required().min(1).error('Een pagina heeft minstens één blok.'),
});
