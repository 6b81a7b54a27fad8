import 'server-only';
import { statSync } from 'node:fs';
import { evaluate, type ExprNode } from 'groq-js';
import { LakeError } from './errors';
import { historyLogPath, readHistoryLog, type HistoryEntry } from './history-log.mjs';
import { lakeHost } from './host';
import { documentEffects } from './mendoza-encode';
import { isRootPathId, isVersionId } from './ids';
import { LiveEventRing, LOG_START, sendLiveEvent, unloggedEventId, type LiveSubscriber } from './live-events';
import { isEphemeral, type LakeDocument } from './store';
import type { CommittedTransaction } from './transactions';

/**
 * The listen API: open listeners (server-sent event streams) with their GROQ filter; after each transaction every
 * listener whose filter matched a document before or after gets one `mutation` event per document, in the shape
 * the Studio's document store consumes (`mutations`, mendoza `effects`, `previousRev`/`resultRev`, `transition`).
 */

export interface ListenerOptions {
  filter: ExprNode;
  params: Record<string, unknown>;
  includeResult: boolean;
  includePreviousRevision: boolean;
  includeMutations: boolean;
  mendozaEffects: boolean;
  /** Anonymous and visitor callers only hear about documents at the root path: published content, no release. */
  publishedOnly: boolean;
  /** Release versions (`versions.*`) are heard only by listeners that ask for them, as the Studio's do. */
  includeAllVersions: boolean;
  /** The documents as its answers show them (asset URLs made absolute for its caller); as stored without. */
  present?: (document: LakeDocument | null) => LakeDocument | null;
  /** Who opened it: at most MAX_PER_CLIENT open listeners each. */
  client: string;
  send: (event: string, data: unknown) => void;
}

const MAX_PER_CLIENT = 64;
const MAX_TOTAL = 2_000;

const state = globalThis as typeof globalThis & {
  __stroompleinLakeListeners?: Set<ListenerOptions>;
  __stroompleinLakeLive?: Set<LiveSubscriber>;
};
const listeners = (state.__stroompleinLakeListeners ??= new Set());
const liveSubscribers = (state.__stroompleinLakeLive ??= new Set());

export function openListenerCount(): number {
  return listeners.size + liveSubscribers.size;
}

/** Refuses a flood from one client (429) before it can exhaust memory. */
function admit(client: string) {
  const ofClient = [...listeners, ...liveSubscribers].filter((entry) => entry.client === client).length;
  if (ofClient >= MAX_PER_CLIENT || openListenerCount() >= MAX_TOTAL) {
    throw new LakeError(
      429,
      'Te veel open verbindingen; sluit een paar tabbladen van de Studio en probeer opnieuw.',
    );
  }
}

