import { defineField, defineType } from 'sanity';

export const accessibleImage = defineType({
  name: 'accessibleImage',
  title: 'Afbeelding',
  type: 'image',
  options: {
    // Sanity's own previews of the crop, titled in Dutch: its defaults say "Square", in no locale.
    hotspot: {
      previews: [
        { title: '3:4', aspectRatio: 3 / 4 },
        { title: 'Vierkant', aspectRatio: 1 },
        { title: '16:9', aspectRatio: 16 / 9 },
        { title: 'Panorama', aspectRatio: 4 },
      ],
    },
  },
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
