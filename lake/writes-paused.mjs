import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomically } from './atomic-file.mjs';

/**
 * A pause on the lake's writes while a script replaces the dataset files under it (`npm run content:export`,
 * `npm run lake:history -- compact`): the lake answers 503 with Retry-After, the Studio keeps the editor's changes
 * in the browser, says they are not saved yet and tries again. Plain JavaScript: the scripts take the pause too.
 * A pause whose process is gone (killed mid-way) no longer counts.
 */

const PAUSE_FILE = '.schrijfpauze.json';

/** @param {string} contentDir @param {string} reason shown to the editor, in Dutch */
export function pauseWrites(contentDir, reason) {
  const file = path.join(contentDir, PAUSE_FILE);
  writeFileAtomically(file, JSON.stringify({ reason, pid: process.pid, since: new Date().toISOString() }));
  return () => rmSync(file, { force: true });
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/** @param {string} contentDir @returns {string | null} why writes are paused, or null */
export function writesPausedBecause(contentDir) {
  let pause;
  try {
    pause = JSON.parse(readFileSync(path.join(contentDir, PAUSE_FILE), 'utf8'));
  } catch {
    return null;
  }
  if (typeof pause?.pid === 'number' && !alive(pause.pid)) return null;
  return typeof pause?.reason === 'string' ? pause.reason : 'de inhoud wordt bijgewerkt';
}
