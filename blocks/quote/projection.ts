/** Plain fields only: the page query's `...` brings them all. */
export const quoteProjection = '_type == "quote" => {}';
