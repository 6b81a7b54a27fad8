import { createClient, type ClientConfig, type SanityClient } from '@sanity/client';
import { SANITY_VERSION } from 'sanity';

/**
 * The Studio's side of the local Content Lake (browser only). Every Studio client talks to `/api/lake` on the
 * site itself, and every listener stream (`/data/listen`, `/data/live/events`) runs as a channel of one shared
 * stream, `/api/lake/mux` (see lake/mux.ts): over HTTP/1.1 a browser allows six connections per host, and the
 * Studio alone keeps about six listeners open, so without this every further request would wait forever.
 * Written here because no library multiplexes Sanity listeners; it plugs in through the client's `resolveFetch`.
 */

export const LAKE_BASE_PATH = '/api/lake';

/** The lake's write endpoints: the Studio's commits go out one at a time, in the order it made them. */
const WRITE_PATH = /^\/api\/lake\/v[^/]+\/data\/(?:actions|mutate)\//;
const STREAM_PATH = /^\/api\/lake\/v[^/]+\/(?:data\/(?:listen|live\/events)|socket)\//;
/** The Studio's presence socket (`/socket/:dataset`), which LakeSocket below carries over the mux. */
const SOCKET_PATH = /^\/api\/lake\/v[^/]+\/socket\/[^/]+$/;

const encoder = new TextEncoder();

class ListenerMux {
  private ready: Promise<string> | null = null;
  private readonly channels = new Map<string, ReadableStreamDefaultController<Uint8Array>>();
  private counter = 0;
  /** The last write sent; the next one waits for its answer. */
  private lastWrite: Promise<unknown> = Promise.resolve();

  /** The shared stream, opened on first use; when it drops every channel ends and reconnects through a new one. */
  private connection(): Promise<string> {
    this.ready ??= new Promise((resolve, reject) => {
      const source = new EventSource(`${LAKE_BASE_PATH}/mux`, { withCredentials: true });
      source.addEventListener('ready', (event) => resolve(JSON.parse(event.data).connection as string));
      source.addEventListener('channel', (event) => {
        const {
          channel,
          event: name,
          data,
          id,
        } = JSON.parse(event.data) as {
          channel: string;
          event: string;
          data: unknown;
          id?: string;
        };
        // The live-events stream's ids are positions its client resumes from (`Last-Event-ID`).
        const position = id === undefined ? '' : `id: ${id}\n`;
        this.channels
          .get(channel)
          ?.enqueue(encoder.encode(`${position}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`));
      });
      source.onerror = () => {
        source.close();
        this.ready = null;
        for (const controller of this.channels.values()) {
          try {
            controller.close();
          } catch {
            // Already closed by its reader.
          }
        }
        this.channels.clear();
        reject(new TypeError('De verbinding met de lokale Content Lake is verbroken.'));
      };
    });
    return this.ready;
  }

  private close(connection: string, channel: string) {
    if (!this.channels.delete(channel)) return;
    void fetch(`${LAKE_BASE_PATH}/mux/${connection}/channels/${channel}`, {
      method: 'DELETE',
      credentials: 'same-origin',
      keepalive: true,
    }).catch(() => undefined);
  }

  /** A fetch for the Sanity client: listener URLs become channels, everything else goes out as it is. */
  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const address = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      window.location.href,
    );
    if (address.origin === window.location.origin && WRITE_PATH.test(address.pathname)) {
      // The Studio sends a document's commits without waiting for the one before (its create, then the first
      // keystroke). Over HTTP/1.1 each may take its own connection and overtake the other, and an edit that arrives
      // before its create is refused and lost; HTTP/2 keeps them in order on one connection, and so does this.
      const sent = this.lastWrite.then(() => fetch(input, init));
      this.lastWrite = sent.catch(() => undefined);
      return sent;
    }
    if (address.origin !== window.location.origin || !STREAM_PATH.test(address.pathname)) {
      return fetch(input, init);
    }
    const signal = init?.signal;
    if (signal?.aborted) throw new DOMException('De listener werd gesloten.', 'AbortError');
    const connection = await this.connection();
    const channel = `c${++this.counter}`;
    let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
    const body = new ReadableStream<Uint8Array>({
      start: (streamController) => {
        controller = streamController;
      },
      cancel: () => this.close(connection, channel),
    });
    this.channels.set(channel, controller!);
    const opened = await fetch(`${LAKE_BASE_PATH}/mux/${connection}/channels`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        channel,
        url: address.pathname + address.search,
        lastEventId: new Headers(init?.headers).get('last-event-id') ?? undefined,
      }),
    });
    // A refusal reaches the client as the listener's own answer (4xx: give up, 5xx: try again later).
    if (!opened.ok) {
      this.channels.delete(channel);
      return opened;
    }
    signal?.addEventListener('abort', () => {
      this.close(connection, channel);
      try {
        controller?.close();
      } catch {
        // Already closed.
      }
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  };
}

