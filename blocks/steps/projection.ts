/** Plain fields only: the page query's `...` brings them all. */
export const stepsProjection = '_type == "steps" => {}';
