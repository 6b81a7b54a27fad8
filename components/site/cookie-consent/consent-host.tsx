'use client';

import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { applyStoredConsent } from '@/lib/browser/consent-on-page';
import { loadOnce } from '@/lib/browser/load-once';
import type { ConsentGrants } from '@/lib/domain/consent';
import { OPEN_CONSENT_SETTINGS_EVENT } from '@/lib/domain/consent-page-names';
import type { ConsentSettings as ConsentSettingsComponent } from './consent-settings';

const loadSettings = loadOnce(() => import('./consent-settings'));

/**
 * Mounted once by the root layout: opens the consent settings when asked (the banner's "Instellingen", the footer's
 * and the cookie statement's buttons), fetching their code the first time. Everything else about consent (the
 * stored choice, the banner) is the head script's (lib/domain/consent.ts).
 */
export function ConsentHost() {
  const [Settings, setSettings] = useState<typeof ConsentSettingsComponent | null>(null);
  const [open, setOpen] = useState(false);
  const [grants, setGrants] = useState<ConsentGrants | null>(null);
  const openedFrom = useRef<HTMLElement | null>(null);

  const openSettings = useEffectEvent(() => {
    openedFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setGrants(applyStoredConsent() ?? null);
    setOpen(true);
    loadSettings().then(
      (module) => setSettings(() => module.ConsentSettings),
      () => setOpen(false),
    );
  });

  useEffect(() => {
    // No consent here (the Studio, the site framed by it): the head script defined nothing.
    if (applyStoredConsent() === undefined) return;
    const listener = () => openSettings();
    window.addEventListener(OPEN_CONSENT_SETTINGS_EVENT, listener);
    return () => window.removeEventListener(OPEN_CONSENT_SETTINGS_EVENT, listener);
  }, []);

  return Settings ? (
    <Settings
      open={open}
      onOpenChange={setOpen}
      initial={grants}
      onChosen={() => setOpen(false)}
      returnFocusTo={() => openedFrom.current}
    />
  ) : null;
}
