/** Plain fields only: the page query's `...` brings them all. */
export const callToActionProjection = '_type == "callToAction" => {}';
