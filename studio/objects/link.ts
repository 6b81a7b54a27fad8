import { defineField, defineType } from 'sanity';
import { isSiteOrHttpsHref } from '../../lib/domain/content/paths';
import { requiredText } from '../text-rules';

/** A button or text link: a path on this site (`/koper`) or a full https:// address. */
export const linkAction = defineType({
  name: 'linkAction',
  title: 'Link',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Tekst',
      type: 'string',
      validation: (rule) => requiredText(60, 'Geef de link een tekst.', 'De linktekst')(rule),
    }),
    defineField({
      name: 'href',
      title: 'Bestemming',
      description: 'Een pad op deze site, zoals /koper, of een volledig adres dat begint met https://.',
      type: 'string',
      validation: (rule) =>
        rule
          .required()
          .custom((value) =>
            typeof value === 'string' && isSiteOrHttpsHref(value)
              ? true
              : 'Gebruik een pad dat begint met / of een adres dat begint met https://.',
          ),
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'href' } },
});
