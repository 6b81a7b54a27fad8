import { defineArrayMember, defineField } from 'sanity';
import { Trophy } from 'lucide-react';
import { defineBlock } from '../shared/define-block';
import { heading, intro } from '../shared/fields';

export const caseStudyListSchema = defineBlock({
  name: 'caseStudyList',
  title: 'Praktijkvoorbeelden',
  description: 'Een lijst praktijkvoorbeelden van energie delen.',
  icon: Trophy,
  previewField: 'heading',
  fields: [
    heading(),
    intro,
    defineField({
      name: 'caseStudies',
      title: 'Voorbeelden',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', title: 'Praktijkvoorbeeld', to: [{ type: 'caseStudy' }] })],
      validation: (rule) => rule.required().min(1).unique().error('Kies minstens één praktijkvoorbeeld.'),
    }),
  ],
});
