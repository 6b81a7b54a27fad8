// The lake's settings in the content folder (API tokens, webhooks, CORS origins): JSON lists written atomically by
// the scripts and read by every instance on the folder, again as soon as the file changed. Plain JavaScript, as its
// users.
import { readFileSync, statSync } from 'node:fs';
import { writeFileAtomically } from './atomic-file.mjs';

/** The list in `file`, or an empty one before the first is written. @param {string} file */
export function readSettings(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return [];
    throw error;
  }
}

/** @param {string} file @param {unknown[]} list */
export function writeSettings(file, list) {
  writeFileAtomically(file, JSON.stringify(list, null, 2));
}

/** @type {Map<string, { version: string, value: unknown }>} */
const derived = new Map();

/**
 * `derive(list)` of the file's list, worked out again only when the file changed: one stat a call, so a change a
 * script makes counts from the next request on, on every instance.
 * @template T
 * @param {string} file
 * @param {(list: any[]) => T} derive
 * @returns {T}
 */
export function settingsWhileUnchanged(file, derive) {
  let version = 'none';
  try {
    // The inode too: an atomic replace within the clock's tick keeps the modification time.
    const { ino, mtimeMs, size } = statSync(file);
    version = `${ino}:${mtimeMs}:${size}`;
  } catch {
    // Not written yet.
  }
  let entry = derived.get(file);
  if (entry?.version !== version) {
    entry = { version, value: derive(readSettings(file)) };
    derived.set(file, entry);
  }
  return /** @type {T} */ (entry.value);
}
