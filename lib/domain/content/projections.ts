/*
 * GROQ projections shared by the site's queries and the blocks' own projections. Plain constants: TypeGen reads
 * them as text, and TypeScript keeps their exact text as their type, which the page builder's projection checks.
 */

/** An image with its asset's URL and size. */
export const IMAGE = `{ ..., asset->{ _id, url, "width": metadata.dimensions.width, "height": metadata.dimensions.height } }`;

/** Portable Text with its glossary terms dereferenced. */
export const RICH_TEXT = `[]{ ..., markDefs[]{ ..., _type == "glossary" => { "term": term->{ term, definition } } } }`;
