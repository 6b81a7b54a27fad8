/** Plain fields only: the page query's `...` brings them all. */
export const calculatorTeaserProjection = '_type == "calculatorTeaser" => {}';
