import { PLAIN_SITE_SEGMENT } from '../market-hosts';

/**
 * Cookie holding the market a marketer previews: in draft mode the proxy serves the page as that market's host does
 * (market-hosts.ts, previewedSite); visitors get their host's market.
 */
export const PREVIEW_MARKET_COOKIE = 'stroomplein-preview-market';
/** Cookie value for "no market": the plain site. */
export const NO_MARKET_VALUE = PLAIN_SITE_SEGMENT;
