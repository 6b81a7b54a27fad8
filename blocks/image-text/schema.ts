import { defineField } from 'sanity';
import { Image as ImageIcon } from 'lucide-react';
import { defineBlock } from '../shared/define-block';
import { heading } from '../shared/fields';

export const imageTextSchema = defineBlock({
  name: 'imageText',
  title: 'Afbeelding en tekst',
  description: 'Een afbeelding naast een tekst.',
  icon: ImageIcon,
  previewField: 'heading',
  fields: [
    heading(),
    defineField({
      name: 'body',
      title: 'Tekst',
      type: 'richText',
      validation: (rule) => rule.required().error('Schrijf de tekst naast de afbeelding.'),
    }),
    defineField({
      name: 'image',
      title: 'Afbeelding',
      type: 'accessibleImage',
      validation: (rule) => rule.required().error('Kies een afbeelding.'),
    }),
    defineField({
      name: 'imagePosition',
      title: 'Afbeelding staat',
      type: 'string',
      initialValue: 'right',
      options: {
        list: [
          { value: 'left', title: 'Links' },
          { value: 'right', title: 'Rechts' },
        ],
        layout: 'radio',
      },
    }),
    defineField({ name: 'action', title: 'Knop', type: 'linkAction' }),
  ],
});
