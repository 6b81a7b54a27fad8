import type { BlockOf } from '@/lib/domain/content/types';

export const calculatorTeaserFixture: BlockOf<'calculatorTeaser'> = {
  _type: 'calculatorTeaser',
  _key: 'calculator-teaser',
  heading: 'Wat bespaar jij?',
  text: 'Reken het uit in een minuut.',
  calculator: 'koper',
};
