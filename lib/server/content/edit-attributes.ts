import 'server-only';
import { createDataAttribute } from 'next-sanity';
import { STUDIO_PATH } from '@/lib/domain/studio-access';

/**
 * Click-to-edit in the Presentation tool where stega cannot reach: every text of a draft-mode answer already carries
 * its source in invisible characters (lib/shared/content/stega.ts), but an image, a number or a date shows no text of
 * its own, and a whole block is no text at all. Those get a `data-sanity` attribute, in draft mode only, so visitors'
 * HTML stays as it is.
 */

export interface EditSource {
  id: string;
  type: string;
}

type PathSegment = string | { _key: string };

/** The `data-sanity` values of one document or block: the whole of it, and any field below it. */
export interface EditAttributes {
  self: string;
  field: (...path: PathSegment[]) => string;
}

function attribute(source: EditSource, path: PathSegment[]): string {
  return createDataAttribute({ id: source.id, type: source.type, baseUrl: STUDIO_PATH })
    .scope(path)
    .toString();
}

/** The attributes of the value at `path` in the document (a block: `['blocks', {_key}]`; the document: `[]`). */
export function editAttributes(source: EditSource, path: PathSegment[] = []): EditAttributes {
  return {
    self: attribute(source, path.length ? path : ['_id']),
    field: (...below) => attribute(source, [...path, ...below]),
  };
}
