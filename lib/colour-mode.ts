export const COLOUR_MODES = ['system', 'light', 'dark'] as const;
export type ColourMode = (typeof COLOUR_MODES)[number];
export type ForcedColourMode = Exclude<ColourMode, 'system'>;

/** localStorage key holding the visitor's choice. */
export const COLOUR_MODE_STORAGE_KEY = 'stroomplein-colour-mode';

/** The media query that tells whether the system asks for dark. */
export const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)';

/** A page may force light or dark; forcing "system" is meaningless at page level and is ignored. */
export function pageForcedColourMode(requested: ColourMode | undefined): ForcedColourMode | undefined {
  return requested === 'light' || requested === 'dark' ? requested : undefined;
}

/** The stored choice; anything else (nothing stored, an old or foreign value) means "system". */
export function storedColourMode(raw: string | null | undefined): ColourMode {
  return raw === 'light' || raw === 'dark' ? raw : 'system';
}

/** The mode a page shows: the page's forced mode, else the visitor's choice, else the system's. */
export function resolvedColourMode(
  choice: ColourMode,
  forced: ForcedColourMode | undefined,
  systemDark: boolean,
): ForcedColourMode {
  return forced ?? (choice === 'system' ? (systemDark ? 'dark' : 'light') : choice);
}

/**
 * Inlined at the top of <body>, so the stored or system mode is on <html> before the first paint (a page's forced
 * mode follows in FORCED_COLOUR_MODE_SCRIPTS). Same rules as resolvedColourMode; storage may be refused.
 */
export const COLOUR_MODE_SCRIPT = `(()=>{let m;try{m=localStorage.getItem(${JSON.stringify(COLOUR_MODE_STORAGE_KEY)})}catch(e){}if(m!=="light"&&m!=="dark")m=matchMedia(${JSON.stringify(SYSTEM_DARK_QUERY)}).matches?"dark":"light";document.documentElement.classList.add(m)})()`;

export const COLOUR_MODE_LABELS: Record<ColourMode, string> = {
  system: 'Systeem',
  light: 'Licht',
  dark: 'Donker',
};

/**
 * Rendered by a page that forces a mode (ForceColourMode), where the parser meets it: the mode is on <html> before
 * that page paints. A script and not a CSS `:has()` marker: `:root:has(…)` in every `dark:` selector made a page's
 * style work up to three times as long at a slow phone's CPU (Chromium traces, issue 17).
 */
export const FORCED_COLOUR_MODE_SCRIPTS: Record<ForcedColourMode, string> = {
  light: 'document.documentElement.classList.replace("dark","light")',
  dark: 'document.documentElement.classList.replace("light","dark")',
};
