import 'server-only';
import {
  appendToHistoryLog,
  compactHistoryLog,
  historyLogPath,
  readHistoryLog,
  type HistoryEntry,
} from './history-log.mjs';
import type { LakeRequest } from './data-api';
import { LakeError } from './errors';
import { lakeHost } from './host';
import { json } from './http';
import { requireEditor } from './identity';
import { documentEffects } from './mendoza-encode';
import {
  draftIdOf,
  isDraftId,
  isValidDocumentId,
  isVersionId,
  publishedIdOf,
  RELEASE_DOCUMENT_PREFIX,
  releaseIdOfVersion,
} from './ids';
import { getDocument, isEphemeral, type LakeDocument } from './store';
import type { CommittedTransaction } from './transactions';

/**
 * History as the Content Lake serves it, read from the transaction log (history-log.mjs): the translog the
 * Studio's timeline aligns on (`/data/history/:ds/transactions/:ids`), documents at a revision or a time
 * (`/data/history/:ds/documents/:ids`) and the document events the Studio's history and "Wijzigingen beoordelen"
 * are made of (`/data/history/:ds/events/documents/:ids`). Each revision's mendoza effects name only what it
 * changed (mendoza-encode.ts), as the Studio replays every one of them.
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

/**
 * The revision of the published document a draft's history names (a live write: see `revisionEvents`), which the
 * draft's own translog does not hold: the draft's transactions are bounded by its time instead.
 */
function liveRevisionTime(ids: readonly string[], revisionId: string): string | undefined {
  const published = [...new Set(ids.filter((id) => !isVersionId(id)).map(publishedIdOf))];
  return revisionsOf(published).find(({ id }) => id === revisionId)?.timestamp;
}

/** Bounds are inclusive, as in the Content Lake; an unknown transaction id is a 400, not an empty answer. */
function slice(revisions: Revision[], query: TransactionQuery): Revision[] {
  let { fromTime, toTime } = query;
  const indexOf = (id: string | undefined, fallback: number, bound: 'from' | 'to') => {
    // The Studio asks `fromTransaction=` (empty) for a document whose events name no revision: from the start.
    if (!id) return fallback;
    const index = revisions.findIndex((revision) => revision.id === id);
    if (index !== -1) return index;
    const time = liveRevisionTime(query.ids, id);
    if (time === undefined)
      throw new LakeError(400, `Transactie ${id.slice(0, 80)} hoort niet bij deze documenten.`);
    if (bound === 'from') fromTime = fromTime && fromTime > time ? fromTime : time;
    else toTime = toTime && toTime < time ? toTime : time;
    return fallback;
  };
  let selected = revisions.slice(
    indexOf(query.fromTransaction, 0, 'from'),
    indexOf(query.toTransaction, revisions.length - 1, 'to') + 1,
  );
  if (fromTime) selected = selected.filter(({ timestamp }) => timestamp >= fromTime!);
  if (toTime) selected = selected.filter(({ timestamp }) => timestamp <= toTime!);
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
    if ('revision' in point) {
      found = states.find((document) => document?._rev === point.revision);
      // A draft's history also names the live revisions of its published document (`revisionEvents`).
      if (!found && isDraftId(id)) found = documentsAt([publishedIdOf(id)], point)[0];
    } else if ('time' in point) {
      const revisions = revisionsOf([id]).filter((revision) => revision.timestamp <= point.time);
      found = revisions.at(-1)?.documents[id]?.after;
    } else found = states.findLast((document) => document !== null);
    return found ? [found] : [];
  });
}

/** Why a draft or version became the published document. */
type PublishCause = 'document.publish' | 'release.publish' | 'release.schedule';

/** Which version of the group an event is about: the draft (`releaseId` empty) or a release's version. */
interface VersionFields {
  releaseId: string;
  versionId: string;
  /** The version's revision the event starts from or leaves behind. */
  versionRevisionId: string;
}

interface EventBase {
  author: string;
  timestamp: string;
  /** The group's published id, whichever document the events were asked for. */
  documentId: string;
}

/**
 * An event of a document group, as the Content Lake's events API gives it. Edits of a draft or version are not
 * events: the Studio makes those from the translog itself.
 */
export type DocumentGroupEvent = EventBase &
  (
    | ({ type: 'createDocumentVersion' | 'deleteDocumentVersion' | 'unpublishDocument' } & VersionFields)
    | ({ type: 'publishDocumentVersion'; revisionId: string; publishCause: PublishCause } & VersionFields)
    | { type: 'createLiveDocument' | 'updateLiveDocument'; revisionId: string }
    | { type: 'deleteDocumentGroup' }
  );

/** An event, the revision it came with, and the documents whose history shows it. */
interface GroupEvent {
  revision: string;
  event: DocumentGroupEvent;
  shownFor: string[];
}

type Change = Revision['documents'][string];

function kindOf(change: Change | undefined): 'created' | 'updated' | 'deleted' | null {
  if (!change || (change.before === null && change.after === null)) return null;
  if (change.before === null) return 'created';
  return change.after === null ? 'deleted' : 'updated';
}

