import 'server-only';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomically } from './atomic-file.mjs';
import { fileVersion, parseNdjson } from './dataset-files';
import { historyLogPath } from './history-log.mjs';
import { lakeHost } from './host';
import { publishedIdOf } from './ids';

/**
 * The local Content Lake's storage: the same `*.ndjson` files the site reads (the folder
 * the host names). Each transaction is applied
 * in memory and written at once, one atomic file replace per touched file (temp file + rename), so an edit in the
 * Studio is a reviewable diff of the dataset and survives `kill -9`.
 *
 * Several processes may serve one folder (the instances of `npm run cluster`). What is in memory is a copy of the
 * files, checked before every read: any change on disk, by another process or by hand, is read again. Writers take
 * the folder's lock (dataset-lock.mjs, in transactions.ts), so the copy a transaction starts from is the latest.
 */

export interface LakeDocument {
  _id: string;
  _type: string;
  _rev?: string;
  _createdAt?: string;
  _updatedAt?: string;
  [field: string]: unknown;
}

interface StoredLine {
  document: LakeDocument;
  /** The line as read, kept so an untouched document is written back byte for byte. */
  text: string | null;
}

interface Snapshot {
  signature: string;
  byId: Map<string, StoredLine>;
  /** Each file's document ids in file order. */
  files: Map<string, string[]>;
  fileOf: Map<string, string>;
}

/** A document before and after one transaction (null: absent). */
export interface DocumentChange {
  id: string;
  before: LakeDocument | null;
  after: LakeDocument | null;
}

/** What a change did to its document, in the Content Lake's words (mutation results, webhooks). */
export const operationOf = (before: LakeDocument | null, after: LakeDocument | null) =>
  before === null ? 'create' : after === null ? 'delete' : 'update';

const DEFAULT_FILE = 'dataset.ndjson';

/**
 * Documents that are not content: the Presentation tool's one-hour preview secrets. Kept in memory only, so they
 * never show up in the dataset's diff (a restart just asks the editor to open the preview again).
 */
const EPHEMERAL_TYPES = new Set(['sanity.previewUrlSecret']);

export function isEphemeral(document: LakeDocument | null): boolean {
  return EPHEMERAL_TYPES.has(document?._type ?? '');
}

// Shared through globalThis: route handlers are bundled apart but run in one process.
const state = globalThis as typeof globalThis & {
  __stroompleinLake?: Snapshot;
  __stroompleinLakeEphemeral?: Map<string, LakeDocument>;
};
const ephemeral = (state.__stroompleinLakeEphemeral ??= new Map());

function keepEphemeral(id: string, document: LakeDocument | null) {
  if (document) ephemeral.set(id, document);
  else ephemeral.delete(id);
}

/** What another instance committed of the documents kept in memory only: this instance keeps them too. */
export function keepEphemeralChanges(changes: DocumentChange[]): void {
  for (const { id, before, after } of changes) if (isEphemeral(after ?? before)) keepEphemeral(id, after);
}

const contentDir = () => lakeHost().dataset.directory;

function datasetFiles(): string[] {
  return readdirSync(/*turbopackIgnore: true*/ contentDir())
    .filter((name) => name.endsWith('.ndjson'))
    .sort();
}

/**
 * What tells this state of the folder from the next. The transaction log counts too: every logged commit makes it
 * longer, so another process's commit shows even when a rewritten dataset file happens to look the same.
 */
function signatureOf(files: string[]): string {
  const directory = contentDir();
  let log = 'none';
  try {
    const stats = statSync(historyLogPath(directory));
    log = `${stats.ino}:${stats.size}`;
  } catch {
    // No log yet: nothing was committed here.
  }
  return [
    ...files.map((name) => `${name}:${fileVersion(path.join(/*turbopackIgnore: true*/ directory, name))}`),
    `log:${log}`,
  ].join('|');
}

/** A stable revision for a document stored without one (the bundled dataset): the hash of its line. */
function contentRevision(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 22);
}

