'use client';

import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import {
  COLOUR_MODE_LABELS,
  COLOUR_MODE_STORAGE_KEY,
  COLOUR_MODES,
  resolvedColourMode,
  storedColourMode,
  SYSTEM_DARK_QUERY,
  type ColourMode,
  type ForcedColourMode,
} from '@/lib/domain/colour-mode';
import { cn } from '@/components/ui/cn';

// Our own few lines instead of next-themes: its provider would weigh on every page's JavaScript budget.
// The inline script (COLOUR_MODE_SCRIPT, root layout) sets the first mode; this module keeps <html> in step.

const listeners = new Set<() => void>();
let forcedMode: ForcedColourMode | undefined;
/** The choice when storage is refused (some private modes): kept for this tab only. */
let unstoredChoice: ColourMode | undefined;

function readChoice(): ColourMode {
  try {
    return storedColourMode(window.localStorage.getItem(COLOUR_MODE_STORAGE_KEY));
  } catch {
    return unstoredChoice ?? 'system';
  }
}

/** Puts the resolved mode on <html>, with transitions off for that frame so nothing fades between modes. */
function applyColourMode(): void {
  const mode = resolvedColourMode(readChoice(), forcedMode, window.matchMedia(SYSTEM_DARK_QUERY).matches);
  const root = document.documentElement;
  if (root.classList.contains(mode) && !root.classList.contains(other(mode))) return;
  const pause = document.createElement('style');
  pause.textContent = '*,*::before,*::after{transition:none!important}';
  document.head.append(pause);
  root.classList.remove(other(mode));
  root.classList.add(mode);
  // Reading a style forces the change to be laid out before transitions come back.
  void window.getComputedStyle(document.body).opacity;
  setTimeout(() => pause.remove(), 1);
}

function other(mode: ForcedColourMode): ForcedColourMode {
  return mode === 'dark' ? 'light' : 'dark';
}

function changed(): void {
  applyColourMode();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function chooseColourMode(mode: ColourMode): void {
  try {
    window.localStorage.setItem(COLOUR_MODE_STORAGE_KEY, mode);
  } catch {
    unstoredChoice = mode;
  }
  changed();
}

/**
 * Mounted once by the root providers: follows the system setting while the choice is "system", and a choice made
 * in another tab, including changes made before the page hydrated.
 */
export function ColourModeWatcher() {
  useEffect(() => {
    const system = window.matchMedia(SYSTEM_DARK_QUERY);
    const onStorage = (event: StorageEvent) => {
      if (event.key === COLOUR_MODE_STORAGE_KEY || event.key === null) changed();
    };
    system.addEventListener('change', changed);
    window.addEventListener('storage', onStorage);
    // The system or another tab may have changed the mode between the inline script and hydration.
    changed();
    return () => {
      system.removeEventListener('change', changed);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  return null;
}

/** A page's pinned mode (ForceColourMode), undefined when it pins none: applied at once. */
export function setForcedColourMode(mode: ForcedColourMode | undefined): void {
  forcedMode = mode;
  changed();
}

const getForced = () => forcedMode;
const serverChoice = () => undefined;
const serverForced = () => undefined;

/**
 * The three-way colour-mode switch. `icons` are rendered on the server (see ColourModeSwitch), so the icon library
 * stays out of the JavaScript every page loads.
 */
export function ColourModeToggle({
  icons,
  className,
}: {
  icons: Record<ColourMode, ReactNode>;
  className?: string;
}) {
  // The stored choice is only known in the browser: the server renders no mode pressed.
  const choice = useSyncExternalStore(subscribe, readChoice, serverChoice);
  const forced = useSyncExternalStore(subscribe, getForced, serverForced);
  const active = forced ?? choice;
  return (
    <div
      role="group"
      aria-label="Kleurmodus"
      className={cn(
        'inline-flex rounded-lg border border-neutral-300 p-0.5 dark:border-neutral-600',
        className,
      )}
    >
      {COLOUR_MODES.map((mode) => (
        <button
          key={mode}
          type="button"
          aria-pressed={active === mode}
          disabled={Boolean(forced)}
          title={COLOUR_MODE_LABELS[mode]}
          onClick={() => chooseColourMode(mode)}
          className="rounded-md p-2 text-neutral-700 hover:bg-neutral-100 disabled:cursor-not-allowed disabled:opacity-50 aria-pressed:bg-primary-100 aria-pressed:text-primary-900 dark:text-neutral-200 dark:hover:bg-neutral-800 dark:aria-pressed:bg-primary-900 dark:aria-pressed:text-primary-100"
        >
          {icons[mode]}
          <span className="sr-only">{COLOUR_MODE_LABELS[mode]}</span>
        </button>
      ))}
    </div>
  );
}
