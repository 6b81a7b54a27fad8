import type { BlockOf } from '@/lib/domain/content/types';

export const featureCardsFixture: BlockOf<'featureCards'> = {
  _type: 'featureCards',
  _key: 'feature-cards',
  heading: 'Waarom Stroomplein',
  intro: 'Drie redenen om lokaal te kopen.',
  cards: [
    { _type: 'featureCard', _key: 'c1', icon: 'sun', title: 'Zonnestroom', text: 'Van daken in je buurt.' },
    {
      _type: 'featureCard',
      _key: 'c2',
      icon: 'euro',
      title: 'Eerlijke prijs',
      text: 'Vast en transparant.',
    },
    {
      _type: 'featureCard',
      _key: 'c3',
      icon: 'users',
      title: 'Samen',
      text: 'Buren helpen buren.',
      link: { _type: 'linkAction', label: 'Over ons', href: '/overons' },
    },
  ],
};
