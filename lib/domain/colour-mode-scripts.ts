// The colour mode's inline scripts, for the server's HTML and its CSP hashes: apart from colour-mode.ts, which the
// colour-mode switch on every page imports, so that the browser does not download them as well.
import { COLOUR_MODE_STORAGE_KEY, SYSTEM_DARK_QUERY, type ForcedColourMode } from './colour-mode';

/**
 * Inlined at the end of <body>: a script waits for the stylesheet, so one at the top kept the parser from the page
 * until the CSS came and the page then painted in pieces. At the end the parser has the whole page by then;
 * the first paint waits for COLOUR_MODE_SET_ID, which follows the script. A page's forced mode (set earlier in the
 * HTML by FORCED_COLOUR_MODE_SCRIPTS) is kept. Same rules as resolvedColourMode; storage may be refused.
 */
export const COLOUR_MODE_SCRIPT = `(()=>{let m;try{m=localStorage.getItem(${JSON.stringify(COLOUR_MODE_STORAGE_KEY)})}catch(e){}if(m!=="light"&&m!=="dark")m=matchMedia(${JSON.stringify(SYSTEM_DARK_QUERY)}).matches?"dark":"light";const c=document.documentElement.classList;if(!c.contains("light")&&!c.contains("dark"))c.add(m)})()`;

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
