import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes a file so that a crash leaves either the old or the new content, never a torn one: a temporary file in
 * the same folder, flushed to disk, then renamed over the original (rename is atomic on one file system).
 * @param {string} file
 * @param {string} text
 */
export function writeFileAtomically(file, text) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  const handle = openSync(temporary, 'w');
  try {
    writeSync(handle, text);
    fsyncSync(handle);
  } finally {
    closeSync(handle);
  }
  renameSync(temporary, file);
}