/**
 * The events one revision makes for the group of `publishedId`, told by what it did to the group's documents
 * (`current`: the published document and the draft as they were before it). A draft or version that leaves as the
 * published document changes is a publish; the published document leaving is an unpublish while a draft stays (or a
 * release's version said so), else the whole group's deletion; the published document written without either is
 * a live edit. At most one event per document's history.
 */
function revisionEvents(
  revision: Revision,
  publishedId: string,
  current: ReadonlyMap<string, LakeDocument | null>,
): GroupEvent[] {
  const draftId = draftIdOf(publishedId);
  const base: EventBase = { author: revision.author, timestamp: revision.timestamp, documentId: publishedId };
  const fields = (id: string, document: LakeDocument | null): VersionFields => ({
    releaseId: isVersionId(id) ? releaseIdOfVersion(id) : '',
    versionId: id,
    versionRevisionId: document?._rev ?? revision.id,
  });
  const found: GroupEvent[] = [];
  const told = new Set<string>();
  const add = (event: DocumentGroupEvent, shownFor: string[]) => {
    found.push({ revision: revision.id, event, shownFor });
    for (const id of shownFor) told.add(id);
  };
  const published = revision.documents[publishedId];
  const draft = revision.documents[draftId];
  const versions = Object.entries(revision.documents).filter(
    ([id]) => isVersionId(id) && publishedIdOf(id) === publishedId,
  );
  const leaving = versions.filter(([, change]) => kindOf(change) === 'deleted');
  const publishedKind = kindOf(published);

  if (publishedKind === 'created' || publishedKind === 'updated') {
    const revisionId = published?.after?._rev ?? revision.id;
    const [sourceId, source] = kindOf(draft) === 'deleted' ? [draftId, draft] : (leaving[0] ?? []);
    if (sourceId && source) {
      const release = isVersionId(sourceId)
        ? revision.documents[`${RELEASE_DOCUMENT_PREFIX}${releaseIdOfVersion(sourceId)}`]
        : undefined;
      const publishCause: PublishCause = !isVersionId(sourceId)
        ? 'document.publish'
        : release?.before?.state === 'scheduled'
          ? 'release.schedule'
          : 'release.publish';
      add(
        {
          ...base,
          type: 'publishDocumentVersion',
          revisionId,
          ...fields(sourceId, source.before),
          publishCause,
        },
        [publishedId, sourceId],
      );
    } else {
      // Shown in the draft's history too, as the Studio's timeline labels it there: the draft starts from what a live
      // write left, and a page that came with the dataset and has no draft opens on a history that exists.
      const type = publishedKind === 'created' ? 'createLiveDocument' : 'updateLiveDocument';
      add({ ...base, type, revisionId }, [publishedId, draftId]);
      told.delete(draftId); // the draft's own creation or discard in the same revision is still its event
    }
  } else if (publishedKind === 'deleted') {
    const unpublishing = leaving.find(
      ([, change]) => (change.before?._system as { delete?: unknown })?.delete,
    );
    const draftAfter = draft ? draft.after : (current.get(draftId) ?? null);
    if (unpublishing) {
      const [id, change] = unpublishing;
      add({ ...base, type: 'unpublishDocument', ...fields(id, change.before) }, [publishedId, id]);
    } else if (draftAfter) {
      add({ ...base, type: 'unpublishDocument', ...fields(draftId, draftAfter) }, [publishedId, draftId]);
    } else {
      add({ ...base, type: 'deleteDocumentGroup' }, [publishedId, draftId, ...leaving.map(([id]) => id)]);
    }
  }

  // What the draft and the versions went through on their own: created, discarded (edits are no events).
  for (const [id, change] of [[draftId, draft] as const, ...versions]) {
    if (told.has(id) || !change) continue;
    const kind = kindOf(change);
    if (kind === 'created') {
      add({ ...base, type: 'createDocumentVersion', ...fields(id, change.after) }, [id]);
    } else if (kind === 'deleted' && id === draftId && !current.get(publishedId)) {
      // A document never published goes with its draft: the Studio deletes it, it has nothing to discard to.
      add({ ...base, type: 'deleteDocumentGroup' }, [publishedId, id]);
    } else if (kind === 'deleted') {
      add({ ...base, type: 'deleteDocumentVersion', ...fields(id, change.before) }, [id]);
    }
  }
  return found;
}

/** Every event of the group of `publishedId` (and of `versionIds` among its versions), oldest first. */
function groupEvents(publishedId: string, versionIds: readonly string[]): GroupEvent[] {
  const draftId = draftIdOf(publishedId);
  const current = new Map<string, LakeDocument | null>();
  const found: GroupEvent[] = [];
  for (const revision of revisionsOf([publishedId, draftId, ...versionIds])) {
    found.push(...revisionEvents(revision, publishedId, current));
    for (const id of [publishedId, draftId]) {
      const change = revision.documents[id];
      if (change) current.set(id, change.after);
    }
  }
  return found;
}

