import { closeSync, fstatSync, fsyncSync, mkdirSync, openSync, readSync, statSync, writeSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomically } from './atomic-file.mjs';

/**
 * The local Content Lake's transaction log: one JSON line per committed transaction, appended with one write and an
 * fsync, so `kill -9` leaves at most a torn last line, which readers skip and the next append closes. Plain
 * JavaScript because `scripts/lake-history.mjs` (compact, export) runs it on plain Node too.
 *
 * A line: `{id, timestamp, author, authorName, documents: {[id]: {after, before?}}}`. `before` is written only
 * when it is not the `after` of that document's previous line (its first line, or after a change made outside the
 * lake), so an edit costs one copy of the document, not two.
 */

/** How many revisions of each document the log keeps; compaction drops older lines. */
export const MAX_REVISIONS_PER_DOCUMENT = 1000;

/** The log of a dataset folder: beside the reviewed `*.ndjson` files, in a folder git ignores. */
export function historyLogPath(contentDir) {
  return path.join(contentDir, '.history', 'transactions.ndjson');
}

/** @type {Map<string, import('./history-log.d.mts').HistoryLog>} */
const logs = /** @type {any} */ (globalThis.__stroompleinLakeHistory ??= new Map());

function emptyLog(file) {
  return { file, inode: -1, size: 0, entries: [], byDocument: new Map(), lastAfter: new Map(), skipped: 0 };
}

function index(log, entry) {
  const position = log.entries.length;
  for (const [id, change] of Object.entries(entry.documents)) {
    const before = 'before' in change ? change.before : (log.lastAfter.get(id) ?? null);
    entry.documents[id] = { before, after: change.after };
    log.lastAfter.set(id, change.after);
    const positions = log.byDocument.get(id) ?? [];
    positions.push(position);
    log.byDocument.set(id, positions);
  }
  log.entries.push(entry);
}

function readFrom(file, start, end) {
  const handle = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(end - start);
    let read = 0;
    while (read < buffer.length) {
      const count = readSync(handle, buffer, read, buffer.length - read, start + read);
      if (count === 0) break;
      read += count;
    }
    return buffer.subarray(0, read);
  } finally {
    closeSync(handle);
  }
}

/**
 * The log as on disk now, with each line's `before` filled in. Reads only what was appended since the last call;
 * reads everything again after a compaction (a new file) by this or another process.
 */
export function readHistoryLog(file) {
  let log = logs.get(file) ?? emptyLog(file);
  let stats;
  try {
    stats = statSync(file);
  } catch {
    log = emptyLog(file);
    logs.set(file, log);
    return log;
  }
  if (stats.ino !== log.inode || stats.size < log.size) log = { ...emptyLog(file), inode: stats.ino };
  if (stats.size > log.size) {
    const bytes = readFrom(file, log.size, stats.size);
    const lastNewline = bytes.lastIndexOf(0x0a);
    // A line without its newline is still being written, or was torn by a crash: read it once it is complete.
    const complete = lastNewline === -1 ? '' : bytes.subarray(0, lastNewline + 1).toString('utf8');
    for (const line of complete.split('\n')) {
      if (line.trim() === '') continue;
      let entry;
      try {
        entry = JSON.parse(line);
      } catch {
        log.skipped += 1;
        continue;
      }
      if (entry && typeof entry.id === 'string' && entry.documents && typeof entry.documents === 'object') {
        index(log, entry);
      } else log.skipped += 1;
    }
    log.size += Buffer.byteLength(complete);
  }
  logs.set(file, log);
  return log;
}

/**
 * Appends one transaction: `changes` are `{id, before, after}` as committed. Durable when it returns.
 * @returns {boolean} whether a document of it now has twice the revisions the log keeps (time to compact)
 */
export function appendToHistoryLog(file, transaction, changes) {
  const log = readHistoryLog(file);
  const documents = {};
  for (const { id, before, after } of changes) {
    const previous = log.lastAfter.has(id) ? log.lastAfter.get(id) : null;
    const implied = (previous?._rev ?? null) === (before?._rev ?? null);
    documents[id] = implied ? { after } : { before, after };
  }
  const line = JSON.stringify({ ...transaction, documents });
  mkdirSync(path.dirname(file), { recursive: true });
  const handle = openSync(file, 'a');
  try {
    // A torn last line from a crash gets its newline first, so this line stays whole.
    const size = fstatSync(handle).size;
    const endsClean = size === 0 || readFrom(file, size - 1, size)[0] === 0x0a;
    writeSync(handle, `${endsClean ? '' : '\n'}${line}\n`);
    fsyncSync(handle);
  } finally {
    closeSync(handle);
  }
  return changes.some(({ id }) => (log.byDocument.get(id)?.length ?? 0) + 1 > 2 * MAX_REVISIONS_PER_DOCUMENT);
}

/**
 * Rewrites the log keeping, for each document, its last `keep` revisions (a line stays when any of its documents
 * needs it). A kept line whose document lost its previous line gets that document's `before` written out.
 * @returns {{kept: number, dropped: number}}
 */
export function compactHistoryLog(file, keep = MAX_REVISIONS_PER_DOCUMENT) {
  const log = readHistoryLog(file);
  const kept = new Set();
  for (const positions of log.byDocument.values())
    for (const position of positions.slice(-keep)) kept.add(position);
  const lastKept = new Map();
  const lines = [];
  log.entries.forEach((entry, position) => {
    if (!kept.has(position)) return;
    const documents = {};
    for (const [id, { before, after }] of Object.entries(entry.documents)) {
      const positions = log.byDocument.get(id) ?? [];
      const previous = positions[positions.indexOf(position) - 1];
      const impliedStillTrue = previous === undefined ? before === null : lastKept.get(id) === previous;
      documents[id] = impliedStillTrue ? { after } : { before, after };
      lastKept.set(id, position);
    }
    lines.push(JSON.stringify({ ...entry, documents }));
  });
  writeFileAtomically(file, lines.length ? `${lines.join('\n')}\n` : '');
  logs.delete(file);
  return { kept: lines.length, dropped: log.entries.length - lines.length };
}
