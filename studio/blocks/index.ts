import { defineArrayMember, defineField } from 'sanity';
import {
  BarChart3,
  Calculator,
  HelpCircle,
  Image as ImageIcon,
  LayoutGrid,
  ListOrdered,
  Mail,
  Megaphone,
  MessageSquareQuote,
  Sparkles,
  Table,
  Text,
  Trophy,
  Users,
} from 'lucide-react';
import { CALCULATORS } from '../../lib/calculators/catalogue';
import { defineBlock } from './define-block';
import { requiredText } from '../text-rules';

const heading = (required = true) =>
  defineField({
    name: 'heading',
    title: 'Titel',
    type: 'string',
    validation: (rule) =>
      required ? requiredText(120, 'Geef dit blok een titel.', 'De titel')(rule) : rule.max(120),
  });

const intro = defineField({ name: 'intro', title: 'Inleiding', type: 'text', rows: 3 });

export const hero = defineBlock({
  name: 'hero',
  title: 'Hero',
  description: 'De grote opening van een pagina, met titel, tekst en knoppen.',
  icon: Sparkles,
  previewField: 'heading',
  fields: [
    defineField({ name: 'eyebrow', title: 'Bovenregel', type: 'string' }),
    heading(),
    defineField({
      name: 'text',
      title: 'Tekst',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.max(400).error('Hoogstens 400 tekens.'),
    }),
    defineField({ name: 'image', title: 'Afbeelding', type: 'accessibleImage' }),
    defineField({ name: 'primaryAction', title: 'Hoofdknop', type: 'linkAction' }),
    defineField({ name: 'secondaryAction', title: 'Tweede knop', type: 'linkAction' }),
  ],
});

export const richTextBlock = defineBlock({
  name: 'richTextBlock',
  title: 'Tekst',
  description: 'Lopende tekst met koppen, lijsten, links en uitleg bij begrippen.',
  icon: Text,
  previewField: 'heading',
  fields: [
    heading(false),
    defineField({
      name: 'body',
      title: 'Tekst',
      type: 'richText',
      validation: (rule) => rule.required().error('Schrijf de tekst van dit blok.'),
    }),
  ],
});

