'use client';

import { ThemeProvider, useTheme } from 'next-themes';
import {
  createContext,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';
import {
  COLOUR_MODE_LABELS,
  COLOUR_MODE_STORAGE_KEY,
  COLOUR_MODES,
  pageForcedColourMode,
  type ColourMode,
  type ForcedColourMode,
} from '@/lib/colour-mode';
import { cn } from '@/components/ui/cn';

const ForcedModeContext = createContext<Dispatch<SetStateAction<ForcedColourMode | undefined>>>(() => {});

/** next-themes with a page-level override: a page renders <ForceColourMode> to pin light or dark. */
export function ColourModeProvider({ children }: { children: ReactNode }) {
  const [forced, setForced] = useState<ForcedColourMode | undefined>(undefined);
  return (
    <ThemeProvider
      attribute="class"
      storageKey={COLOUR_MODE_STORAGE_KEY}
      themes={['light', 'dark']}
      defaultTheme="system"
      enableSystem
      disableTransitionOnChange
      forcedTheme={forced}
    >
      <ForcedModeContext.Provider value={setForced}>{children}</ForcedModeContext.Provider>
    </ThemeProvider>
  );
}

/**
 * Pins the colour mode while the page is shown. The marker element lets CSS apply the mode from the first paint;
 * "system" is ignored at page level.
 */
export function ForceColourMode({ mode }: { mode: ColourMode }) {
  const setForced = useContext(ForcedModeContext);
  const forced = pageForcedColourMode(mode);
  useEffect(() => {
    setForced(forced);
    return () => setForced(undefined);
  }, [forced, setForced]);
  return forced ? <span hidden data-forced-colour-mode={forced} /> : null;
}

const noopSubscribe = () => () => {};

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
  const { theme, setTheme, forcedTheme } = useTheme();
  // The stored choice is only known in the browser; render neutral on the server to avoid a mismatch.
  const mounted = useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
  const active = mounted ? (forcedTheme ?? theme) : undefined;
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
          disabled={mounted && Boolean(forcedTheme)}
          title={COLOUR_MODE_LABELS[mode]}
          onClick={() => setTheme(mode)}
          className="rounded-md p-2 text-neutral-700 hover:bg-neutral-100 disabled:cursor-not-allowed disabled:opacity-50 aria-pressed:bg-primary-100 aria-pressed:text-primary-900 dark:text-neutral-200 dark:hover:bg-neutral-800 dark:aria-pressed:bg-primary-900 dark:aria-pressed:text-primary-100"
        >
          {icons[mode]}
          <span className="sr-only">{COLOUR_MODE_LABELS[mode]}</span>
        </button>
      ))}
    </div>
  );
}
