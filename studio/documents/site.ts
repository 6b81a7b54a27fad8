import { defineArrayMember, defineField, defineType } from 'sanity';
import { ArrowRightLeft, MessageSquareText, Settings } from 'lucide-react';
import { ROUTE_COPY_KEYS } from '../../lib/domain/content/route-copy';
import { normaliseRedirectPath } from '../../lib/domain/content/redirects';
import { validateRedirectSource, validateRedirectTarget } from '../redirect-validation';
import { requiredText } from '../text-rules';
import { marketsField } from '../objects/markets';

const navLink = defineArrayMember({
  type: 'object',
  name: 'navLink',
  title: 'Link',
  fields: [
    defineField({
      name: 'label',
      title: 'Tekst',
      type: 'string',
      validation: (rule) => requiredText(30, 'Geef de link een tekst.', 'De linktekst')(rule),
    }),
    defineField({
      name: 'href',
      title: 'Pad',
      description: 'Een pad op deze site, zoals /kopersinformatie.',
      type: 'string',
      validation: (rule) =>
        rule
          .required()
          .regex(/^\/(?!\/)\S*$/, { name: 'pad' })
          .error('Gebruik een pad dat begint met /.'),
    }),
    {
      ...marketsField,
      description:
        'Laat leeg om deze link in alle markten te tonen. Kies markten om hem alleen daar te tonen, bijvoorbeeld naar een pagina die alleen daar bestaat.',
    },
  ],
  preview: { select: { title: 'label', subtitle: 'href' } },
});

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site-instellingen',
  type: 'document',
  icon: Settings,
  fields: [
    defineField({
      name: 'navigation',
      title: 'Hoofdnavigatie',
      type: 'array',
      of: [navLink],
      validation: (rule) => rule.max(7).error('Hoogstens zeven links in de hoofdnavigatie.'),
    }),
    defineField({
      name: 'footerNavigation',
      title: 'Links in de voettekst',
      type: 'array',
      of: [navLink],
    }),
    defineField({
      name: 'footerText',
      title: 'Tekst in de voettekst',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required().error('Schrijf een korte voettekst.'),
    }),
    defineField({
      name: 'organisation',
      title: 'Organisatie',
      description: 'Voor de voettekst en voor zoekmachines (Organization).',
      type: 'object',
      fields: [
        defineField({ name: 'name', title: 'Naam', type: 'string', validation: (rule) => rule.required() }),
        defineField({
          name: 'email',
          title: 'E-mailadres',
          type: 'string',
          validation: (rule) => rule.required().email().error('Vul een geldig e-mailadres in.'),
        }),
        defineField({ name: 'areaServed', title: 'Werkgebied', type: 'array', of: [{ type: 'string' }] }),
      ],
    }),
    defineField({ name: 'defaultSeo', title: 'Standaard-SEO', type: 'seo' }),
  ],
  preview: { prepare: () => ({ title: 'Site-instellingen' }) },
});

export const redirect = defineType({
  name: 'redirect',
  title: 'Doorverwijzing',
  type: 'document',
  icon: ArrowRightLeft,
  fields: [
    defineField({
      name: 'source',
      title: 'Van',
      description: 'Het oude pad, bijvoorbeeld /energie-delen/oud.',
      type: 'string',
      validation: (rule) => [
        rule
          .required()
          .regex(/^\/(?!\/)\S*$/, { name: 'pad' })
          .error('Gebruik een pad dat begint met /.'),
        rule.custom(validateRedirectSource),
      ],
    }),
    defineField({
      name: 'destination',
      title: 'Naar',
      description: 'Een pad op deze site of een volledig adres (https://...).',
      type: 'string',
      validation: (rule) =>
        rule.required().custom((value, context) => {
          if (typeof value !== 'string' || (!/^(\/(?!\/)|https:\/\/)\S+$/.test(value) && value !== '/'))
            return 'Gebruik een pad dat begint met / of een adres dat begint met https://.';
          const source = (context.document as { source?: string } | undefined)?.source;
          if (source && normaliseRedirectPath(value.split(/[?#]/)[0]!) === normaliseRedirectPath(source))
            return 'Een doorverwijzing kan niet naar zichzelf wijzen.';
          return validateRedirectTarget(value, context);
        }),
    }),
    defineField({
      name: 'permanent',
      title: 'Permanent',
      description: 'Aan: 308, zoekmachines vervangen het oude adres. Uit: 307, tijdelijk.',
      type: 'boolean',
      initialValue: true,
    }),
  ],
  preview: {
    select: { source: 'source', destination: 'destination', permanent: 'permanent' },
    prepare: ({
      source,
      destination,
      permanent,
    }: {
      source?: string;
      destination?: string;
      permanent?: boolean;
    }) => ({
      title: `${source ?? '?'} → ${destination ?? '?'}`,
      subtitle: permanent ? 'Permanent (308)' : 'Tijdelijk (307)',
    }),
  },
});

/** Copy that code-owned routes pull in: thank-you pages, newsletter and contact intros. */
export const routeCopy = defineType({
  name: 'routeCopy',
  title: 'Tekst bij een formulier',
  type: 'document',
  icon: MessageSquareText,
  fields: [
    defineField({
      name: 'route',
      title: 'Pagina',
      type: 'string',
      options: { list: [...ROUTE_COPY_KEYS] },
      validation: (rule) => rule.required().error('Kies de pagina waar deze tekst staat.'),
    }),
    defineField({
      name: 'title',
      title: 'Titel',
      type: 'string',
      validation: (rule) => rule.required().error('Geef een titel.'),
    }),
    defineField({
      name: 'body',
      title: 'Tekst',
      type: 'richText',
      validation: (rule) => rule.required().error('Schrijf de tekst.'),
    }),
    defineField({ name: 'seo', title: 'SEO', type: 'seo', validation: (rule) => rule.required() }),
  ],
  preview: { select: { title: 'title', subtitle: 'route' } },
});
