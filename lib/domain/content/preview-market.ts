/** Cookie holding the market a marketer previews (read only in draft mode; visitors get the deployed market). */
export const PREVIEW_MARKET_COOKIE = 'stroomplein-preview-market';
/** Cookie value for "no market", as a deploy without NEXT_PUBLIC_LOCAL_MARKET. */
export const NO_MARKET_VALUE = 'geen';
