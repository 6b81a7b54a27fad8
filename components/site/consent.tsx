import { consentHeadScript } from '@/lib/domain/consent';

/**
 * Cookie consent, in builds with a tag-manager container (NEXT_PUBLIC_GTM_ID). Builds without one alias this module
 * to consent-unconfigured.tsx (next.config.ts): no banner, no settings button and none of their code.
 */

/** In <head>: Consent Mode's defaults (everything denied) before any tag could run, then the stored choice. */
export function ConsentHeadScript() {
  return <script dangerouslySetInnerHTML={{ __html: consentHeadScript(process.env.NEXT_PUBLIC_GTM_ID ?? '') }} />;
}

export { ConsentHost } from './cookie-consent/consent-host';
export { CookieSettingsButton } from './cookie-consent/cookie-settings-button';
