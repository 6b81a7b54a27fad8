import { defineField, defineType } from 'sanity';
import { FileText } from 'lucide-react';
import { pageBuilderField } from '../../blocks/schemas';
import { pagePathField } from './page-path';
import { requiredText } from '../text-rules';
import { marketsField } from '../objects/markets';

export const page = defineType({
  name: 'page',
  title: 'Pagina',
  type: 'document',
  icon: FileText,
  groups: [
    { name: 'content', title: 'Inhoud', default: true },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Titel',
      type: 'string',
      group: 'content',
      validation: (rule) => requiredText(100, 'Geef de pagina een titel.', 'De titel')(rule),
    }),
    { ...pagePathField, group: 'content' },
    {
      ...marketsField,
      group: 'content',
      description:
        'Laat leeg om deze pagina in alle markten te tonen. Kies markten om ze alleen daar te tonen; elders bestaat ze dan niet (404).',
    },
    { ...pageBuilderField, group: 'content' },
    defineField({
      name: 'seo',
      title: 'SEO',
      type: 'seo',
      group: 'seo',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: 'title', path: 'slug.current' },
    prepare: ({ title, path }: { title?: string; path?: string }) => ({
      title: title ?? 'Pagina zonder titel',
      subtitle: path ? `/${path}` : 'Nog geen pad',
    }),
  },
});
