import 'server-only';
import {
  appendToHistoryLog,
  compactHistoryLog,
  historyLogPath,
  readHistoryLog,
  type HistoryEntry,
} from './history-log.mjs';
import { LakeError } from './errors';
import { lakeHost } from './host';
import { documentEffects } from './mendoza-encode';
import { draftIdOf, isVersionId, publishedIdOf } from './ids';
import { getDocument, isEphemeral, type LakeDocument } from './store';
import type { CommittedTransaction } from './transactions';

/**
 * History as the Content Lake serves it, read from the transaction log (history-log.mjs): the translog the
 * Studio's timeline aligns on (`/data/history/:ds/transactions/:ids`) and documents at a revision or a time
 * (`/data/history/:ds/documents/:ids`). Each revision's mendoza effects name only what it changed
 * (mendoza-encode.ts), as the Studio replays every one of them.
 */

/** The author of revisions that came with the dataset (the bundled files, an import) rather than an editor. */
export const DATASET_AUTHOR = { id: 'stroomplein-dataset', displayName: 'Gebundelde inhoud' };

const logFile = () => historyLogPath(lakeHost().dataset.directory);

export interface Author {
  uid: string;
  name: string;
}

/** Appends a committed transaction to the log (preview secrets are not content and stay out). */
export function recordTransaction(transaction: CommittedTransaction, author: Author) {
  const changes = transaction.changes.filter(({ before, after }) => !isEphemeral(after ?? before));
  if (changes.length === 0) return;
  const crowded = appendToHistoryLog(
    logFile(),
    {
      id: transaction.transactionId,
      timestamp: transaction.timestamp,
      author: author.uid,
      authorName: author.name,
    },
    changes,
  );
  if (crowded) compactHistoryLog(logFile());
}

/** One step in a document's life: the transaction and the document as it left it (null: absent). */
interface Revision {
  id: string;
  timestamp: string;
  author: string;
  documents: Record<string, { before: LakeDocument | null; after: LakeDocument | null }>;
}

const timeOf = (document: LakeDocument) =>
  document._updatedAt ?? document._createdAt ?? new Date(0).toISOString();

/**
 * Every revision of these documents, oldest first: the logged transactions, framed by what the log cannot know.
 * Before the first logged change a document had a state from the dataset (its origin); a change made outside the
 * lake (a file edited by hand, an import) shows as one more revision, so the current `_rev` always closes the chain.
 */
function revisionsOf(ids: readonly string[]): Revision[] {
  const log = readHistoryLog(logFile());
  const positions = [...new Set(ids.flatMap((id) => log.byDocument.get(id) ?? []))].sort((a, b) => a - b);
  const logged = positions.map((position) => log.entries[position] as HistoryEntry);
  const origins: Revision[] = [];
  const external: Revision[] = [];
  for (const id of ids) {
    const own = logged.filter((entry) => id in entry.documents);
    const first = own[0]?.documents[id]?.before ?? (own.length === 0 ? getDocument(id) : null);
    if (first?._rev) {
      origins.push({
        id: first._rev,
        timestamp: timeOf(first),
        author: DATASET_AUTHOR.id,
        documents: { [id]: { before: null, after: first } },
      });
    }
    const last = own.length ? (own.at(-1)?.documents[id]?.after ?? null) : first;
    const current = getDocument(id);
    if ((last?._rev ?? null) !== (current?._rev ?? null)) {
      external.push({
        id: current?._rev ?? `${last?._rev}-verwijderd`,
        timestamp: current ? timeOf(current) : new Date().toISOString(),
        author: DATASET_AUTHOR.id,
        documents: { [id]: { before: last, after: current } },
      });
    }
  }
  const byTime = (a: Revision, b: Revision) => a.timestamp.localeCompare(b.timestamp);
  return [...origins.sort(byTime), ...logged, ...external.sort(byTime)];
}

export interface TransactionQuery {
  ids: string[];
  reverse: boolean;
  limit?: number;
  fromTransaction?: string;
  toTransaction?: string;
  fromTime?: string;
  toTime?: string;
  effects: boolean;
  mutations: boolean;
  identifiedOnly: boolean;
}

/** Bounds are inclusive, as in the Content Lake; an unknown transaction id is a 400, not an empty answer. */
function slice(revisions: Revision[], query: TransactionQuery): Revision[] {
  const indexOf = (id: string | undefined, fallback: number) => {
    if (id === undefined) return fallback;
    const index = revisions.findIndex((revision) => revision.id === id);
    if (index === -1)
      throw new LakeError(400, `Transactie ${id.slice(0, 80)} hoort niet bij deze documenten.`);
    return index;
  };
  let selected = revisions.slice(
    indexOf(query.fromTransaction, 0),
    indexOf(query.toTransaction, revisions.length - 1) + 1,
  );
  if (query.fromTime) selected = selected.filter(({ timestamp }) => timestamp >= query.fromTime!);
  if (query.toTime) selected = selected.filter(({ timestamp }) => timestamp <= query.toTime!);
  if (query.reverse) selected.reverse();
  return query.limit === undefined ? selected : selected.slice(0, query.limit);
}

