// Bounds every Redis call the site makes, and stops calling a Redis that stops answering.
//
// To a frozen Redis (SIGSTOP, a partition, a failover under way) the TCP connection stays open, every command is
// written and waits for node-redis's own timeout (GUARDED_CLIENT_OPTIONS), and so would the page that asked. Here
// each call gets TIMEOUT_MS. A call that takes longer is not yet an outage: a read of several
// commands, or a process busy rendering, takes that long too. So the guard holds (every call answers its fallback at
// once) and pings Redis itself: an answer within SILENCE_MS closes it again without a word; silence, a lost
// connection or FAILURES_TO_OPEN errors in a row open it: the outage is logged, and every RETRY_MS a probe pings
// (reconnecting first if the connection is gone). A frozen Redis keeps its connection: thawed, it answers what
// waited and the probe's ping. Either way the guard closes after `onRecovered` (which replays what the calls
// answered by their fallback left undone). Outage and recovery are logged once each. The first connect is judged
// like a ping: a server starting on a busy machine takes a while to connect, and calls meanwhile answer their
// fallback; only a refusal or SILENCE_MS without a connection is an outage. Plain JavaScript: the cache handler
// (page-cache-handler.mjs) is loaded by Node without bundling.

export const TIMEOUT_MS = 500;
/** How long Redis may leave a ping unanswered, after a call timed out, before it counts as away. */
export const SILENCE_MS = 2_000;

/**
 * Options of every guarded node-redis client: calls fail at once while it is not connected (the guard reconnects),
 * a command unanswered for SILENCE_MS is given up (an outage to the guard too), and no Redis Enterprise maintenance
 * handshake is asked of a plain Redis.
 */
export const GUARDED_CLIENT_OPTIONS = Object.freeze({
  disableOfflineQueue: true,
  commandOptions: Object.freeze({ timeout: SILENCE_MS }),
  maintNotifications: 'disabled',
});
const FAILURES_TO_OPEN = 2;
const RETRY_MS = 1_000;

class RedisTimeout extends Error {
  constructor(ms) {
    super(`geen antwoord binnen ${ms} ms`);
  }
}

function withTimeout(promise, ms = TIMEOUT_MS) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      // After a busy spell of this process the timer runs before the answer that arrived meanwhile is read: the
      // rejection waits for the next check phase, after pending I/O, so only a Redis that really kept quiet trips.
      timer = setTimeout(() => setImmediate(() => reject(new RedisTimeout(ms))), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * @param {import("./redis-guard.d.mts").GuardedClient} client a client made with `disableOfflineQueue` (calls fail at once
 *   while it is not connected); the guard connects it unless it is open already.
 * @param {{ name: string, onRecovered?: () => Promise<void> | void, log?: Pick<Console, 'log' | 'error'> }} options
 */
export function guardRedis(client, { name, onRecovered, log = console }) {
  let failures = 0;
  /**
   * 'connecting': the first connect; 'closed': calls go to Redis; 'holding': a call timed out and a ping asks
   * whether Redis is there; 'open': Redis is away.
   */
  let state = client.isOpen ? 'closed' : 'connecting';

  const drop = () => {
    try {
      client.destroy();
    } catch {
      // Not connected.
    }
  };

  async function close() {
    await withTimeout(Promise.resolve(onRecovered?.()));
    state = 'closed';
    failures = 0;
  }

  async function probe() {
    try {
      if (!client.isOpen) await withTimeout(client.connect());
      await withTimeout(client.ping());
      await close();
      log.log(`${name} (Redis) weer bereikbaar.`);
    } catch {
      // A connection that never became ready (Redis frozen while connecting) is dropped and made anew.
      if (!client.isReady) drop();
      setTimeout(probe, RETRY_MS).unref();
    }
  }

  function trip(error) {
    if (state === 'open') return;
    state = 'open';
    log.error(
      `${name} (Redis) niet bereikbaar (${error.message}); de site werkt zonder tot Redis weer antwoordt.`,
    );
    setTimeout(probe, RETRY_MS).unref();
  }

  async function hold() {
    if (state !== 'closed') return;
    state = 'holding';
    try {
      await withTimeout(client.ping(), SILENCE_MS);
      if (state === 'holding') await close();
    } catch (error) {
      trip(error);
    }
  }

  // The connection lost (Redis stopped, a reset): an outage even if no call noticed it, as a library above the
  // client may swallow a failed call.
  client.on('error', (error) => trip(error));
  // A Redis that is away at start must not hold the server up: calls answer their fallback until it connects.
  async function start() {
    try {
      await withTimeout(client.connect(), SILENCE_MS);
      if (state === 'connecting') await close();
    } catch (error) {
      if (!client.isReady) drop();
      trip(error);
    }
  }
  if (state === 'connecting') void start();

  return {
    /** `operation()` bounded by TIMEOUT_MS; its result, or `fallback` when Redis is away or too slow. */
    async run(operation, fallback) {
      if (state !== 'closed') return fallback;
      try {
        const result = await withTimeout(operation());
        failures = 0;
        return result;
      } catch (error) {
        // One wait of TIMEOUT_MS per page is enough: the calls after it answer at once while a ping asks Redis.
        if (error instanceof RedisTimeout) void hold();
        else if (++failures >= FAILURES_TO_OPEN || !client.isReady) trip(error);
        return fallback;
      }
    },
  };
}