function load(files: string[], signature: string): Snapshot {
  const snapshot: Snapshot = { signature, byId: new Map(), files: new Map(), fileOf: new Map() };
  for (const name of files) {
    const text = readFileSync(path.join(/*turbopackIgnore: true*/ contentDir(), name), 'utf8');
    const lines = text.split('\n').filter((line) => line.trim() !== '');
    const documents = parseNdjson(text, name) as LakeDocument[];
    const ids: string[] = [];
    documents.forEach((document, index) => {
      const line = lines[index] ?? JSON.stringify(document);
      document._rev ??= contentRevision(line);
      snapshot.byId.set(document._id, { document, text: line });
      snapshot.fileOf.set(document._id, name);
      ids.push(document._id);
    });
    snapshot.files.set(name, ids);
  }
  return snapshot;
}

/** The store as on disk; re-read when a file changed underneath (an edit by hand, `content:import`). */
export function snapshot(): Snapshot {
  const files = datasetFiles();
  const signature = signatureOf(files);
  const current = state.__stroompleinLake;
  if (current?.signature === signature) return current;
  state.__stroompleinLake = load(files, signature);
  return state.__stroompleinLake;
}

export function getDocument(id: string): LakeDocument | null {
  return snapshot().byId.get(id)?.document ?? ephemeral.get(id) ?? null;
}

export function allDocuments(): LakeDocument[] {
  return [...[...snapshot().byId.values()].map(({ document }) => document), ...ephemeral.values()];
}

/** Where a new document goes: beside its published or draft sibling, else the main dataset file. */
function fileForNewDocument(current: Snapshot, id: string): string {
  const publishedId = publishedIdOf(id);
  const sibling = current.fileOf.get(publishedId) ?? current.fileOf.get(`drafts.${publishedId}`);
  if (sibling) return sibling;
  if (current.files.has(DEFAULT_FILE) || current.files.size === 0) return DEFAULT_FILE;
  return [...current.files.keys()][0] ?? DEFAULT_FILE;
}

/**
 * Stores the documents of one transaction (null deletes) and returns what changed. Callers hold the folder's lock and
 * have already checked revisions against `getDocument`; nothing else runs between that check and this write. When
 * a file cannot be written, the copy in memory is dropped, so what is served is read from disk again.
 */
export function writeDocuments(next: Map<string, LakeDocument | null>): DocumentChange[] {
  try {
    return applyAndWrite(next);
  } catch (error) {
    state.__stroompleinLake = undefined;
    throw error;
  }
}

/** After this process's own commit (files and log written): the copy in memory is the state on disk. */
export function rememberOwnCommit(): void {
  const current = state.__stroompleinLake;
  if (current) current.signature = signatureOf(datasetFiles());
}

function applyAndWrite(next: Map<string, LakeDocument | null>): DocumentChange[] {
  const current = snapshot();
  const changes: DocumentChange[] = [];
  const touchedFiles = new Set<string>();
  for (const [id, document] of next) {
    const before = current.byId.get(id)?.document ?? ephemeral.get(id) ?? null;
    if (before === null && document === null) continue;
    changes.push({ id, before, after: document });
    if (isEphemeral(document ?? before)) {
      keepEphemeral(id, document);
      continue;
    }
    const file = current.fileOf.get(id) ?? fileForNewDocument(current, id);
    touchedFiles.add(file);
    const ids = current.files.get(file) ?? [];
    current.files.set(file, ids);
    if (document === null) {
      current.byId.delete(id);
      current.fileOf.delete(id);
      ids.splice(ids.indexOf(id), 1);
    } else {
      current.byId.set(id, { document, text: null });
      if (!current.fileOf.has(id)) ids.push(id);
      current.fileOf.set(id, file);
    }
  }
  for (const file of touchedFiles) {
    const lines = (current.files.get(file) ?? []).map((id) => {
      const stored = current.byId.get(id);
      return stored?.text ?? JSON.stringify(stored?.document);
    });
    writeFileAtomically(
      path.join(/*turbopackIgnore: true*/ contentDir(), file),
      lines.length ? `${lines.join('\n')}\n` : '',
    );
  }
  return changes;
}
