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
 * Inlined at the end of <body>: a script waits for the stylesheet, so one at the top kept the parser from the page
 * until the CSS came and the page then painted in pieces. At the end the parser has the whole page by then;
 * the first paint waits for COLOUR_MODE_SET_ID, which follows the script. A page's forced mode (set earlier in the
 * HTML by FORCED_COLOUR_MODE_SCRIPTS) is kept. Same rules as resolvedColourMode; storage may be refused.
 */
export const COLOUR_MODE_SCRIPT = `(()=>{let m;try{m=localStorage.getItem(${JSON.stringify(COLOUR_MODE_STORAGE_KEY)})}catch(e){}if(m!=="light"&&m!=="dark")m=matchMedia(${JSON.stringify(SYSTEM_DARK_QUERY)}).matches?"dark":"light";const c=document.documentElement.classList;if(!c.contains("light")&&!c.contains("dark"))c.add(m)})()`;

/** The id of the element after COLOUR_MODE_SCRIPT: `<link rel="expect" blocking="render">` holds the first paint for it. */
export const COLOUR_MODE_SET_ID = 'kleurmodus-gezet';

export const COLOUR_MODE_LABELS: Record<ColourMode, string> = {
  system: 'Systeem',
  light: 'Licht',
  dark: 'Donker',
};

/**
 * Rendered by a page that forces a mode (ForceColourMode), where the parser meets it, so before COLOUR_MODE_SCRIPT at
 * the end of <body>, which then keeps it: the mode is on <html> before that page paints. A script and not a CSS
 * `:has()` marker: `:root:has(…)` in every `dark:` selector made a page's style work several times as long on a
 * slow phone's CPU. In a block, so its `const` stays out of the page's global scope.
 */
export const FORCED_COLOUR_MODE_SCRIPTS: Record<ForcedColourMode, string> = {
  light: '{const c=document.documentElement.classList;c.replace("dark","light")||c.add("light")}',
  dark: '{const c=document.documentElement.classList;c.replace("light","dark")||c.add("dark")}',
};
