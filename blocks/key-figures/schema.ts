import { defineArrayMember, defineField } from 'sanity';
import { BarChart3 } from 'lucide-react';
import { defineBlock } from '../shared/define-block';
import { heading } from '../shared/fields';

export const keyFiguresSchema = defineBlock({
  name: 'keyFigures',
  title: 'Kerncijfers',
  description: 'Twee tot vier cijfers die opvallen.',
  icon: BarChart3,
  previewField: 'heading',
  fields: [
    heading(),
    defineField({
      name: 'figures',
      title: 'Cijfers',
      type: 'array',
      validation: (rule) => rule.required().min(2).max(4).error('Voeg twee tot vier cijfers toe.'),
      of: [
        defineArrayMember({
          type: 'object',
          name: 'figure',
          title: 'Cijfer',
          fields: [
            defineField({
              name: 'value',
              title: 'Waarde',
              type: 'number',
              validation: (rule) => rule.required().error('Vul de waarde in.'),
            }),
            defineField({
              name: 'format',
              title: 'Weergave',
              type: 'string',
              initialValue: 'number',
              options: {
                list: [
                  { value: 'number', title: 'Getal' },
                  { value: 'percent', title: 'Percentage (0,25 = 25 %)' },
                  { value: 'euro', title: 'Bedrag in euro' },
                ],
              },
            }),
            defineField({
              name: 'unit',
              title: 'Eenheid',
              description: 'Bijvoorbeeld kWh of gezinnen.',
              type: 'string',
            }),
            defineField({
              name: 'label',
              title: 'Omschrijving',
              type: 'string',
              validation: (rule) => rule.required().error('Zeg wat het cijfer betekent.'),
            }),
          ],
        }),
      ],
    }),
    defineField({ name: 'source', title: 'Bron', type: 'string' }),
  ],
});
