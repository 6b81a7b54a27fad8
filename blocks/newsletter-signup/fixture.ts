import type { BlockOf } from '@/lib/domain/content/types';

export const newsletterSignupFixture: BlockOf<'newsletterSignup'> = {
  _type: 'newsletterSignup',
  _key: 'newsletter',
  heading: 'Blijf op de hoogte',
  text: 'Eén mail per maand.',
};
