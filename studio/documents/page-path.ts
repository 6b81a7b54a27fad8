import { defineField, getPublishedId } from 'sanity';
import { isValidPagePath, PAGE_PATH_MAX_LENGTH } from '../../lib/domain/content/paths';

/** The full path of a page or legal page, unique across both types. */
export const pagePathField = defineField({
  name: 'slug',
  title: 'Pad',
  description:
    'Het volledige pad zonder schuine streep vooraan, bijvoorbeeld energie-delen/praktijkvoorbeelden. Kleine letters, cijfers en koppeltekens.',
  type: 'slug',
  options: {
    source: 'title',
    maxLength: PAGE_PATH_MAX_LENGTH,
    slugify: (input: string) =>
      input
        .toLowerCase()
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[^a-z0-9/]+/g, '-')
        .replace(/^-+|-+$/g, ''),
    isUnique: async (slug, context) => {
      const client = context.getClient({ apiVersion: '2025-10-01' });
      // Any other page with this path, not the document's own published, draft or release versions.
      const published = getPublishedId(context.document?._id ?? '');
      const count = await client.fetch<number>(
        'count(*[_type in ["page", "legalPage"] && slug.current == $slug && !sanity::versionOf($published)])',
        { slug, published },
      );
      return count === 0;
    },
  },
  validation: (rule) =>
    rule.required().custom((value) => {
      const path = (value as { current?: string } | undefined)?.current;
      if (!path) return 'Geef de pagina een pad.';
      return isValidPagePath(path)
        ? true
        : 'Gebruik kleine letters, cijfers en koppeltekens, met / tussen de delen, zonder / vooraan of achteraan.';
    }),
});