/** Registers a listener; returns its removal. */
export function addListener(listener: ListenerOptions): () => void {
  admit(listener.client);
  followLog();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Registers a live-events stream; returns its removal. A stream that resumes (`lastEventId`) first gets what it
 * missed, once this process has told everything the log holds (the position may come from another instance that was
 * ahead), or `restart` when that position is no longer known here. A new stream resumes from where this process
 * stands now, so a commit told meanwhile is not lost either. The greeting carries that position: a stream that drops
 * before what it missed arrives resumes from there again.
 */
export function addLiveSubscriber(subscriber: LiveSubscriber, lastEventId: string | null): () => void {
  admit(subscriber.client);
  followLog();
  const ring: LiveEventRing = feedsByLog.get(logOfThisLake())!.live;
  const from = lastEventId ?? ring.position;
  subscriber.send('welcome', {}, from);
  liveSubscribers.add(subscriber);
  void told(async () => {
    // A log that cannot be read now is read again by the poll; the stream gets what this process told so far.
    await tellWhatTheLogGained().catch(() => undefined);
    if (!liveSubscribers.has(subscriber)) return;
    const missed = ring.after(from);
    if (missed === null) subscriber.send('restart', {}, ring.position);
    else missed.forEach((event) => sendLiveEvent(subscriber, event));
    subscriber.active = true;
  });
  return () => liveSubscribers.delete(subscriber);
}

/**
 * Tells every live-events stream that this server stops (`goaway`): Sanity's clients then poll until they can
 * connect again, elsewhere or here after the restart. The streams hear nothing more.
 */
export function shutdownLiveStreams(
  reason = 'De server stopt; de inhoud wordt voortaan op gezette tijden ververst.',
) {
  if (liveSubscribers.size === 0) return;
  const position = feedsByLog.get(logOfThisLake())?.live.position ?? LOG_START;
  for (const subscriber of liveSubscribers) subscriber.send('goaway', { reason }, position);
  liveSubscribers.clear();
}

async function matches(listener: ListenerOptions, document: LakeDocument | null): Promise<boolean> {
  if (document === null) return false;
  if (listener.publishedOnly && !isRootPathId(document._id)) return false;
  if (!listener.includeAllVersions && isVersionId(document._id)) return false;
  const value = await evaluate(listener.filter, { dataset: [document], params: listener.params });
  const result = await value.get();
  return Array.isArray(result) ? result.length > 0 : Boolean(result);
}

/**
 * Listeners hear commits in the order of the transaction log, the one record every process on the folder appends
 * to under the folder's lock: a Studio follows each document's chain of revisions, and a commit it never hears (a
 * message between instances lost while Redis was slow) or hears out of order makes it fetch the document afresh
 * mid-edit, which moves the keys typed meanwhile. So each process reads the log from where it last told its
 * listeners: after its own commits, when another instance says it committed, and on a short poll that needs nothing
 * but the folder. Preview secrets are not logged (memory only) and are told as they come.
 */
interface LogFeed {
  /** The log's last transaction already told here (null: the log was empty). */
  toldUpTo: string | null;
  /** The log file's inode and size when last read, so the poll reads only when it changed. */
  seen: string;
  /** What the live-events streams were told, for a stream that resumes. */
  live: LiveEventRing;
}

const feeds = globalThis as typeof globalThis & {
  __stroompleinLakeFeeds?: Map<string, LogFeed>;
  __stroompleinLakeAnnounced?: Promise<void>;
  __stroompleinLakeFeedPoll?: ReturnType<typeof setInterval>;
};
const feedsByLog = (feeds.__stroompleinLakeFeeds ??= new Map());

/** How often a process looks at the log for other processes' commits it was not told of. */
const LOG_POLL_MS = 200;

const logOfThisLake = () => historyLogPath(lakeHost().dataset.directory);

function logSignature(file: string): string {
  try {
    const stats = statSync(file);
    return `${stats.ino}:${stats.size}`;
  } catch {
    return 'none';
  }
}

/**
 * Starts telling this lake's listeners of what the log gains from now on. Called before anything can listen or
 * commit here, so the first commit to tell is never taken for history.
 */
export function followLog(): void {
  const file = logOfThisLake();
  if (!feedsByLog.has(file)) {
    const seen = logSignature(file);
    const toldUpTo = readHistoryLog(file).entries.at(-1)?.id ?? null;
    feedsByLog.set(file, { toldUpTo, seen, live: new LiveEventRing(toldUpTo ?? LOG_START) });
  }
  feeds.__stroompleinLakeFeedPoll ??= setInterval(() => {
    let file: string;
    try {
      file = logOfThisLake();
    } catch {
      return; // No lake configured in this process (any more): nothing to tell.
    }
    if (logSignature(file) !== feedsByLog.get(file)?.seen) void announceFromLog().catch(() => undefined);
  }, LOG_POLL_MS);
  feeds.__stroompleinLakeFeedPoll.unref?.();
}

/** One queue for everything told, so filters evaluated asynchronously never let a later commit overtake. */
function told(work: () => Promise<void>): Promise<void> {
  const next = (feeds.__stroompleinLakeAnnounced ?? Promise.resolve()).then(work);
  feeds.__stroompleinLakeAnnounced = next.catch(() => undefined);
  return next;
}

const asTransaction = (entry: HistoryEntry): CommittedTransaction => ({
  transactionId: entry.id,
  timestamp: entry.timestamp,
  identity: entry.author,
  changes: Object.entries(entry.documents).map(([id, { before, after }]) => ({ id, before, after })),
});

async function tellWhatTheLogGained(): Promise<void> {
  followLog();
  const file = logOfThisLake();
  const feed = feedsByLog.get(file)!;
  feed.seen = logSignature(file);
  const { entries } = readHistoryLog(file);
  let start = 0;
  if (feed.toldUpTo !== null) {
    const index = entries.findLastIndex((entry) => entry.id === feed.toldUpTo);
    // Gone in a compaction: what it dropped was told long ago, and what follows it cannot be placed.
    start = index === -1 ? entries.length : index + 1;
  }
  for (const entry of entries.slice(start)) {
    feed.toldUpTo = entry.id;
    await announceNow(asTransaction(entry), entry.id);
  }
}

/** Tells every listener here of what other processes committed since the last time (their message, or the poll). */
export function announceFromLog(): Promise<void> {
  return told(tellWhatTheLogGained);
}

/**
 * Tells every listener of a transaction committed here: first what the log holds before it that was not told yet
 * (another instance's commit whose message has not arrived), then the transaction itself, as the log has it.
 */
export function announce(transaction: CommittedTransaction): Promise<void> {
  return told(async () => {
    await tellWhatTheLogGained();
    await announceUnloggedPart(transaction);
  });
}

/** What another instance committed of the documents kept in memory only (the log has the rest). */
export function announceUnlogged(transaction: CommittedTransaction): Promise<void> {
  return told(async () => {
    await announceUnloggedPart(transaction);
    await tellWhatTheLogGained();
  });
}

/** Tells of a transaction's changes to documents the log does not hold (kept in memory only), if it has any. */
async function announceUnloggedPart(transaction: CommittedTransaction): Promise<void> {
  const unlogged = transaction.changes.filter(({ before, after }) => isEphemeral(after ?? before));
  if (unlogged.length === 0) return;
  followLog();
  const feed = feedsByLog.get(logOfThisLake())!;
  await announceNow(
    { ...transaction, changes: unlogged },
    unloggedEventId(feed.toldUpTo, transaction.transactionId),
  );
}

/** Tells every listener and live-events stream of a transaction; `liveEventId` is its live event's id. */
async function announceNow(transaction: CommittedTransaction, liveEventId: string): Promise<void> {
  const event = feedsByLog.get(logOfThisLake())!.live.record(liveEventId, transaction.changes);
  for (const subscriber of liveSubscribers) if (subscriber.active) sendLiveEvent(subscriber, event);
  for (const listener of listeners) {
    const events = [];
    for (const change of transaction.changes) {
      const [was, is] = await Promise.all([
        matches(listener, change.before),
        matches(listener, change.after),
      ]);
      if (!was && !is) continue;
      events.push({ change, transition: !was ? 'appear' : !is ? 'disappear' : 'update' });
    }
    events.forEach(({ change, transition }, index) => {
      const { id } = change;
      const [before, after] = listener.present
        ? [listener.present(change.before), listener.present(change.after)]
        : [change.before, change.after];
      listener.send('mutation', {
        eventId: `${transaction.transactionId}#${id}`,
        documentId: id,
        transactionId: transaction.transactionId,
        transition,
        identity: transaction.identity,
        timestamp: transaction.timestamp,
        visibility: 'query',
        previousRev: before?._rev,
        resultRev: after?._rev ?? transaction.transactionId,
        transactionTotalEvents: events.length,
        transactionCurrentEvent: index + 1,
        ...(listener.includeMutations
          ? { mutations: [after ? { createOrReplace: after } : { delete: { id } }] }
          : {}),
        ...(listener.includeResult && after ? { result: after } : {}),
        ...(listener.includePreviousRevision && before ? { previous: before } : {}),
        ...(listener.mendozaEffects ? { effects: documentEffects(before, after) } : {}),
      });
    });
  }
}
