'use client';

import { useEffect } from 'react';
import { CONSENT_SETTINGS_ASKED, OPEN_CONSENT_SETTINGS_EVENT } from '@/lib/domain/consent-page-names';

type AskingWindow = Window & { [CONSENT_SETTINGS_ASKED]?: boolean };

const showSettings = () => {
  delete (window as AskingWindow)[CONSENT_SETTINGS_ASKED];
  void import('./consent-settings').then((module) => module.showConsentSettings());
};

/**
 * Mounted once by the root layout: opens the consent settings when the head script asks (the banner's "Instellingen",
 * the footer's and the cookie statement's buttons), fetching their code the first time, and at once if a button was
 * clicked before this mounted. Everything else about consent is the head script's (lib/domain/consent.ts). A failed
 * fetch (offline) opens nothing and changes nothing.
 */
export function ConsentHost() {
  useEffect(() => {
    window.addEventListener(OPEN_CONSENT_SETTINGS_EVENT, showSettings);
    if ((window as AskingWindow)[CONSENT_SETTINGS_ASKED]) showSettings();
    return () => window.removeEventListener(OPEN_CONSENT_SETTINGS_EVENT, showSettings);
  }, []);
  return null;
}
