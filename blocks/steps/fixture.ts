import type { BlockOf } from '@/lib/domain/content/types';

export const stepsFixture: BlockOf<'steps'> = {
  _type: 'steps',
  _key: 'steps',
  heading: 'Zo werkt het',
  items: [
    { _type: 'step', _key: 'st1', title: 'Aanmelden', text: 'Vul het formulier in.' },
    { _type: 'step', _key: 'st2', title: 'Koppelen', text: 'Wij zoeken een producent.' },
    { _type: 'step', _key: 'st3', title: 'Delen', text: 'Je stroom komt van dichtbij.' },
  ],
};
