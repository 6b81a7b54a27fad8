import { defineArrayMember, defineField } from 'sanity';
import { Users } from 'lucide-react';
import { defineBlock } from '../shared/define-block';
import { heading } from '../shared/fields';

export const partnerLogosSchema = defineBlock({
  name: 'partnerLogos',
  title: 'Partners',
  description: 'Logo’s van partners, elk met een naam en optioneel een link.',
  icon: Users,
  previewField: 'heading',
  fields: [
    heading(),
    defineField({
      name: 'partners',
      title: 'Partners',
      type: 'array',
      validation: (rule) => rule.required().min(1).error('Voeg minstens één partner toe.'),
      of: [
        defineArrayMember({
          type: 'object',
          name: 'partner',
          title: 'Partner',
          fields: [
            defineField({
              name: 'name',
              title: 'Naam',
              type: 'string',
              validation: (rule) => rule.required().error('Geef de naam van de partner.'),
            }),
            defineField({
              name: 'logo',
              title: 'Logo',
              type: 'accessibleImage',
              validation: (rule) => rule.required().error('Kies het logo.'),
            }),
            defineField({
              name: 'url',
              title: 'Website',
              type: 'url',
              validation: (rule) =>
                rule.uri({ scheme: ['https'] }).error('Gebruik een adres dat begint met https://.'),
            }),
          ],
          preview: { select: { title: 'name', media: 'logo' } },
        }),
      ],
    }),
  ],
});
