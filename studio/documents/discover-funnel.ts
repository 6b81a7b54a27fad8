import { defineArrayMember, defineField, defineType, type ValidationContext } from 'sanity';
import { Compass } from 'lucide-react';
import { DISCOVER_PRODUCTS } from '../../lib/domain/content/discover';
import { requiredText } from '../text-rules';

/** One funnel per product: refuses a second published funnel for the same product. */
async function validateUniqueProduct(product: unknown, context: ValidationContext): Promise<true | string> {
  if (typeof product !== 'string') return true;
  const id = (context.document?._id ?? '').replace(/^drafts\./, '');
  const others = await context
    .getClient({ apiVersion: '2025-10-01' })
    .fetch<number>(
      'count(*[_type == "discoverFunnel" && product == $product && !(_id in path("drafts.**")) && _id != $id])',
      { product, id },
    );
  return others === 0 ? true : 'Er bestaat al een ontdektraject voor dit product. Pas dat traject aan.';
}

const discoverStep = defineArrayMember({
  type: 'object',
  name: 'discoverStep',
  title: 'Stap',
  fields: [
    defineField({
      name: 'title',
      title: 'Titel',
      type: 'string',
      validation: (rule) => requiredText(80, 'Geef de stap een titel.', 'De titel')(rule),
    }),
    defineField({
      name: 'body',
      title: 'Tekst',
      type: 'richText',
      // An emptied text can be stored as [], which required() alone lets through.
      validation: (rule) => rule.required().min(1).error('Schrijf de tekst van deze stap.'),
    }),
    defineField({
      name: 'highlight',
      title: 'Goed om te weten',
      description:
        'Optioneel: één tip of aandachtspunt, getoond als "Goed om te weten". Hoogstens 200 tekens.',
      type: 'string',
      validation: (rule) => rule.max(200).error('Houd "Goed om te weten" op hoogstens 200 tekens.'),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'highlight' } },
});

/** A guided, step-by-step introduction to one product (the "ontdek" routes). */
export const discoverFunnel = defineType({
  name: 'discoverFunnel',
  title: 'Ontdektraject',
  type: 'document',
  icon: Compass,
  fields: [
    defineField({
      name: 'product',
      title: 'Product',
      description: 'Elk product heeft één ontdektraject.',
      type: 'string',
      options: { list: DISCOVER_PRODUCTS.map(({ value, title }) => ({ value, title })), layout: 'radio' },
      validation: (rule) => [
        rule.required().error('Kies het product van dit traject.'),
        rule.custom(validateUniqueProduct),
      ],
    }),
    defineField({
      name: 'title',
      title: 'Titel',
      type: 'string',
      validation: (rule) => rule.required().error('Geef het traject een titel.'),
    }),
    defineField({
      name: 'intro',
      title: 'Inleiding',
      description:
        'Een of twee zinnen boven de eerste stap: wat leert de bezoeker hier? Hoogstens 300 tekens.',
      type: 'text',
      rows: 3,
      validation: (rule) => requiredText(300, 'Schrijf een inleiding.', 'De inleiding')(rule),
    }),
    defineField({
      name: 'steps',
      title: 'Stappen',
      description: 'De bezoeker doorloopt de stappen in deze volgorde: minstens 3, hoogstens 8.',
      type: 'array',
      of: [discoverStep],
      validation: (rule) => rule.required().min(3).max(8).error('Een traject telt 3 tot 8 stappen.'),
    }),
    defineField({
      name: 'finalCta',
      title: 'Knop na de laatste stap',
      description: 'Waar de bezoeker na het traject naartoe kan, bijvoorbeeld het aanmeldformulier.',
      type: 'linkAction',
      validation: (rule) => rule.required().error('Geef de knop na de laatste stap een tekst en bestemming.'),
    }),
    defineField({ name: 'seo', title: 'SEO', type: 'seo', validation: (rule) => rule.required() }),
  ],
  preview: {
    select: { title: 'title', product: 'product' },
    prepare: ({ title, product }: { title?: string; product?: string }) => ({
      title: title || 'Ontdektraject zonder titel',
      subtitle: DISCOVER_PRODUCTS.find(({ value }) => value === product)?.title ?? 'Geen product gekozen',
    }),
  },
});
