import { defineArrayMember, defineField } from 'sanity';
import { HelpCircle } from 'lucide-react';
import { defineBlock } from '../shared/define-block';
import { heading } from '../shared/fields';

export const faqSchema = defineBlock({
  name: 'faq',
  title: 'Veelgestelde vragen',
  description: 'Vragen en antwoorden uit de FAQ-bibliotheek; zoekmachines krijgen ze als FAQPage.',
  icon: HelpCircle,
  previewField: 'heading',
  fields: [
    heading(),
    defineField({
      name: 'items',
      title: 'Vragen',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', title: 'Veelgestelde vraag', to: [{ type: 'faqItem' }] })],
      validation: (rule) =>
        rule.required().min(1).unique().error('Kies minstens één vraag, elke vraag één keer.'),
    }),
  ],
});
