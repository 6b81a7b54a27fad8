'use client';

import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { applyStoredConsent } from '@/lib/browser/consent-on-page';
import { loadOnce } from '@/lib/browser/load-once';
import type { ConsentGrants } from '@/lib/domain/consent';
import { OPEN_CONSENT_SETTINGS_EVENT } from '@/lib/domain/consent-page-names';
import type { ConsentBanner as ConsentBannerComponent } from './consent-banner';
import type { ConsentSettings as ConsentSettingsComponent } from './consent-settings';

const loadBanner = loadOnce(() => import('./consent-banner'));
const loadSettings = loadOnce(() => import('./consent-settings'));

/**
 * Mounted once by the root layout. A stored choice was already applied by the head script (consentHeadScript);
 * without one, this fetches and shows the banner, and it opens the settings when asked (the footer's button). The
 * banner and the settings are separate chunks: a visitor who has chosen loads neither, one who never opens the
 * settings never loads the dialog. Our own code: the consent libraries weigh several times the 3 kB a first visit
 * may gain.
 */
export function ConsentHost() {
  const [Banner, setBanner] = useState<typeof ConsentBannerComponent | null>(null);
  const [Settings, setSettings] = useState<typeof ConsentSettingsComponent | null>(null);
  /** A choice was made on this page: the banner, if it came, is gone. */
  const [decided, setDecided] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [grants, setGrants] = useState<ConsentGrants | null>(null);
  const openedFrom = useRef<HTMLElement | null>(null);

  function fetchSettings() {
    loadSettings().then(
      (module) => setSettings(() => module.ConsentSettings),
      () => setSettingsOpen(false),
    );
  }

  function openSettings() {
    openedFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setGrants(applyStoredConsent() ?? null);
    setSettingsOpen(true);
    fetchSettings();
  }

  function chosen(granted: ConsentGrants) {
    setGrants(granted);
    setDecided(true);
    setSettingsOpen(false);
  }

  const onOpenRequest = useEffectEvent(openSettings);

  useEffect(() => {
    // Undefined: no consent here (the Studio, the site framed by its Presentation tool: editors' tools).
    const stored = applyStoredConsent();
    if (stored === undefined) return;
    // A failed fetch (offline) leaves the page as it is: nothing loads without a choice.
    if (stored === null)
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
        <Banner onChosen={chosen} onOpenSettings={openSettings} onIntent={fetchSettings} />
      ) : null}
      {Settings ? (
        <Settings
          open={settingsOpen}
          onOpenChange={setSettingsOpen}
          initial={grants}
          onChosen={chosen}
          returnFocusTo={() => openedFrom.current}
        />
      ) : null}
    </>
  );
}
