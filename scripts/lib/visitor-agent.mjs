/**
 * The user agent the tests, the bench and the scripts browse with: a desktop Chrome. Headless Chromium announces
 * itself as "HeadlessChrome", which the site's bot detection rightly flags (bots get bare error pages); the
 * scripts measure what visitors get.
 */
export const VISITOR_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
