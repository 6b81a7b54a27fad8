import { defineArrayMember, defineField } from 'sanity';
import { ListOrdered } from 'lucide-react';
import { defineBlock } from '../shared/define-block';
import { heading, intro } from '../shared/fields';

export const stepsSchema = defineBlock({
  name: 'steps',
  title: 'Stappen',
  description: 'Een genummerd stappenplan.',
  icon: ListOrdered,
  previewField: 'heading',
  fields: [
    heading(),
    intro,
    defineField({
      name: 'items',
      title: 'Stappen',
      type: 'array',
      validation: (rule) => rule.required().min(2).max(8).error('Voeg twee tot acht stappen toe.'),
      of: [
        defineArrayMember({
          type: 'object',
          name: 'step',
          title: 'Stap',
          fields: [
            defineField({
              name: 'title',
              title: 'Titel',
              type: 'string',
              validation: (rule) => rule.required().error('Geef de stap een titel.'),
            }),
            defineField({
              name: 'text',
              title: 'Tekst',
              type: 'text',
              rows: 3,
              validation: (rule) => rule.required().error('Beschrijf de stap.'),
            }),
          ],
        }),
      ],
    }),
  ],
});
