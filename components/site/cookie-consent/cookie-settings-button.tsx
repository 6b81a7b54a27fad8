'use client';

import { openConsentSettings } from '@/lib/browser/consent-on-page';

/** "Cookie-instellingen": reopens the consent settings, to change or withdraw a choice as easily as it was given. */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" aria-haspopup="dialog" className={className} onClick={openConsentSettings}>
      Cookie-instellingen
    </button>
  );
}
