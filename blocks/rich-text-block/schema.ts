import { defineField } from 'sanity';
import { Text } from 'lucide-react';
import { defineBlock } from '../shared/define-block';
import { heading } from '../shared/fields';

export const richTextBlockSchema = defineBlock({
  name: 'richTextBlock',
  title: 'Tekst',
  description: 'Lopende tekst met koppen, lijsten, links en uitleg bij begrippen.',
  icon: Text,
  previewField: 'heading',
  fields: [
    heading(false),
    defineField({
      name: 'body',
      title: 'Tekst',
      type: 'richText',
      validation: (rule) => rule.required().error('Schrijf de tekst van dit blok.'),
    }),
  ],
});
