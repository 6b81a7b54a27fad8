import type { BlockOf } from '@/lib/domain/content/types';
import { richTextFixture } from '../shared/fixture-content';

export const richTextBlockFixture: BlockOf<'richTextBlock'> = {
  _type: 'richTextBlock',
  _key: 'rich-text',
  heading: 'Tekst',
  body: richTextFixture,
};
