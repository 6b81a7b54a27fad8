import 'server-only';
import type { SendEvent } from './http';
import { transactionSyncTags, type SyncTag } from './sync-tags';
import type { DocumentChange } from './store';

/**
 * The Live Content API's events, as Sanity serves them on `/data/live/events`: after `welcome`, one `message` per
 * committed transaction with the sync tags it changed (published ones only, unless the stream includes drafts), each
 * with an id to resume from (`Last-Event-ID`); `restart` when that position is no longer known, `goaway` when the
 * server stops.
 *
 * Every instance tells its streams of the transactions in the order of the shared transaction log (listeners.ts), so
 * an event's id is the transaction's id: a stream that drops on one instance resumes on another. A change to the
 * documents kept in memory only (not logged) is told as it comes; its id is the last logged transaction told before
 * it, `~`, and its own id, so a resume from it elsewhere starts after that logged transaction.
 */

/** A live-events stream. */
export interface LiveSubscriber {
  client: string;
  /** `includeDrafts`: hears the tags of every perspective, not only the published ones. */
  drafts: boolean;
  send: SendEvent;
  /** False until what it missed has been sent (see `addLiveSubscriber`); until then it is told nothing new. */
  active: boolean;
}

interface LiveEvent {
  id: string;
  tags: Record<'published' | 'drafts', SyncTag[]>;
}

/** The position of a log that was empty: before its first transaction. */
export const LOG_START = '~';

/** How much of the recent past a stream can resume from: this many events, holding this many tags at the most. */
const MAX_EVENTS = 1_000;
const MAX_TAGS = 100_000;

/** The recent live events of one dataset, oldest first, and the position a resume from which misses none of them. */
export class LiveEventRing {
  private readonly events: LiveEvent[] = [];
  private tagCount = 0;

  constructor(private base: string) {}

  /** Where a stream that has heard everything so far stands. */
  get position(): string {
    return this.events.at(-1)?.id ?? this.base;
  }

  /** Keeps a transaction's event and returns it. */
  record(id: string, changes: readonly DocumentChange[]): LiveEvent {
    const event = { id, tags: transactionSyncTags(changes) };
    this.events.push(event);
    this.tagCount += event.tags.published.length + event.tags.drafts.length;
    while (this.events.length > MAX_EVENTS || (this.tagCount > MAX_TAGS && this.events.length > 1)) {
      const oldest = this.events.shift()!;
      this.tagCount -= oldest.tags.published.length + oldest.tags.drafts.length;
      this.base = oldest.id;
    }
    return event;
  }

  /** The events after `position`, or null when it is not known here (any more): the stream must start afresh. */
  after(position: string): LiveEvent[] | null {
    if (position === this.base) return [...this.events];
    const index = this.events.findIndex(({ id }) => id === position);
    if (index !== -1) return this.events.slice(index + 1);
    // An unlogged change told elsewhere: what this instance told after the logged transaction before it.
    const anchor = position.lastIndexOf('~');
    return anchor > 0 ? this.after(position.slice(0, anchor)) : null;
  }
}

/** The id of an unlogged change told after the logged transaction `told` (null: none yet). */
export const unloggedEventId = (told: string | null, transactionId: string) =>
  `${told ?? LOG_START}~${transactionId}`;

/** Sends an event to a stream, with the tags it may hear; nothing when it may hear none. */
export function sendLiveEvent(subscriber: LiveSubscriber, { id, tags }: LiveEvent): void {
  const heard = subscriber.drafts ? [...tags.published, ...tags.drafts] : tags.published;
  if (heard.length > 0) subscriber.send('message', { tags: heard }, id);
}
