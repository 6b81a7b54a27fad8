import { defineField } from 'sanity';
import { Sparkles } from 'lucide-react';
import { defineBlock } from '../shared/define-block';
import { heading } from '../shared/fields';

export const heroSchema = defineBlock({
  name: 'hero',
  title: 'Hero',
  description: 'De grote opening van een pagina, met titel, tekst en knoppen.',
  icon: Sparkles,
  previewField: 'heading',
  fields: [
    defineField({ name: 'eyebrow', title: 'Bovenregel', type: 'string' }),
    heading(),
    defineField({
      name: 'text',
      title: 'Tekst',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.max(400).error('Hoogstens 400 tekens.'),
    }),
    defineField({ name: 'image', title: 'Afbeelding', type: 'accessibleImage' }),
    defineField({ name: 'primaryAction', title: 'Hoofdknop', type: 'linkAction' }),
    defineField({ name: 'secondaryAction', title: 'Tweede knop', type: 'linkAction' }),
  ],
});
