import type { BlockOf } from '@/lib/domain/content/types';
import { fixtureImage } from '../shared/fixture-content';

export const partnerLogosFixture: BlockOf<'partnerLogos'> = {
  _type: 'partnerLogos',
  _key: 'partners',
  heading: 'Partners',
  partners: [
    {
      _type: 'partner',
      _key: 'p1',
      name: 'Zonnecoöperatie',
      url: 'https://example.org',
      logo: fixtureImage('logo', 'Logo van de Zonnecoöperatie'),
    },
  ],
};
