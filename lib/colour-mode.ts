export const COLOUR_MODES = ['system', 'light', 'dark'] as const;
export type ColourMode = (typeof COLOUR_MODES)[number];
export type ForcedColourMode = Exclude<ColourMode, 'system'>;

/** localStorage key holding the visitor's choice. */
export const COLOUR_MODE_STORAGE_KEY = 'stroomplein-colour-mode';

/** A page may force light or dark; forcing "system" is meaningless at page level and is ignored. */
export function pageForcedColourMode(requested: ColourMode | undefined): ForcedColourMode | undefined {
  return requested === 'light' || requested === 'dark' ? requested : undefined;
}

export const COLOUR_MODE_LABELS: Record<ColourMode, string> = {
  system: 'Systeem',
  light: 'Licht',
  dark: 'Donker',
};
