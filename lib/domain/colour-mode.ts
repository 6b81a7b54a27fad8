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

/** The id of the element after COLOUR_MODE_SCRIPT: `<link rel="expect" blocking="render">` holds the first paint for it. */
export const COLOUR_MODE_SET_ID = 'kleurmodus-gezet';

export const COLOUR_MODE_LABELS: Record<ColourMode, string> = {
  system: 'Systeem',
  light: 'Licht',
  dark: 'Donker',
};
