import 'server-only';
import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { markRedirectsStale } from '@/lib/content/redirect-source';
import { announce } from '@/lib/lake/listeners';
import { deliverPresence, relayPresenceTo, type PresenceEvent } from '@/lib/lake/presence';
import type { CommittedTransaction } from '@/lib/lake/transactions';
import { guardRedis, type RedisGuard } from '@/lib/redis-guard.mjs';

/**
 * What one instance must tell the others at once, over Redis pub/sub (with REDIS_URL; alone, nothing to tell):
 * a transaction of the local Content Lake (for the listeners of Studios connected to another instance), an editor's
 * presence, and a changed redirect (each instance keeps its redirect table in memory). The page cache itself is shared in Redis.
 */

type ClusterMessage =
  | { kind: 'lake-transaction'; transaction: CommittedTransaction }
  | { kind: 'redirects-stale' }
  | { kind: 'presence'; event: PresenceEvent };

const CHANNEL = 'stroomplein:events';

interface Bus {
  instance: string;
  publisher: ReturnType<typeof createClient>;
  guard: RedisGuard;
}

const state = globalThis as typeof globalThis & { __stroompleinClusterBus?: Bus };

function deliver(message: ClusterMessage) {
  if (message.kind === 'redirects-stale') markRedirectsStale();
  else if (message.kind === 'presence') deliverPresence(message.event);
  else void announce(message.transaction);
}

/** Connects this instance (from instrumentation.ts at start); without REDIS_URL there is nothing to connect. */
export async function startClusterBus(url = process.env.REDIS_URL): Promise<void> {
  if (!url || state.__stroompleinClusterBus) return;
  const instance = randomUUID();
  const publisher = createClient({ url, disableOfflineQueue: true, socket: { reconnectStrategy: false } });
  // A publish is bounded like every Redis call; what other instances missed while Redis was away includes
  // changed redirects, so once it answers again this instance reads its redirect table afresh.
  const guard = guardRedis(publisher, {
    name: 'Berichten tussen instanties',
    onRecovered: markRedirectsStale,
  });
  // The subscriber only listens: it reconnects on its own, and a subscription is renewed on every reconnect.
  const subscriber = createClient({
    url,
    disableOfflineQueue: true,
    socket: { reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2_000) },
  });
  subscriber.on('error', () => undefined);
  state.__stroompleinClusterBus = { instance, publisher, guard };
  relayPresenceTo((event) => void tellOtherInstances({ kind: 'presence', event }));
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
