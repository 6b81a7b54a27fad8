/** Plain fields only: the page query's `...` brings them all. */
export const tableProjection = '_type == "table" => {}';