let mux: ListenerMux | undefined;
// One stable function: the client caches live-event streams by it.
const resolveLakeFetch = () => (mux ??= new ListenerMux()).fetch;

/** Reads a server-sent event stream, calling `onEvent` for each complete event. */
async function readEvents(body: ReadableStream<Uint8Array>, onEvent: (name: string, data: string) => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let name = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event: ')) name = line.slice(7);
        else if (line.startsWith('data: ')) data.push(line.slice(6));
      }
      if (data.length) onEvent(name, data.join('\n'));
    }
  }
}

/**
 * The Studio's presence WebSocket, as the lake can serve it: what the lake says arrives on a channel of the mux,
 * what the Studio sends goes as a POST whose answer is the JSON-RPC reply. The Studio's presence client sees a
 * WebSocket (open, message, close, send) and speaks its own protocol over it unchanged.
 */
class LakeSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSING = 2;
  readonly CLOSED = 3;
  readyState = 0;
  readonly protocol = '';
  readonly extensions = '';
  binaryType: BinaryType = 'blob';
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  private connection: string | null = null;
  private sending: Promise<void> = Promise.resolve();
  private readonly stop = new AbortController();
  private readonly address: string;

  constructor(readonly url: string) {
    super();
    const address = new URL(url, window.location.href);
    this.address = `${window.location.origin}${address.pathname}`;
    void this.open();
  }

  private emit(event: Event) {
    this.dispatchEvent(event);
    const handler = this[`on${event.type}` as 'onopen'] as ((event: Event) => void) | null;
    handler?.call(this, event);
  }

  private async open() {
    try {
      const response = await resolveLakeFetch()(this.address, { signal: this.stop.signal });
      if (!response.ok || !response.body) throw new Error('refused');
      await readEvents(response.body, (name, data) => {
        if (name === 'welcome') {
          this.connection = (JSON.parse(data) as { connection: string }).connection;
          this.readyState = this.OPEN;
          this.emit(new Event('open'));
        } else if (name === 'message') this.emit(new MessageEvent('message', { data }));
      });
      this.finish(1006);
    } catch {
      if (this.readyState === this.CLOSED) return;
      this.emit(new Event('error'));
      this.finish(1006);
    }
  }

  private finish(code: number, reason = '') {
    if (this.readyState === this.CLOSED) return;
    this.readyState = this.CLOSED;
    this.stop.abort();
    this.emit(new CloseEvent('close', { code, reason, wasClean: code === 1000 }));
  }

  send(data: string) {
    // As a WebSocket: sending before the connection opened is a mistake; after it closed, the message is dropped.
    if (this.readyState === this.CONNECTING)
      throw new DOMException('De verbinding is nog niet open.', 'InvalidStateError');
    if (this.readyState !== this.OPEN) return;
    // One message at a time, in order, as over a WebSocket: once the server has dropped the connection (a restart,
    // a reload that closed its stream) the first refusal closes the socket, and the messages queued behind it are
    // not sent to a connection that is gone; the Studio announces itself again on the new one.
    this.sending = this.sending.then(() => this.post(data));
  }

  private async post(data: string) {
    if (this.readyState !== this.OPEN) return;
    try {
      const response = await fetch(this.address, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ connection: this.connection, message: JSON.parse(data) as unknown }),
      });
      if (!response.ok) throw new Error('refused');
      const { reply, then } = (await response.json()) as { reply: unknown; then: unknown[] };
      for (const message of [reply, ...then]) {
        this.emit(new MessageEvent('message', { data: JSON.stringify(message) }));
      }
    } catch {
      this.finish(1006);
    }
  }

  close(code = 1000, reason = '') {
    this.readyState = this.CLOSING;
    this.finish(code, reason);
  }
}

