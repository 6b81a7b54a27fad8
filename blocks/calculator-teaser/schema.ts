import { defineField } from 'sanity';
import { Calculator } from 'lucide-react';
import { CALCULATORS } from '../../lib/domain/calculators/catalogue';
import { defineBlock } from '../shared/define-block';
import { heading } from '../shared/fields';

export const calculatorTeaserSchema = defineBlock({
  name: 'calculatorTeaser',
  title: 'Calculator-teaser',
  description: 'Nodigt uit om een van de calculators te gebruiken.',
  icon: Calculator,
  previewField: 'heading',
  fields: [
    heading(),
    defineField({ name: 'text', title: 'Tekst', type: 'text', rows: 2 }),
    defineField({
      name: 'calculator',
      title: 'Calculator',
      type: 'string',
      options: {
        list: Object.entries(CALCULATORS).map(([value, { title }]) => ({ value, title })),
        layout: 'radio',
      },
      validation: (rule) => rule.required().error('Kies de calculator waarnaar dit blok verwijst.'),
    }),
    defineField({ name: 'buttonLabel', title: 'Knoptekst', type: 'string' }),
  ],
});
