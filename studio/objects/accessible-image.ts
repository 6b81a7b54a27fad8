import { defineField, defineType } from 'sanity';

export const accessibleImage = defineType({
  name: 'accessibleImage',
  title: 'Afbeelding',
  type: 'image',
  options: { hotspot: true },
  fields: [
    defineField({
      name: 'alt',
      title: 'Alternatieve tekst',
      description: 'Beschrijf wat op de afbeelding staat, voor wie ze niet kan zien. Verplicht.',
      type: 'string',
      validation: (rule) =>
        rule
          .required()
          .min(5)
          .error('Geef een alternatieve tekst van minstens 5 tekens: wat toont de afbeelding?'),
    }),
  ],
  validation: (rule) =>
    rule.custom((value) =>
      value && !(value as { asset?: unknown }).asset
        ? 'Kies een afbeeldingsbestand of verwijder de afbeelding.'
        : true,
    ),
});
