import { defineField, defineType } from 'sanity';
import { Scale } from 'lucide-react';
import { pagePathField } from './page-path';

export const legalPage = defineType({
  name: 'legalPage',
  title: 'Juridische pagina',
  type: 'document',
  icon: Scale,
  fields: [
    defineField({
      name: 'title',
      title: 'Titel',
      type: 'string',
      validation: (rule) => rule.required().error('Geef de pagina een titel.'),
    }),
    pagePathField,
    defineField({
      name: 'effectiveDate',
      title: 'Van kracht sinds',
      type: 'date',
      options: { dateFormat: 'DD/MM/YYYY' },
      validation: (rule) => rule.required().error('Vul de datum in waarop deze tekst van kracht werd.'),
    }),
    defineField({
      name: 'summary',
      title: 'Samenvatting',
      description: 'Eén alinea bovenaan: wat staat hier, in gewone taal.',
      type: 'text',
      rows: 3,
    }),
    defineField({
      name: 'body',
      title: 'Tekst',
      description: 'Gebruik Kop 2 voor de hoofdstukken: zij vormen de inhoudstafel.',
      type: 'richText',
      validation: (rule) => rule.required().error('Schrijf de tekst.'),
    }),
    defineField({ name: 'seo', title: 'SEO', type: 'seo', validation: (rule) => rule.required() }),
  ],
  preview: {
    select: { title: 'title', path: 'slug.current' },
    prepare: ({ title, path }: { title?: string; path?: string }) => ({
      title,
      subtitle: path ? `/${path}` : '',
    }),
  },
});
