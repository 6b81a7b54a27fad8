/**
 * The browser bundle's stand-in for components/site/cookie-consent/head-script.ts (next.config.ts): the consent script
 * is written into the HTML by the server render only.
 */
export const CONSENT_HEAD_SCRIPT = '';
