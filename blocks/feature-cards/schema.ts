import { defineArrayMember, defineField } from 'sanity';
import { LayoutGrid } from 'lucide-react';
import { defineBlock } from '../shared/define-block';
import { heading, intro } from '../shared/fields';
import { requiredText } from '../../studio/text-rules';

export const featureCardsSchema = defineBlock({
  name: 'featureCards',
  title: 'Kaarten',
  description: 'Twee tot zes kaarten met een icoon, titel en korte tekst.',
  icon: LayoutGrid,
  previewField: 'heading',
  fields: [
    heading(),
    intro,
    defineField({
      name: 'cards',
      title: 'Kaarten',
      type: 'array',
      validation: (rule) => rule.required().min(2).max(6).error('Voeg twee tot zes kaarten toe.'),
      of: [
        defineArrayMember({
          type: 'object',
          name: 'featureCard',
          title: 'Kaart',
          fields: [
            defineField({
              name: 'icon',
              title: 'Icoon',
              type: 'string',
              options: {
                list: [
                  { value: 'sun', title: 'Zon' },
                  { value: 'leaf', title: 'Blad' },
                  { value: 'zap', title: 'Bliksem' },
                  { value: 'euro', title: 'Euro' },
                  { value: 'users', title: 'Mensen' },
                  { value: 'home', title: 'Huis' },
                  { value: 'shield', title: 'Schild' },
                  { value: 'wind', title: 'Wind' },
                  { value: 'map-pin', title: 'Locatie' },
                  { value: 'badge-check', title: 'Keurmerk' },
                ],
              },
              validation: (rule) => rule.required().error('Kies een icoon.'),
            }),
            defineField({
              name: 'title',
              title: 'Titel',
              type: 'string',
              validation: (rule) => requiredText(80, 'Geef een titel.', 'De titel')(rule),
            }),
            defineField({
              name: 'text',
              title: 'Tekst',
              type: 'text',
              rows: 3,
              validation: (rule) => requiredText(300, 'Schrijf een tekst.', 'De tekst')(rule),
            }),
            defineField({ name: 'link', title: 'Link', type: 'linkAction' }),
          ],
        }),
      ],
    }),
  ],
});