export const featureCards = defineBlock({
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

export const steps = defineBlock({
  name: 'steps',
  title: 'Stappen',
  description: 'Een genummerd stappenplan.',
  icon: ListOrdered,
  previewField: 'heading',
  fields: [
    heading(),
    intro,
    defineField({
      name: 'items',
      title: 'Stappen',
      type: 'array',
      validation: (rule) => rule.required().min(2).max(8).error('Voeg twee tot acht stappen toe.'),
      of: [
        defineArrayMember({
          type: 'object',
          name: 'step',
          title: 'Stap',
          fields: [
            defineField({
              name: 'title',
              title: 'Titel',
              type: 'string',
              validation: (rule) => rule.required().error('Geef de stap een titel.'),
            }),
            defineField({
              name: 'text',
              title: 'Tekst',
              type: 'text',
              rows: 3,
              validation: (rule) => rule.required().error('Beschrijf de stap.'),
            }),
          ],
        }),
      ],
    }),
  ],
});

export const faq = defineBlock({
  name: 'faq',
  title: 'Veelgestelde vragen',
  description: 'Vragen en antwoorden uit de FAQ-bibliotheek; zoekmachines krijgen ze als FAQPage.',
  icon: HelpCircle,
  previewField: 'heading',
  fields: [
    heading(),
    defineField({
      name: 'items',
      title: 'Vragen',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', title: 'Veelgestelde vraag', to: [{ type: 'faqItem' }] })],
      validation: (rule) =>
        rule.required().min(1).unique().error('Kies minstens één vraag, elke vraag één keer.'),
    }),
  ],
});

export const callToAction = defineBlock({
  name: 'callToAction',
  title: 'Oproep tot actie',
  description: 'Een opvallende band met een titel, tekst en knop.',
  icon: Megaphone,
  previewField: 'heading',
  fields: [
    heading(),
    defineField({ name: 'text', title: 'Tekst', type: 'text', rows: 2 }),
    defineField({
      name: 'action',
      title: 'Knop',
      type: 'linkAction',
      validation: (rule) => rule.required().error('Een oproep tot actie heeft een knop nodig.'),
    }),
    defineField({
      name: 'tone',
      title: 'Kleur',
      type: 'string',
      initialValue: 'primary',
      options: {
        list: [
          { value: 'primary', title: 'Paars' },
          { value: 'secondary', title: 'Turkoois' },
        ],
        layout: 'radio',
      },
    }),
  ],
});

export const imageText = defineBlock({
  name: 'imageText',
  title: 'Afbeelding en tekst',
  description: 'Een afbeelding naast een tekst.',
  icon: ImageIcon,
  previewField: 'heading',
  fields: [
    heading(),
    defineField({
      name: 'body',
      title: 'Tekst',
      type: 'richText',
      validation: (rule) => rule.required().error('Schrijf de tekst naast de afbeelding.'),
    }),
    defineField({
      name: 'image',
      title: 'Afbeelding',
      type: 'accessibleImage',
      validation: (rule) => rule.required().error('Kies een afbeelding.'),
    }),
    defineField({
      name: 'imagePosition',
      title: 'Afbeelding staat',
      type: 'string',
      initialValue: 'right',
      options: {
        list: [
          { value: 'left', title: 'Links' },
          { value: 'right', title: 'Rechts' },
        ],
        layout: 'radio',
      },
    }),
    defineField({ name: 'action', title: 'Knop', type: 'linkAction' }),
  ],
});

export const quote = defineBlock({
  name: 'quote',
  title: 'Citaat',
  description: 'Een uitspraak van een koper, verkoper of partner.',
  icon: MessageSquareQuote,
  previewField: 'text',
  fields: [
    defineField({
      name: 'text',
      title: 'Citaat',
      type: 'text',
      rows: 3,
      validation: (rule) => requiredText(400, 'Schrijf het citaat.', 'Het citaat')(rule),
    }),
    defineField({
      name: 'author',
      title: 'Naam',
      type: 'string',
      validation: (rule) => rule.required().error('Wie zei dit?'),
    }),
    defineField({ name: 'role', title: 'Rol of gemeente', type: 'string' }),
  ],
});

export const keyFigures = defineBlock({
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

export const caseStudyList = defineBlock({
  name: 'caseStudyList',
  title: 'Praktijkvoorbeelden',
  description: 'Een lijst praktijkvoorbeelden van energie delen.',
  icon: Trophy,
  previewField: 'heading',
  fields: [
    heading(),
    intro,
    defineField({
      name: 'caseStudies',
      title: 'Voorbeelden',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', title: 'Praktijkvoorbeeld', to: [{ type: 'caseStudy' }] })],
      validation: (rule) => rule.required().min(1).unique().error('Kies minstens één praktijkvoorbeeld.'),
    }),
  ],
});

export const calculatorTeaser = defineBlock({
  name: 'calculatorTeaser',
  title: 'Calculator-teaser',
  description: 'Nodigt uit om een van de calculators te gebruiken.',
  icon: Calculator,
  previewField: 'heading',
  fields: [
    heading(),
    defineField({ name: 'text', title: 'Tekst', type: 'text', rows: 2 }),
    defineField({
      name: 'calculator',
      title: 'Calculator',
      type: 'string',
      options: {
        list: Object.entries(CALCULATORS).map(([value, { title }]) => ({ value, title })),
        layout: 'radio',
      },
      validation: (rule) => rule.required().error('Kies de calculator waarnaar dit blok verwijst.'),
    }),
    defineField({ name: 'buttonLabel', title: 'Knoptekst', type: 'string' }),
  ],
});

export const newsletterSignup = defineBlock({
  name: 'newsletterSignup',
  title: 'Nieuwsbrief',
  description: 'Een inschrijving voor de nieuwsbrief.',
  icon: Mail,
  previewField: 'heading',
  fields: [heading(), defineField({ name: 'text', title: 'Tekst', type: 'text', rows: 2 })],
});

export const partnerLogos = defineBlock({
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

export const table = defineBlock({
  name: 'table',
  title: 'Tabel',
  description: 'Een eenvoudige tabel met kolomkoppen.',
  icon: Table,
  previewField: 'caption',
  fields: [
    defineField({
      name: 'caption',
      title: 'Bijschrift',
      description: 'Zegt waarover de tabel gaat; ook voorgelezen door schermlezers.',
      type: 'string',
      validation: (rule) => rule.required().error('Geef de tabel een bijschrift.'),
    }),
    defineField({
      name: 'columns',
      title: 'Kolomkoppen',
      type: 'array',
      of: [{ type: 'string' }],
      validation: (rule) => rule.required().min(2).max(6).error('Een tabel heeft twee tot zes kolommen.'),
    }),
    defineField({
      name: 'rows',
      title: 'Rijen',
      type: 'array',
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .custom((rows, context) => {
            const columns = (context.parent as { columns?: string[] } | undefined)?.columns?.length ?? 0;
            const wrong = (rows as { cells?: string[] }[] | undefined)?.findIndex(
              (row) => (row.cells?.length ?? 0) !== columns,
            );
            return wrong !== undefined && wrong >= 0
              ? `Rij ${wrong + 1} heeft niet evenveel cellen als er kolommen zijn (${columns}).`
              : true;
          }),
      of: [
        defineArrayMember({
          type: 'object',
          name: 'tableRow',
          title: 'Rij',
          fields: [defineField({ name: 'cells', title: 'Cellen', type: 'array', of: [{ type: 'string' }] })],
          preview: {
            select: { cells: 'cells' },
            prepare: ({ cells }: { cells?: string[] }) => ({ title: cells?.join(' · ') ?? 'Lege rij' }),
          },
        }),
      ],
    }),
  ],
});

/** The page builder's vocabulary. Adding a block here requires a component in components/blocks (tsc checks). */
export const blockTypes = [
  hero,
  richTextBlock,
  featureCards,
  steps,
  faq,
  callToAction,
  imageText,
  quote,
  keyFigures,
  caseStudyList,
  calculatorTeaser,
  newsletterSignup,
  partnerLogos,
  table,
];

export const pageBuilderField = defineField({
  name: 'blocks',
  title: 'Blokken',
  description: 'De inhoud van de pagina, van boven naar onder.',
  type: 'array',
  of: blockTypes.map((block) => defineArrayMember({ type: block.name })),
  validation: (rule) => rule.required().min(1).error('Een pagina heeft minstens één blok.'),
});