/** The client factory of the Studio workspace (`unstable_clientFactory`) and of its auth store. */
export function createLakeClient(config: ClientConfig): SanityClient {
  return createClient({
    ...config,
    apiHost: `${window.location.origin}${LAKE_BASE_PATH}`,
    useProjectHostname: false,
    useCdn: false,
    withCredentials: true,
    resolveFetch: resolveLakeFetch,
  });
}

/** Sanity's API hosts: the Studio and the SDK inside it call some of them directly, bypassing the client factory. */
const SANITY_API_HOST = /^https:\/\/(?:[a-z0-9-]+\.)?api\.sanity\.io$/;
/** Where the Studio remembers that the editor snoozed its HTTP/1.1 warning (for a day). */
const PROTOCOL_WARNING_SNOOZE = 'sanity-studio.network.check.snooze';
/** Where the Studio's help menu would send feedback to Sanity; asked once per load whether it is reachable. */
const FEEDBACK_TUNNEL = /^\/vX\/intake\/feedback$/;
/** The module CDN the Studio asks every 15 minutes whether a newer Studio exists. */
const MODULE_CDN = 'https://sanity-cdn.com';

/**
 * Keeps the local Studio on this site: requests that the Studio (or the SDK in it) sends straight to Sanity's API
 * hosts go to the local lake instead, and the version check is answered in the browser (this Studio is the one
 * installed with the site, updated by npm like every package; the CDN has nothing to offer it). Whatever else tries another host is blocked by the
 * Studio's Content-Security-Policy. Installed once, before the Studio renders.
 */
export function keepStudioRequestsLocal() {
  const marker = window as Window & { __stroompleinLakeGuard?: true };
  if (marker.__stroompleinLakeGuard) return;
  marker.__stroompleinLakeGuard = true;
  // The Studio warns about HTTP/1.1 because of its six-connection limit; the listener mux above is the answer to
  // that limit here, so its warning ("Je hebt je remmen erop") would only mislead the editor.
  try {
    window.sessionStorage.setItem(PROTOCOL_WARNING_SNOOZE, new Date().toISOString());
  } catch {
    // No session storage (private mode): the warning may show; nothing else depends on it.
  }
  const NativeWebSocket = window.WebSocket;
  // Presence: the Studio's socket to this site becomes a LakeSocket; any other WebSocket stays what it is.
  window.WebSocket = new Proxy(NativeWebSocket, {
    construct(target, args: ConstructorParameters<typeof WebSocket>) {
      const address = new URL(String(args[0]), window.location.href);
      return address.host === window.location.host && SOCKET_PATH.test(address.pathname)
        ? new LakeSocket(address.href)
        : new target(...args);
    },
  });
  const siteFetch = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const address = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      window.location.href,
    );
    // Feedback would go to Sanity's issue tracker, which this Studio does not reach: "unavailable" hides the item.
    if (SANITY_API_HOST.test(address.origin) && FEEDBACK_TUNNEL.test(address.pathname)) {
      return Promise.resolve(new Response(null, { status: 404 }));
    }
    if (SANITY_API_HOST.test(address.origin)) {
      const local = `${window.location.origin}${LAKE_BASE_PATH}${address.pathname}${address.search}`;
      return siteFetch(input instanceof Request ? new Request(local, input) : local, {
        ...init,
        credentials: 'same-origin',
      });
    }
    if (address.origin === MODULE_CDN) {
      const version = { latest: SANITY_VERSION, packageVersion: SANITY_VERSION, deprecated: {} };
      return Promise.resolve(Response.json(version));
    }
    return siteFetch(input, init);
  };
}
