import { defineField } from 'sanity';
import { Megaphone } from 'lucide-react';
import { defineBlock } from '../shared/define-block';
import { heading } from '../shared/fields';

export const callToActionSchema = defineBlock({
  name: 'callToAction',
  title: 'Oproep tot actie',
  description: 'Een opvallende band met een titel, tekst en knop.',
  icon: Megaphone,
  previewField: 'heading',
  fields: [
    heading(),
    defineField({ name: 'text', title: 'Tekst', type: 'text', rows: 2 }),
    defineField({
      name: 'action',
      title: 'Knop',
      type: 'linkAction',
      validation: (rule) => rule.required().error('Een oproep tot actie heeft een knop nodig.'),
    }),
    defineField({
      name: 'tone',
      title: 'Kleur',
      type: 'string',
      initialValue: 'primary',
      options: {
        list: [
          { value: 'primary', title: 'Paars' },
          { value: 'secondary', title: 'Turkoois' },
        ],
        layout: 'radio',
      },
    }),
  ],
});
