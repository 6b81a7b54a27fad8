import { defineArrayMember, defineField, defineType } from 'sanity';
import { BookOpen, HelpCircle, Trophy } from 'lucide-react';
import { requiredText } from '../text-rules';

export const caseStudy = defineType({
  name: 'caseStudy',
  title: 'Praktijkvoorbeeld',
  type: 'document',
  icon: Trophy,
  fields: [
    defineField({
      name: 'title',
      title: 'Titel',
      type: 'string',
      validation: (rule) => rule.required().error('Geef het voorbeeld een titel.'),
    }),
    defineField({
      name: 'municipality',
      title: 'Gemeente',
      type: 'string',
      validation: (rule) => rule.required().error('In welke gemeente speelt dit voorbeeld?'),
    }),
    defineField({
      name: 'sharingType',
      title: 'Vorm van delen',
      type: 'string',
      options: {
        list: [
          { value: 'peer', title: 'Peer-to-peer tussen gezinnen' },
          { value: 'building', title: 'Binnen één gebouw' },
          { value: 'community', title: 'Energiegemeenschap' },
        ],
      },
      validation: (rule) => rule.required().error('Kies de vorm van delen.'),
    }),
    defineField({
      name: 'summary',
      title: 'Samenvatting',
      type: 'text',
      rows: 4,
      validation: (rule) => requiredText(500, 'Schrijf een samenvatting.', 'De samenvatting')(rule),
    }),
    defineField({
      name: 'figures',
      title: 'Cijfers',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'caseFigure',
          fields: [
            defineField({
              name: 'label',
              title: 'Omschrijving',
              type: 'string',
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'value',
              title: 'Waarde',
              type: 'number',
              validation: (rule) => rule.required(),
            }),
            defineField({ name: 'unit', title: 'Eenheid', type: 'string' }),
          ],
        }),
      ],
    }),
    defineField({ name: 'image', title: 'Afbeelding', type: 'accessibleImage' }),
  ],
  preview: { select: { title: 'title', subtitle: 'municipality', media: 'image' } },
});

export const faqItem = defineType({
  name: 'faqItem',
  title: 'Veelgestelde vraag',
  type: 'document',
  icon: HelpCircle,
  fields: [
    defineField({
      name: 'question',
      title: 'Vraag',
      type: 'string',
      validation: (rule) => requiredText(160, 'Schrijf de vraag.', 'De vraag')(rule),
    }),
    defineField({
      name: 'answer',
      title: 'Antwoord',
      type: 'richText',
      validation: (rule) => rule.required().error('Schrijf het antwoord.'),
    }),
    defineField({
      name: 'audience',
      title: 'Voor',
      type: 'string',
      options: {
        list: [
          { value: 'koper', title: 'Kopers' },
          { value: 'verkoper', title: 'Verkopers' },
          { value: 'iedereen', title: 'Iedereen' },
        ],
      },
    }),
  ],
  preview: { select: { title: 'question', subtitle: 'audience' } },
});

export const glossaryTerm = defineType({
  name: 'glossaryTerm',
  title: 'Begrip',
  type: 'document',
  icon: BookOpen,
  fields: [
    defineField({
      name: 'term',
      title: 'Begrip',
      type: 'string',
      validation: (rule) => rule.required().error('Vul het begrip in.'),
    }),
    defineField({
      name: 'definition',
      title: 'Uitleg',
      description: 'Kort en helder, zoals in een tooltip: hoogstens 280 tekens.',
      type: 'text',
      rows: 3,
      validation: (rule) => requiredText(280, 'Schrijf een uitleg.', 'De uitleg')(rule),
    }),
  ],
  preview: { select: { title: 'term', subtitle: 'definition' } },
});
