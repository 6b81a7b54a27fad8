'use client';

import { useEffect } from 'react';
import { OPEN_CONSENT_SETTINGS_EVENT } from '@/lib/domain/consent-page-names';

const showSettings = () => void import('./consent-settings').then((module) => module.showConsentSettings());

/**
 * Mounted once by the root layout: opens the consent settings when the head script asks (the banner's "Instellingen",
 * the footer's and the cookie statement's buttons), fetching their code the first time. Everything else about
 * consent is the head script's (lib/domain/consent.ts). A failed fetch (offline) opens nothing and changes nothing.
 */
export function ConsentHost() {
  useEffect(() => {
    window.addEventListener(OPEN_CONSENT_SETTINGS_EVENT, showSettings);
    return () => window.removeEventListener(OPEN_CONSENT_SETTINGS_EVENT, showSettings);
  }, []);
  return null;
}
