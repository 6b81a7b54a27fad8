import type { BlockOf } from '@/lib/domain/content/types';
import { fixtureImage, richTextFixture } from '../shared/fixture-content';

export const imageTextFixture: BlockOf<'imageText'> = {
  _type: 'imageText',
  _key: 'image-text',
  heading: 'Stroom uit je straat',
  body: richTextFixture.slice(1),
  image: fixtureImage('illustration', 'Een straat met zonnepanelen op de daken'),
  imagePosition: 'left',
};
