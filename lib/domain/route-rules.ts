/**
 * Code-owned redirects, applied by next.config.ts before any page renders. Editors manage their own redirects in
 * the CMS; these are the stable aliases the product itself promises (old campaign paths, short links).
 */
export interface RouteRule {
  source: string;
  destination: string;
  permanent: boolean;
}

export const ROUTE_RULES: RouteRule[] = [
  { source: '/kopen', destination: '/koper', permanent: true },
  { source: '/verkopen', destination: '/verkoper', permanent: true },
  { source: '/privacy', destination: '/gebruikersinformatie/privacyverklaring', permanent: true },
  { source: '/voorwaarden', destination: '/gebruikersinformatie/algemenevoorwaarden', permanent: true },
  { source: '/calculator', destination: '/calculator/koper', permanent: false },
  { source: '/account/profiel', destination: '/account/accountgegevens', permanent: true },
  // The regulator's explanation of energy sharing in Flanders, for printed material that links to /vreg.
  { source: '/vreg', destination: 'https://www.vreg.be/nl/energie-delen', permanent: false },
  // Editors come for the pages: the Studio opens on the list of all pages, the structure's other lists beside it.
  { source: '/studio', destination: '/studio/structure/pages;page', permanent: false },
  // An address of a tool the Studio does not have (typed, or kept from another setup) opens the page list instead
  // of the Studio's untranslatable "Tool not found". The Studio's tools (sanity.config.ts) and its intent links pass.
  {
    source: '/studio/:tool((?!(?:structure|presentation|releases|intent)(?:/|$))[A-Za-z0-9_-]+)/:rest*',
    destination: '/studio/structure/pages;page',
    permanent: false,
  },
];
