import { IMAGE, RICH_TEXT } from '../../lib/domain/content/projections';

/** The image carries its asset's URL and size; glossary terms in the text are dereferenced. */
export const imageTextProjection = `_type == "imageText" => { image${IMAGE}, body${RICH_TEXT} }` as const;
