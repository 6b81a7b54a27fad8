import type { FilterDefault } from '@sanity/client/stega';

/**
 * Stega in draft mode: the client hides each text's source (document, field) in invisible characters after it, so a
 * click on any text in Voorbeeld opens its field. The code reads some strings as values, not text: those must stay
 * clean. Sanity's default filter already skips slugs, URLs, dates, `_` fields, SEO fields and names such as `href`,
 * `icon`, `path` or `variant`; these are the schema's own value fields on top of it. The list of choices of every
 * such field is in the schema (tests/unit/stega.test.ts holds the two together).
 */
export const VALUE_FIELDS: ReadonlySet<string> = new Set([
  'audience',
  'calculator',
  'format',
  'icon',
  'imagePosition',
  'listItem',
  'markets',
  'product',
  'route',
  'sharingType',
  'style',
  'tone',
]);

/** What stega may encode: texts an editor wrote, never a value the code compares, stores or links with. */
export const stegaFilter: FilterDefault = (props) =>
  !props.sourcePath.some((segment) => typeof segment === 'string' && VALUE_FIELDS.has(segment)) &&
  props.filterDefault(props);
