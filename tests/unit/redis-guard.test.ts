import { EventEmitter } from 'node:events';
import { spawn, type ChildProcess } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardRedis, SILENCE_MS, TIMEOUT_MS, type GuardedClient } from '@/lib/server/redis-guard.mjs';

/** A client whose commands go over a real local socket to an echo server that answers at once, or never. */
class SocketClient extends EventEmitter implements GuardedClient {
  isOpen = true;
  isReady = true;
  constructor(private readonly socket: Socket) {
    super();
  }
  async connect() {}
  destroy() {}
  ping() {
    return this.send('PING');
  }
  send(command: string): Promise<string> {
    return new Promise((resolve) => {
      this.socket.once('data', (data) => resolve(data.toString()));
      this.socket.write(command);
    });
  }
}

// The echo server runs in a process of its own, as Redis does: it answers while this one is busy.
const ECHO_SERVER = `
  const server = require('node:net').createServer((peer) => {
    peer.on('error', () => {});
    peer.on('data', (data) => process.env.QUIET || peer.write('+' + data));
  });
  server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

let echo: ChildProcess | undefined;
let socket: Socket | undefined;

async function startEcho(quiet: boolean) {
  const server = spawn(process.execPath, ['-e', ECHO_SERVER], {
    env: { ...process.env, ...(quiet ? { QUIET: '1' } : {}) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  echo = server;
  const port = await new Promise<number>((resolve) =>
    server.stdout?.once('data', (data: Buffer) => resolve(Number(data.toString()))),
  );
  const connection = connect(port, '127.0.0.1');
  connection.on('error', () => {});
  await new Promise((resolve) => connection.once('connect', resolve));
  socket = connection;
  return connection;
}

afterEach(() => {
  socket?.destroy();
  echo?.kill();
  socket = echo = undefined;
});

const busyFor = (ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // This process is busy (a build, a render): nothing else runs.
  }
};

/** A client not yet connected, as the site makes one: its calls fail at once until `connect()` has resolved. */
class ConnectingClient extends EventEmitter implements GuardedClient {
  isOpen = false;
  isReady = false;
  constructor(private readonly connecting: Promise<void>) {
    super();
  }
  async connect() {
    await this.connecting;
    this.isOpen = this.isReady = true;
  }
  destroy() {
    this.isOpen = this.isReady = false;
  }
  async ping() {
    return this.send('PING');
  }
  async send(command: string) {
    if (!this.isReady) throw new Error('The client is closed');
    return `+${command}`;
  }
}

describe('guardRedis', () => {
  it('takes a first connect that a busy start delays for a start, not an outage; calls meanwhile answer their fallback', async () => {
    let connected = () => {};
    const client = new ConnectingClient(new Promise<void>((resolve) => (connected = resolve)));
    const log = { log: vi.fn(), error: vi.fn() };
    // A tag revalidated before the connection was made is expired in Redis once it is.
    const onRecovered = vi.fn();
    const guard = guardRedis(client, { name: 'Gedeelde cache', log, onRecovered });
    expect(await guard.run(() => client.send('GET a'), 'terugval')).toBe('terugval');
    expect(await guard.run(() => client.send('GET b'), 'terugval')).toBe('terugval');
    setTimeout(connected, TIMEOUT_MS + 300);
    busyFor(TIMEOUT_MS + 300);
    await vi.waitFor(
      async () => expect(await guard.run(() => client.send('GET c'), 'terugval')).toBe('+GET c'),
      { timeout: SILENCE_MS },
    );
    expect(onRecovered).toHaveBeenCalledTimes(1);
    expect(log.error).not.toHaveBeenCalled();
    expect(log.log).not.toHaveBeenCalled();
  });

  it('takes a first connect that is refused, or silent for longer than a ping may be, for an outage, logged once', async () => {
    for (const connecting of [
      Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379')),
      new Promise<void>(() => {}),
    ]) {
      connecting.catch(() => {});
      const client = new ConnectingClient(connecting);
      const log = { log: vi.fn(), error: vi.fn() };
      const guard = guardRedis(client, { name: 'Gedeelde cache', log });
      await vi.waitFor(() => expect(log.error).toHaveBeenCalledTimes(1), { timeout: SILENCE_MS + 1_000 });
      expect(String(log.error.mock.calls[0]?.[0])).toContain('Gedeelde cache (Redis) niet bereikbaar');
      expect(await guard.run(() => client.send('GET a'), 'terugval')).toBe('terugval');
      expect(log.error).toHaveBeenCalledTimes(1);
    }
  });

  it('takes an answer that arrived while this process was busy, and does not mistake the wait for an outage', async () => {
    const client = new SocketClient(await startEcho(false));
    const log = { log: vi.fn(), error: vi.fn() };
    const guard = guardRedis(client, { name: 'Gedeelde cache', log });
    const answer = guard.run(() => client.send('GET a'), 'terugval');
    busyFor(TIMEOUT_MS + 300);
    expect(await answer).toBe('+GET a');
    expect(log.error).not.toHaveBeenCalled();
    expect(await guard.run(() => client.send('GET b'), 'terugval')).toBe('+GET b');
  });

  it('takes a call that outlasts the timeout while Redis answers (a read of several commands) for slowness, not an outage', async () => {
    const client = new SocketClient(await startEcho(false));
    const log = { log: vi.fn(), error: vi.fn() };
    // What the calls answered by their fallback meanwhile left undone (a tag's expiry) is made once Redis answers.
    const onRecovered = vi.fn();
    const guard = guardRedis(client, { name: 'Gedeelde cache', log, onRecovered });
    const slowRead = () =>
      new Promise<string>((resolve) => setTimeout(() => resolve('laat'), TIMEOUT_MS + 300));
    expect(await guard.run(slowRead, 'terugval')).toBe('terugval');
    await vi.waitFor(
      async () => expect(await guard.run(() => client.send('GET b'), 'terugval')).toBe('+GET b'),
      {
        timeout: SILENCE_MS,
      },
    );
    expect(onRecovered).toHaveBeenCalledTimes(1);
    expect(log.error).not.toHaveBeenCalled();
    expect(log.log).not.toHaveBeenCalled();
  });

  it('answers the fallback within the timeout when Redis keeps quiet, and logs the outage once', async () => {
    const client = new SocketClient(await startEcho(true));
    const log = { log: vi.fn(), error: vi.fn() };
    const guard = guardRedis(client, { name: 'Gedeelde cache', log });
    const started = performance.now();
    expect(await guard.run(() => client.send('GET a'), 'terugval')).toBe('terugval');
    expect(performance.now() - started).toBeLessThan(TIMEOUT_MS + 200);
    const next = performance.now();
    expect(await guard.run(() => client.send('GET b'), 'terugval')).toBe('terugval');
    expect(performance.now() - next).toBeLessThan(50);
    await vi.waitFor(() => expect(log.error).toHaveBeenCalledTimes(1), { timeout: SILENCE_MS + 1_000 });
    expect(String(log.error.mock.calls[0]?.[0])).toContain('Gedeelde cache (Redis) niet bereikbaar');
    expect(await guard.run(() => client.send('GET c'), 'terugval')).toBe('terugval');
    expect(log.error).toHaveBeenCalledTimes(1);
  });
});
