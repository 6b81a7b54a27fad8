import 'server-only';
import { evaluate, type ExprNode } from 'groq-js';
import { LakeError } from './errors';
import { isDraftId, isVersionId } from './ids';
import type { LakeDocument } from './store';
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
  /** Anonymous and visitor callers only hear about published documents. */
  publishedOnly: boolean;
  /** Release versions (`versions.*`) are heard only by listeners that ask for them, as the Studio's do. */
  includeAllVersions: boolean;
  /** Who opened it: at most MAX_PER_CLIENT open listeners each. */
  client: string;
  send: (event: string, data: unknown) => void;
}

const MAX_PER_CLIENT = 64;
const MAX_TOTAL = 2_000;

/** A live-events stream (the Presentation tool): told to query again after every change it may see. */
export interface LiveSubscriber {
  client: string;
  drafts: boolean;
  send: (event: string, data: unknown) => void;
}

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
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function addLiveSubscriber(subscriber: LiveSubscriber): () => void {
  admit(subscriber.client);
  liveSubscribers.add(subscriber);
  return () => liveSubscribers.delete(subscriber);
}

async function matches(listener: ListenerOptions, document: LakeDocument | null): Promise<boolean> {
  if (document === null) return false;
  if (listener.publishedOnly && (isDraftId(document._id) || isVersionId(document._id))) return false;
  if (!listener.includeAllVersions && isVersionId(document._id)) return false;
  const value = await evaluate(listener.filter, { dataset: [document], params: listener.params });
  const result = await value.get();
  return Array.isArray(result) ? result.length > 0 : Boolean(result);
}

/** A whole-document mendoza patch: opcode 0 replaces the value (there is no JS mendoza encoder). */
function wholeDocumentEffects(before: LakeDocument | null, after: LakeDocument | null) {
  return { apply: [0, after], revert: [0, before] };
}

const announcing = globalThis as typeof globalThis & { __stroompleinLakeAnnounced?: Promise<void> };

/**
 * Tells every listener of a committed transaction, in the order transactions are announced: filters are evaluated
 * asynchronously, so without the queue a small later transaction could reach a listener before a larger earlier one.
 */
export function announce(transaction: CommittedTransaction): Promise<void> {
  const next = (announcing.__stroompleinLakeAnnounced ?? Promise.resolve()).then(() =>
    announceNow(transaction),
  );
  announcing.__stroompleinLakeAnnounced = next.catch(() => undefined);
  return next;
}

async function announceNow(transaction: CommittedTransaction): Promise<void> {
  const touchesPublished = transaction.changes.some(({ id }) => !isDraftId(id) && !isVersionId(id));
  for (const subscriber of liveSubscribers) {
    if (subscriber.drafts || touchesPublished) subscriber.send('restart', { id: transaction.transactionId });
  }
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
      const { id, before, after } = change;
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
        ...(listener.mendozaEffects ? { effects: wholeDocumentEffects(before, after) } : {}),
      });
    });
  }
}
