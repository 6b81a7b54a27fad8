import { defineField } from 'sanity';
import { Mail } from 'lucide-react';
import { defineBlock } from '../shared/define-block';
import { heading } from '../shared/fields';

export const newsletterSignupSchema = defineBlock({
  name: 'newsletterSignup',
  title: 'Nieuwsbrief',
  description: 'Een inschrijving voor de nieuwsbrief.',
  icon: Mail,
  previewField: 'heading',
  fields: [heading(), defineField({ name: 'text', title: 'Tekst', type: 'text', rows: 2 })],
});
