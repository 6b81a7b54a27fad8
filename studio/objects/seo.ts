import { defineField, defineType } from 'sanity';
import { requiredText } from '../text-rules';

export const seo = defineType({
  name: 'seo',
  title: 'Zoekmachines en delen',
  type: 'object',
  options: { collapsible: true, collapsed: false },
  fields: [
    defineField({
      name: 'title',
      title: 'SEO-titel',
      description:
        'Verschijnt in de tab en in zoekresultaten, gevolgd door " - Stroomplein". Hoogstens 60 tekens.',
      type: 'string',
      validation: (rule) => requiredText(60, 'Vul een SEO-titel in.', 'De SEO-titel')(rule),
    }),
    defineField({
      name: 'description',
      title: 'SEO-beschrijving',
      description: 'Eén of twee zinnen voor zoekresultaten, tussen 50 en 160 tekens.',
      type: 'text',
      rows: 3,
      validation: (rule) =>
        rule
          .required()
          .min(50)
          .max(160)
          .error('Een SEO-beschrijving is verplicht en telt 50 tot 160 tekens.'),
    }),
    defineField({
      name: 'image',
      title: 'Deelafbeelding',
      description: 'Getoond wanneer iemand de pagina deelt op sociale media.',
      type: 'accessibleImage',
    }),
    defineField({
      name: 'noIndex',
      title: 'Verbergen voor zoekmachines',
      type: 'boolean',
      initialValue: false,
    }),
  ],
});