/** The translog lines, as `/data/history/:ds/transactions/:ids` streams them (one JSON object a line). */
export function transactionLines(query: TransactionQuery): string[] {
  return slice(revisionsOf(query.ids), query).map((revision) => {
    const shown = Object.entries(revision.documents).filter(
      ([id]) => !query.identifiedOnly || query.ids.includes(id),
    );
    return JSON.stringify({
      id: revision.id,
      timestamp: revision.timestamp,
      author: revision.author,
      documentIDs: shown.map(([id]) => id),
      ...(query.effects
        ? {
            effects: Object.fromEntries(
              shown.map(([id, { before, after }]) => [id, documentEffects(before, after)]),
            ),
          }
        : {}),
      ...(query.mutations
        ? {
            mutations: shown.map(([id, { after }]) =>
              after ? { createOrReplace: after } : { delete: { id } },
            ),
          }
        : {}),
    });
  });
}

export type RevisionPoint = { revision: string } | { time: string } | { lastRevision: true };

/** Each document as it was at a revision, at a time, or at its last existing revision (a deleted document). */
export function documentsAt(ids: string[], point: RevisionPoint): LakeDocument[] {
  return ids.flatMap((id) => {
    const states = revisionsOf([id]).map((revision) => revision.documents[id]?.after ?? null);
    let found: LakeDocument | null | undefined;
    if ('revision' in point) found = states.find((document) => document?._rev === point.revision);
    else if ('time' in point) {
      const revisions = revisionsOf([id]).filter((revision) => revision.timestamp <= point.time);
      found = revisions.at(-1)?.documents[id]?.after;
    } else found = states.findLast((document) => document !== null);
    return found ? [found] : [];
  });
}

/** Names of the editors who made revisions, for the Studio's `/users/:ids`. */
export function historyAuthors(): Map<string, string> {
  const authors = new Map<string, string>([[DATASET_AUTHOR.id, DATASET_AUTHOR.displayName]]);
  for (const entry of readHistoryLog(logFile()).entries) {
    if (entry.authorName) authors.set(entry.author, entry.authorName);
  }
  return authors;
}

/** A document that is gone (no published document, no draft), as the "Verwijderd" list shows it. */
export interface DeletedDocument {
  /** The published id: the Studio opens the document by it and offers its last revision back. */
  id: string;
  type: string;
  title: string | null;
  deletedAt: string;
  deletedBy: string;
}

/** How long deleted documents stay in the "Verwijderd" list. */
export const DELETED_LIST_DAYS = 90;

/** What an editor knows a document by: the field each type shows as its title (a redirect by its two paths). */
function titleOf(document: LakeDocument): string | null {
  if (typeof document.source === 'string' && typeof document.destination === 'string')
    return `${document.source} → ${document.destination}`;
  for (const field of ['title', 'question', 'term', 'name', 'heading', 'route']) {
    const value = document[field];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
}

/** Releases, assets and the Studio's own documents are not what an editor deletes from a list. */
const isEditorDocument = (document: LakeDocument) =>
  !document._id.startsWith('_.') && !/^(sanity|system)\./.test(document._type);

/**
 * Documents deleted in the last DELETED_LIST_DAYS days that are still gone, newest deletion first: for each, the
 * last transaction that removed it (its published document or its draft, whichever went last), with the state it
 * had just before. A draft thrown away while its published document stays is not a deletion.
 */
export function deletedDocuments(now = Date.now()): DeletedDocument[] {
  const since = new Date(now - DELETED_LIST_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const authors = historyAuthors();
  const found = new Map<string, DeletedDocument>();
  const entries = readHistoryLog(logFile()).entries;
  for (let index = entries.length - 1; index >= 0; index--) {
    const entry = entries[index]!;
    if (entry.timestamp < since) break;
    for (const [id, { before, after }] of Object.entries(entry.documents)) {
      if (after !== null || before === null || isVersionId(id) || !isEditorDocument(before)) continue;
      const publishedId = publishedIdOf(id);
      if (found.has(publishedId) || getDocument(publishedId) || getDocument(draftIdOf(publishedId))) continue;
      found.set(publishedId, {
        id: publishedId,
        type: before._type,
        title: titleOf(before),
        deletedAt: entry.timestamp,
        deletedBy: entry.authorName ?? authors.get(entry.author) ?? entry.author,
      });
    }
  }
  return [...found.values()];
}
