import 'server-only';
import { createDataAttribute } from 'next-sanity';
import { STUDIO_PATH } from '@/lib/domain/studio-access';

/**
 * Click-to-edit in the Presentation tool: `data-sanity` attributes that tell its overlays which document and field
 * an element shows. Written on elements in draft mode only, so visitors' HTML stays as it is. (The local lake's
 * queries carry no content source maps, so the site marks the fields itself instead of stega-encoded strings.)
 */

export interface EditSource {
  id: string;
  type: string;
}

/** Each field of one document or block by name (and `self` for the whole thing), as `data-sanity` values. */
export type EditAttributes = Readonly<Record<string, string>> & { self: string };

type PathSegment = string | { _key: string };

function attribute(source: EditSource, path: PathSegment[]): string {
  return createDataAttribute({ id: source.id, type: source.type, baseUrl: STUDIO_PATH })
    .scope(path)
    .toString();
}

/** The attributes for a value's top-level fields at `path` in the document (a block: `['blocks', {_key}]`). */
export function editAttributes(
  source: EditSource,
  value: Record<string, unknown>,
  path: PathSegment[] = [],
): EditAttributes {
  const fields = Object.keys(value).filter((field) => !field.startsWith('_'));
  return {
    ...Object.fromEntries(fields.map((field) => [field, attribute(source, [...path, field])])),
    self: path.length ? attribute(source, path) : attribute(source, ['_id']),
  };
}
