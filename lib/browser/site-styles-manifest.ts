/**
 * The browser bundle's stand-in for lib/server/site-styles/manifest.ts (next.config.ts): the first screen's styles
 * are inlined by the server render only.
 */
export function siteStyles(): { href: string; firstScreen: string } | null {
  return null;
}
