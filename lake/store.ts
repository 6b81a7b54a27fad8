import 'server-only';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomically } from './atomic-file.mjs';
import { fileVersion, parseNdjson } from './dataset-files';
import { lakeHost } from './host';
import { publishedIdOf } from './ids';

/**
 * The local Content Lake's storage: the same `*.ndjson` files the site reads (the folder
 * the host names). Each transaction is applied
 * in memory and written at once, one atomic file replace per touched file (temp file + rename), so an edit in the
 * Studio is a reviewable diff of the dataset and survives `kill -9`. Everything here is synchronous: in one Node
 * process a transaction cannot interleave with another, so reading, checking and writing need no lock.
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

const contentDir = () => lakeHost().dataset.directory;

function datasetFiles(): string[] {
  return readdirSync(/*turbopackIgnore: true*/ contentDir())
    .filter((name) => name.endsWith('.ndjson'))
    .sort();
}

function signatureOf(files: string[]): string {
  return files
    .map((name) => `${name}:${fileVersion(path.join(/*turbopackIgnore: true*/ contentDir(), name))}`)
    .join('|');
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
 * Stores the documents of one transaction (null deletes) and returns what changed. Callers have already checked
 * revisions against `getDocument`; nothing else runs between that check and this write.
 */
export function writeDocuments(next: Map<string, LakeDocument | null>): DocumentChange[] {
  const current = snapshot();
  const changes: DocumentChange[] = [];
  const touchedFiles = new Set<string>();
  for (const [id, document] of next) {
    const before = current.byId.get(id)?.document ?? ephemeral.get(id) ?? null;
    if (before === null && document === null) continue;
    changes.push({ id, before, after: document });
    if (isEphemeral(document ?? before)) {
      if (document) ephemeral.set(id, document);
      else ephemeral.delete(id);
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
  // Our own write is already in memory: remember the new mtimes instead of parsing everything again.
  current.signature = signatureOf(datasetFiles());
  return changes;
}
