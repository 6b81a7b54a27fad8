'use client';

import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { applyConsent, readConsent, saveConsent } from '@/lib/browser/consent';
import { loadOnce } from '@/lib/browser/load-once';
import { NO_GRANTS, OPEN_CONSENT_SETTINGS_EVENT, type ConsentGrants } from '@/lib/domain/consent';
import { STUDIO_PATH } from '@/lib/domain/studio-access';
import type { ConsentBanner as ConsentBannerComponent } from './consent-banner';
import type { ConsentSettings as ConsentSettingsComponent } from './consent-settings';

const loadBanner = loadOnce(() => import('./consent-banner'));
const loadSettings = loadOnce(() => import('./consent-settings'));

/**
 * Mounted once by the root layout: on the site (not in the Studio) applies a stored choice (which alone loads the
 * container), or fetches and shows the banner; opens the settings when asked (the footer's button). The banner and the settings are separate chunks:
 * a visitor who has chosen loads neither, one who never opens the settings never loads the dialog. Our own code:
 * the consent libraries weigh several times the 3 kB a first visit may gain.
 */
export function ConsentHost() {
  const [Banner, setBanner] = useState<typeof ConsentBannerComponent | null>(null);
  const [Settings, setSettings] = useState<typeof ConsentSettingsComponent | null>(null);
  /** A choice was made on this page: the banner, if it came, is gone. */
  const [decided, setDecided] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [grants, setGrants] = useState<ConsentGrants>(NO_GRANTS);
  const openedFrom = useRef<HTMLElement | null>(null);

  function fetchSettings() {
    loadSettings().then(
      (module) => setSettings(() => module.ConsentSettings),
      () => setSettingsOpen(false),
    );
  }

  function openSettings() {
    openedFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setGrants(readConsent()?.grants ?? NO_GRANTS);
    setSettingsOpen(true);
    fetchSettings();
  }

  function choose(chosen: ConsentGrants) {
    saveConsent(chosen);
    setGrants(chosen);
    setDecided(true);
    setSettingsOpen(false);
  }

  const onOpenRequest = useEffectEvent(openSettings);

  useEffect(() => {
    // The Studio, and the site framed by its Presentation tool, are editors' tools: no tags, no question there.
    const editing = window.top !== window || window.location.pathname.startsWith(STUDIO_PATH);
    if (editing) return;
    const stored = readConsent();
    if (stored) applyConsent(stored.grants);
    // A failed fetch (offline) leaves the page as it is: nothing loads without a choice.
    else
      loadBanner().then(
        (module) => setBanner(() => module.ConsentBanner),
        () => {},
      );
    const listener = () => onOpenRequest();
    window.addEventListener(OPEN_CONSENT_SETTINGS_EVENT, listener);
    return () => window.removeEventListener(OPEN_CONSENT_SETTINGS_EVENT, listener);
  }, []);

  return (
    <>
      {Banner && !decided ? (
        <Banner onChoose={choose} onOpenSettings={openSettings} onIntent={fetchSettings} />
      ) : null}
      {Settings ? (
        <Settings
          open={settingsOpen}
          onOpenChange={setSettingsOpen}
          initial={grants}
          onChoose={choose}
          returnFocusTo={() => openedFrom.current}
        />
      ) : null}
    </>
  );
}
