/** Plain fields only: the page query's `...` brings them all. */
export const newsletterSignupProjection = '_type == "newsletterSignup" => {}';
