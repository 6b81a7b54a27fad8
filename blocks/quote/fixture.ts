import type { BlockOf } from '@/lib/domain/content/types';

export const quoteFixture: BlockOf<'quote'> = {
  _type: 'quote',
  _key: 'quote',
  text: 'Mijn overschot gaat nu naar de school om de hoek.',
  author: 'An Peeters',
  role: 'Verkoper uit Leuven',
};
