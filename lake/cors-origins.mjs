// The local Content Lake's CORS origins, as a project's CORS list in Sanity (`sanity cors add <origin>
// [--credentials]`): the browser origins besides the site's own that may read the lake's answers, each with or
// without credentials (the Studio's session cookie, an `Authorization` header). Kept in the content folder; until
// one is written the list holds a standalone Studio's dev server, as Sanity's starters add it. Plain JavaScript:
// `npm run lake:cors` uses it without a build, the lake (cors.ts) through its types.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readSettings, settingsWhileUnchanged, writeSettings } from './settings-file.mjs';

/** `sanity dev`'s address: a standalone Studio on this machine. */
export const STANDALONE_STUDIO_ORIGIN = 'http://localhost:3333';

/** The list before any is stored. */
export const DEFAULT_CORS_ORIGINS = [
  { origin: STANDALONE_STUDIO_ORIGIN, allowCredentials: true, createdAt: null },
];

/** @param {string} contentDir */
export function corsOriginsPath(contentDir) {
  return path.join(contentDir, '.cors-origins.json');
}

/**
 * An origin as browsers send it (`https://studio.example`, lowercased, without a default port), or an error in Dutch.
 * @param {string} input
 */
export function normaliseOrigin(input) {
  // The lake compares origins exactly: a pattern would be stored and never match.
  if (input.includes('*')) throw new Error('geen jokertekens (*): voeg elke origin apart toe');
  let url;
  try {
    url = new URL(input.trim());
  } catch {
    throw new Error(`"${input}" is geen geldig adres (zoals https://studio.voorbeeld.be)`);
  }
  if (!['http:', 'https:'].includes(url.protocol))
    throw new Error('een origin begint met http:// of https://');
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash)
    throw new Error(`"${input}" is meer dan een origin: alleen schema, host en poort (${url.origin})`);
  return url.origin;
}

/**
 * The stored list, or the default when none is stored (an empty stored list stays empty).
 * @param {string} contentDir
 * @returns {import('./cors-origins.d.mts').CorsOrigin[]}
 */
export function readCorsOrigins(contentDir) {
  const file = corsOriginsPath(contentDir);
  return existsSync(file) ? readSettings(file) : DEFAULT_CORS_ORIGINS;
}

/**
 * Adds an origin, or changes whether it may send credentials when it is on the list already.
 * @param {string} contentDir
 * @param {string} input
 * @param {{ credentials?: boolean }} [options]
 */
export function addCorsOrigin(contentDir, input, { credentials = false } = {}) {
  const origin = normaliseOrigin(input);
  const entry = { origin, allowCredentials: credentials, createdAt: new Date().toISOString() };
  const others = readCorsOrigins(contentDir).filter((stored) => stored.origin !== origin);
  writeSettings(corsOriginsPath(contentDir), [...others, entry]);
  return entry;
}

/**
 * Removes an origin; false when it is not on the list.
 * @param {string} contentDir
 * @param {string} input
 */
export function removeCorsOrigin(contentDir, input) {
  const origin = normaliseOrigin(input);
  const origins = readCorsOrigins(contentDir);
  const kept = origins.filter((stored) => stored.origin !== origin);
  if (kept.length === origins.length) return false;
  writeSettings(corsOriginsPath(contentDir), kept);
  return true;
}

/**
 * Whether each listed origin may send credentials, read again only when the file changed (one stat a request): a
 * change the script makes counts from the next request on, on every instance.
 * @param {string} contentDir
 * @returns {Map<string, boolean>}
 */
export function currentCorsOrigins(contentDir) {
  const file = corsOriginsPath(contentDir);
  return settingsWhileUnchanged(
    file,
    (/** @type {import('./cors-origins.d.mts').CorsOrigin[]} */ stored) =>
      new Map(
        (existsSync(file) ? stored : DEFAULT_CORS_ORIGINS).map((entry) => [
          entry.origin,
          entry.allowCredentials,
        ]),
      ),
  );
}
