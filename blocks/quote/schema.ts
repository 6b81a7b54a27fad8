import { defineField } from 'sanity';
import { MessageSquareQuote } from 'lucide-react';
import { defineBlock } from '../shared/define-block';
import { requiredText } from '../../studio/text-rules';

export const quoteSchema = defineBlock({
  name: 'quote',
  title: 'Citaat',
  description: 'Een uitspraak van een koper, verkoper of partner.',
  icon: MessageSquareQuote,
  previewField: 'text',
  fields: [
    defineField({
      name: 'text',
      title: 'Citaat',
      type: 'text',
      rows: 3,
      validation: (rule) => requiredText(400, 'Schrijf het citaat.', 'Het citaat')(rule),
    }),
    defineField({
      name: 'author',
      title: 'Naam',
      type: 'string',
      validation: (rule) => rule.required().error('Wie zei dit?'),
    }),
    defineField({ name: 'role', title: 'Rol of gemeente', type: 'string' }),
  ],
});
