import { defineField, defineType } from 'sanity';
import { Home } from 'lucide-react';
import { pageBuilderField } from '../../blocks/schemas';

export const home = defineType({
  name: 'home',
  title: 'Startpagina',
  type: 'document',
  icon: Home,
  fields: [
    defineField({
      name: 'title',
      title: 'Titel',
      description: 'Intern; de browsertitel komt uit de SEO-titel.',
      type: 'string',
      validation: (rule) => rule.required().error('Geef de startpagina een titel.'),
    }),
    pageBuilderField,
    defineField({ name: 'seo', title: 'SEO', type: 'seo', validation: (rule) => rule.required() }),
  ],
  preview: { prepare: () => ({ title: 'Startpagina', subtitle: '/' }) },
});
