import type { BlockOf } from '@/lib/domain/content/types';
import { richTextFixture } from '../shared/fixture-content';

export const faqFixture: BlockOf<'faq'> = {
  _type: 'faq',
  _key: 'faq',
  heading: 'Veelgestelde vragen',
  items: [
    { _id: 'faq-1', question: 'Moet ik van leverancier veranderen?', answer: richTextFixture.slice(1, 2) },
    { _id: 'faq-2', question: 'Wat kost het?', answer: richTextFixture.slice(2) },
  ],
};
