import type { BlockOf } from '@/lib/domain/content/types';

export const callToActionFixture: BlockOf<'callToAction'> = {
  _type: 'callToAction',
  _key: 'call-to-action',
  heading: 'Klaar om lokaal te kopen?',
  text: 'Aanmelden duurt vijf minuten.',
  tone: 'primary',
  action: { _type: 'linkAction', label: 'Aan de slag', href: '/kopersinformatie' },
};
