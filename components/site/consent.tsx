/**
 * Cookie consent, in builds with a tag-manager container (NEXT_PUBLIC_GTM_ID). Builds without one alias this module
 * to consent-unconfigured.tsx (next.config.ts): no settings button and none of their code. The question itself is
 * the head script's (cookie-consent/head-script.ts, written by ServerInsertedHead).
 */
export { ConsentHost } from './cookie-consent/consent-host';
export { CookieSettingsButton } from './cookie-consent/cookie-settings-button';