/** Events a page holds at most: the Studio asks 100 at a time, 10 to refresh. */
export const EVENTS_PAGE_LIMIT = 100;

export interface EventsPage {
  events: Record<string, DocumentGroupEvent[]>;
  /** Where the next page starts; empty after the last. */
  nextCursor: string;
}

/** A cursor names the last event a page gave: its time, its revision and the document it was asked for. */
type Cursor = [timestamp: string, revision: string, id: string];

function readCursor(text: string): Cursor {
  try {
    const cursor: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(cursor) && cursor.length === 3 && cursor.every((part) => typeof part === 'string'))
      return cursor as Cursor;
  } catch {
    // Not ours: refused below.
  }
  throw new LakeError(400, '"nextCursor" is ongeldig: geef de nextCursor van het vorige antwoord mee.');
}

/**
 * The events of documents as the Content Lake's events API gives them (`/data/history/:ds/events/documents/:ids`),
 * newest first, `limit` at a time. A document's events are its own variant's: a draft's creations, discards and
 * publishes (and its published document's live writes), a version's likewise, the published document's publishes
 * (of the draft or a release), unpublishes, live edits and deletions. The ids they carry are revisions the translog and `documentsAt` know: a publish's
 * `revisionId` is the published document's `_rev` after it, its `versionRevisionId` the draft's last `_rev`.
 */
export function documentEvents(
  ids: readonly string[],
  limit = EVENTS_PAGE_LIMIT,
  cursor?: string,
): EventsPage {
  const groups = new Map<string, GroupEvent[]>();
  const listed = ids.flatMap((id) => {
    const versionIds = isVersionId(id) ? [id] : [];
    const key = `${publishedIdOf(id)} ${versionIds.join()}`;
    const events = groups.get(key) ?? groupEvents(publishedIdOf(id), versionIds);
    groups.set(key, events);
    return events.filter(({ shownFor }) => shownFor.includes(id)).map((found) => ({ ...found, id }));
  });
  // Newest first; the same moment keeps the log's order, newest first too.
  const time = ({ event }: { event: DocumentGroupEvent }) => Date.parse(event.timestamp);
  const newestFirst = listed.reverse().sort((a, b) => time(b) - time(a));
  let start = 0;
  if (cursor) {
    const [timestamp, revision, id] = readCursor(cursor);
    const last = newestFirst.findIndex((found) => found.revision === revision && found.id === id);
    // The event named is gone (the log was compacted): go on from the events before its time.
    const older = newestFirst.findIndex((found) => time(found) < Date.parse(timestamp));
    start = last !== -1 ? last + 1 : older === -1 ? newestFirst.length : older;
  }
  const page = newestFirst.slice(start, start + limit);
  const last = page.at(-1);
  const nextCursor =
    last && start + limit < newestFirst.length
      ? Buffer.from(JSON.stringify([last.event.timestamp, last.revision, last.id])).toString('base64url')
      : '';
  const events = Object.fromEntries(ids.map((id): [string, DocumentGroupEvent[]] => [id, []]));
  for (const { id, event } of page) events[id]!.push(event);
  return { events, nextCursor };
}

/** `/data/history/:ds/events/documents/:ids?limit=&nextCursor=`: a page of the documents' events. */
export function documentEventsAnswer({ url, identity }: LakeRequest, ids: string): Response {
  requireEditor(identity);
  const list = [...new Set(ids.split(',').filter(Boolean))];
  if (list.length === 0 || list.length > 20)
    throw new LakeError(400, 'Vraag de gebeurtenissen van 1 tot 20 documenten op.');
  for (const id of list) {
    if (!isValidDocumentId(id))
      throw new LakeError(400, `Document-id "${String(id).slice(0, 140)}" is ongeldig.`);
  }
  const limitText = url.searchParams.get('limit');
  const limit = limitText === null ? EVENTS_PAGE_LIMIT : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1)
    throw new LakeError(400, '"limit" moet een positief geheel getal zijn.');
  const cursor = url.searchParams.get('nextCursor') ?? undefined;
  return json(documentEvents(list, Math.min(limit, EVENTS_PAGE_LIMIT), cursor));
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
  /**
   * The revision the Studio opens it at, by a name the Studio resolves from the document's events: the one "Meest
   * recente revisie herstellen" brings back, its draft's last edit if it had a draft, else its published version.
   * Opened without one, the Studio shows an empty, untitled form.
   */
  revision: '@lastPublished' | '@lastEdited';
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
      const hadDraft = Boolean(entry.documents[draftIdOf(publishedId)]?.before);
      found.set(publishedId, {
        id: publishedId,
        type: before._type,
        title: titleOf(before),
        revision: hadDraft ? '@lastEdited' : '@lastPublished',
        deletedAt: entry.timestamp,
        deletedBy: entry.authorName ?? authors.get(entry.author) ?? entry.author,
      });
    }
  }
  return [...found.values()];
}
