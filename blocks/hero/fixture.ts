import type { BlockOf } from '@/lib/domain/content/types';
import { fixtureImage } from '../shared/fixture-content';

export const heroFixture: BlockOf<'hero'> = {
  _type: 'hero',
  _key: 'hero',
  eyebrow: 'Lokale groene stroom',
  heading: 'Alle blokken van de site',
  text: 'Elk bloktype dat redacteurs in de Studio kunnen gebruiken, met voorbeeldinhoud.',
  image: fixtureImage('photo', 'Zonnepanelen op een dak in de zon'),
  primaryAction: { _type: 'linkAction', label: 'Word koper', href: '/kopersinformatie' },
  secondaryAction: { _type: 'linkAction', label: 'Word verkoper', href: '/verkopersinformatie' },
};
