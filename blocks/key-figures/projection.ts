/** Plain fields only: the page query's `...` brings them all. */
export const keyFiguresProjection = '_type == "keyFigures" => {}';
