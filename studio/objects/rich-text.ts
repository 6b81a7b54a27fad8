import { defineArrayMember, defineField, defineType } from 'sanity';

const linkAnnotations = [
  defineArrayMember({
    name: 'link',
    title: 'Link',
    type: 'object',
    fields: [
      defineField({
        name: 'href',
        title: 'Bestemming',
        description: 'Een pad op deze site (/koper), een adres (https://...) of mailto:.',
        type: 'string',
        validation: (rule) =>
          rule
            .required()
            .custom((value) =>
              typeof value === 'string' && /^(\/(?!\/)|https:\/\/|mailto:)\S+$/.test(value)
                ? true
                : 'Gebruik een pad dat begint met /, een adres met https:// of een mailto:-link.',
            ),
      }),
    ],
  }),
  defineArrayMember({
    name: 'glossary',
    title: 'Begrip uitleggen',
    description: 'Toont de uitleg van een begrip uit de woordenlijst bij de tekst.',
    type: 'object',
    fields: [
      defineField({
        name: 'term',
        title: 'Begrip',
        type: 'reference',
        to: [{ type: 'glossaryTerm' }],
        validation: (rule) => rule.required().error('Kies het begrip uit de woordenlijst.'),
      }),
    ],
  }),
];

/** Body text: paragraphs, headings (with anchors for a table of contents), lists, links and glossary terms. */
export const richText = defineType({
  name: 'richText',
  title: 'Tekst',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [
        { title: 'Alinea', value: 'normal' },
        { title: 'Kop 2', value: 'h2' },
        { title: 'Kop 3', value: 'h3' },
        { title: 'Citaat', value: 'blockquote' },
      ],
      lists: [
        { title: 'Opsomming', value: 'bullet' },
        { title: 'Genummerd', value: 'number' },
      ],
      marks: {
        decorators: [
          { title: 'Vet', value: 'strong' },
          { title: 'Cursief', value: 'em' },
        ],
        annotations: linkAnnotations,
      },
    }),
  ],
});
