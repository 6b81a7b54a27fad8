import 'server-only';
import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { GUARDED_CLIENT_OPTIONS, guardRedis, type RedisGuard } from '@/lib/server/redis-guard.mjs';
import { TAGS_REVALIDATED, tagsRevalidated } from '@/lib/server/cache-fills.mjs';
import { CONTENT_VIEW_STALE, markContentViewStale } from '@/lib/server/request/content-view';

/**
 * What one instance must tell the others at once, over Redis pub/sub (with REDIS_URL; alone, nothing to tell):
 * a change to the redirects or to which pages exist (each instance keeps them in memory, in
 * lib/server/request/content-view.ts), the tags revalidated in the shared page cache (lib/server/cache-fills.mjs),
 * and what the local Content Lake tells its peers (a transaction for the
 * listeners of Studios connected to another instance, an editor's presence), carried as is to the receiver
 * lib/server/lake-wiring.ts sets. The page cache itself is shared in Redis.
 */

/** A message for the other instances, as JSON; its kind says who reads it. */
export interface ClusterMessage {
  kind: string;
}

/** Tags revalidated in the shared page cache (kind TAGS_REVALIDATED). */
export interface TagsRevalidatedMessage extends ClusterMessage {
  tags: readonly string[];
}

type Receiver = (message: ClusterMessage) => void;

const CHANNEL = 'stroomplein:events';

/** A client of the bus, bounded as the guard expects. */
function busClient(url: string, reconnectStrategy: false | ((retries: number) => number)) {
  return createClient({ url, ...GUARDED_CLIENT_OPTIONS, socket: { reconnectStrategy } });
}

interface Bus {
  instance: string;
  publisher: ReturnType<typeof busClient>;
  guard: RedisGuard;
}

// On globalThis: the bus is started from instrumentation.ts and used from routes, each bundled apart.
const state = globalThis as typeof globalThis & {
  __stroompleinClusterBus?: Bus;
  __stroompleinClusterReceivers?: Map<string, Receiver>;
};
const receivers = (state.__stroompleinClusterReceivers ??= new Map());

/** Hands what other instances say to a receiver of this name (set again, it replaces the old one). */
export function hearFromOtherInstances(name: string, receiver: Receiver): void {
  receivers.set(name, receiver);
}

function deliver(message: ClusterMessage) {
  if (message.kind === CONTENT_VIEW_STALE) markContentViewStale();
  else if (message.kind === TAGS_REVALIDATED) tagsRevalidated((message as TagsRevalidatedMessage).tags);
  else for (const receiver of receivers.values()) receiver(message);
}

/** Connects this instance (from instrumentation.ts at start); without REDIS_URL there is nothing to connect. */
export async function startClusterBus(url = process.env.REDIS_URL): Promise<void> {
  if (!url || state.__stroompleinClusterBus) return;
  const instance = randomUUID();
  const publisher = busClient(url, false);
  // A publish is bounded like every Redis call; what other instances missed while Redis was away includes changed
  // content, so once it answers again this instance reads its content view afresh.
  const guard = guardRedis(publisher, {
    name: 'Berichten tussen instanties',
    onRecovered: markContentViewStale,
  });
  // The subscriber only listens: it reconnects on its own, and a subscription is renewed on every reconnect.
  const subscriber = busClient(url, (retries) => Math.min(100 * 2 ** retries, 2_000));
  subscriber.on('error', () => undefined);
  state.__stroompleinClusterBus = { instance, publisher, guard };
  // Not awaited: a Redis that is away at start must not hold the server up.
  void subscriber
    .connect()
    .then(() =>
      subscriber.subscribe(CHANNEL, (raw) => {
        const { from, message } = JSON.parse(raw) as { from: string; message: ClusterMessage };
        if (from !== instance) deliver(message);
      }),
    )
    .catch(() => undefined);
}

/** Tells every other instance; this one has already acted. Lost while Redis is away (the guard logs it). */
export async function tellOtherInstances(message: ClusterMessage): Promise<void> {
  const bus = state.__stroompleinClusterBus;
  if (!bus) return;
  await bus.guard.run(() => bus.publisher.publish(CHANNEL, JSON.stringify({ from: bus.instance, message })));
}
