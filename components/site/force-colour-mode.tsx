'use client';

import { useLayoutEffect, useSyncExternalStore } from 'react';
import { pageForcedColourMode, type ColourMode } from '@/lib/domain/colour-mode';
import { FORCED_COLOUR_MODE_SCRIPTS } from '@/lib/domain/colour-mode-scripts';
import { setForcedColourMode } from './colour-mode';

// Apart from colour-mode.tsx, which every page loads: only a page that pins its mode carries this.

const noSubscription = () => () => {};
const inBrowser = () => false;
const fromServer = () => true;

/**
 * Pins the colour mode while the page is shown; "system" is ignored at page level. The server's HTML carries a
 * script that sets the mode where the parser meets it, before the page paints; in the browser the layout effect
 * does it (React never runs a script it renders there, and warns), also before paint.
 */
export function ForceColourMode({ mode }: { mode: ColourMode }) {
  const forced = pageForcedColourMode(mode);
  const serverHtml = useSyncExternalStore(noSubscription, inBrowser, fromServer);
  useLayoutEffect(() => {
    setForcedColourMode(forced);
    return () => setForcedColourMode(undefined);
  }, [forced]);
  return forced && serverHtml ? (
    <script dangerouslySetInnerHTML={{ __html: FORCED_COLOUR_MODE_SCRIPTS[forced] }} />
  ) : null;
}
