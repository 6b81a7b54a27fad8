import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_STYLES_MANIFEST } from './paths.mjs';

export type SiteStyles = { href: string; firstScreen: string };

let cached: SiteStyles | null | undefined;

/**
 * What lib/server/site-styles/build.mjs wrote for this build: the stylesheet's address and the first screen's part of it.
 * Null under `next dev`, where the root layout imports the stylesheet for hot reloading instead.
 */
export function siteStyles(): SiteStyles | null {
  if (cached !== undefined) return cached;
  // A production build's manifest may lie in the same folder: `next dev` must not serve its old styles.
  if (process.env.NODE_ENV !== 'production') return (cached = null);
  const file = join(
    /*turbopackIgnore: true*/ process.cwd(),
    process.env.NEXT_DIST_DIR ?? '.next',
    SITE_STYLES_MANIFEST,
  );
  cached = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SiteStyles) : null;
  return cached;
}
