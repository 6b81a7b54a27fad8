/** Plain fields only: the page query's `...` brings them all. */
export const featureCardsProjection = '_type == "featureCards" => {}';
