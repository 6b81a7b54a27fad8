import { createClient, type ClientConfig, type SanityClient } from '@sanity/client';
import { SANITY_VERSION } from 'sanity';
import { LAKE_PROJECT_ID } from '../project';

/**
 * A Studio's side of the local Content Lake (browser only). Every listener stream (`/data/listen`,
 * `/data/live/events`, the presence socket) runs as a channel of one shared stream, `/api/lake/mux` (see
 * lake/mux.ts): over HTTP/1.1 a browser allows six connections per host, and a Studio alone keeps about six listeners
 * open, so without this every further request would wait forever. Written here because no library multiplexes
 * Sanity listeners. It plugs in through the client's `resolveFetch` (the embedded Studio's clients, made here) and
 * through the page's `fetch` (installLakeTransport, for a Studio whose clients are Sanity's own).
 */

export const LAKE_BASE_PATH = '/api/lake';

/** The lake's write endpoints: the Studio's commits go out one at a time, in the order it made them. */
const WRITE_PATH = /^\/api\/lake\/v[^/]+\/data\/(?:actions|mutate)\//;
const STREAM_PATH = /^\/api\/lake\/v[^/]+\/(?:data\/(?:listen|live\/events)|socket)\//;
/** The Studio's presence socket (`/socket/:dataset`), which LakeSocket below carries over the mux. */
const SOCKET_PATH = /^\/api\/lake\/v[^/]+\/socket\/[^/]+$/;

const encoder = new TextEncoder();

/** The address a fetch goes to, absolute. */
const addressOf = (input: RequestInfo | URL) =>
  new URL(
    typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    window.location.href,
  );

/**
 * Whether `address` is this lake: on the page's own origin (the embedded Studio), or on the host a Studio elsewhere
 * calls it on, the project id before the lake's host (`stroomplein-lokaal.localhost`).
 */
const isLakeOrigin = (address: URL) =>
  address.origin === window.location.origin || address.hostname.startsWith(`${LAKE_PROJECT_ID}.`);

/**
 * The listeners and writes of one lake, for one credential: the site's session cookie (the embedded Studio) or the
 * `Authorization` of a Studio signed in elsewhere, which every request of the mux carries too.
 */
class ListenerMux {
  private ready: Promise<string> | null = null;
  private readonly channels = new Map<string, ReadableStreamDefaultController<Uint8Array>>();
  private counter = 0;
  /** The last write sent; the next one waits for its answer. */
  private lastWrite: Promise<unknown> = Promise.resolve();

  constructor(
    /** The lake's address: `<origin>/api/lake`. */
    private readonly base: string,
    private readonly authorization: string | null,
  ) {}

  /** What each of the mux's own requests sends: the credential of the listeners it carries. */
  private init(extra: RequestInit = {}): RequestInit {
    return {
      ...extra,
      credentials: this.authorization === null ? 'include' : 'omit',
      headers: { ...(extra.headers as Record<string, string>), ...this.authorizationHeader() },
    };
  }

  private authorizationHeader(): Record<string, string> {
    return this.authorization === null ? {} : { authorization: this.authorization };
  }

  /** The shared stream, opened on first use; when it drops every channel ends and reconnects through a new one. */
  private connection(): Promise<string> {
    this.ready ??= new Promise<string>((resolve, reject) => {
      const failed = () => {
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
      // A fetch, not an EventSource: it can carry a Studio's `Authorization`.
      networkFetch(`${this.base}/mux`, this.init({ headers: { accept: 'text/event-stream' } }))
        .then((response) => {
          if (!response.ok || !response.body) throw new TypeError('refused');
          return readEvents(response.body, (name, data) => {
            if (name === 'ready') resolve((JSON.parse(data) as { connection: string }).connection);
            else if (name === 'channel') this.deliver(data);
          });
        })
        .then(failed, failed);
    });
    return this.ready;
  }

  private deliver(data: string) {
    const {
      channel,
      event,
      data: payload,
      id,
    } = JSON.parse(data) as {
      channel: string;
      event: string;
      data: unknown;
      id?: string;
    };
    // The live-events stream's ids are positions its client resumes from (`Last-Event-ID`).
    const position = id === undefined ? '' : `id: ${id}\n`;
    this.channels
      .get(channel)
      ?.enqueue(encoder.encode(`${position}event: ${event}\ndata: ${JSON.stringify(payload)}\n\n`));
  }

  private close(connection: string, channel: string) {
    if (!this.channels.delete(channel)) return;
    void networkFetch(
      `${this.base}/mux/${connection}/channels/${channel}`,
      this.init({ method: 'DELETE', keepalive: true }),
    ).catch(() => undefined);
  }

  /**
   * A write: the Studio sends a document's commits without waiting for the one before (its create, then the first
   * keystroke). Over HTTP/1.1 each may take its own connection and overtake the other, and an edit that arrives
   * before its create is refused and lost; HTTP/2 keeps them in order on one connection, and so does this.
   */
  write(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const sent = this.lastWrite.then(() => networkFetch(input, init));
    this.lastWrite = sent.catch(() => undefined);
    return sent;
  }

  /** A listener, as a channel of the shared stream; its answer streams the channel's events. */
  async listen(address: URL, init?: RequestInit): Promise<Response> {
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
    const opened = await networkFetch(
      `${this.base}/mux/${connection}/channels`,
      this.init({
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          channel,
          url: address.pathname + address.search,
          lastEventId: new Headers(init?.headers).get('last-event-id') ?? undefined,
        }),
      }),
    );
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
  }
}

const muxes = new Map<string, ListenerMux>();

/** The fetch beneath this module's: the page's own, or what it was before installLakeTransport wrapped it. */
let networkFetch: typeof fetch = (input, init) => window.fetch(input, init);

/** `listen` for a GET of a listener, `write` for a POST of a commit, null for anything else. */
function lakeTraffic(input: RequestInfo | URL, init?: RequestInit): 'listen' | 'write' | null {
  const address = addressOf(input);
  if (!isLakeOrigin(address)) return null;
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  if (method === 'GET' && STREAM_PATH.test(address.pathname)) return 'listen';
  if (method === 'POST' && WRITE_PATH.test(address.pathname)) return 'write';
  return null;
}

/**
 * A fetch for Sanity's clients: the lake's listeners become channels of a mux, its writes go out in order, and
 * everything else goes out as it is. One stable function: the client caches live-event streams by it.
 */
function lakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const traffic = lakeTraffic(input, init);
  if (traffic === null) return networkFetch(input, init);
  const address = addressOf(input);
  const authorization =
    new Headers(init?.headers).get('authorization') ??
    (input instanceof Request ? input.headers.get('authorization') : null);
  const base = `${address.origin}${LAKE_BASE_PATH}`;
  const key = `${base} ${authorization ?? ''}`;
  let mux = muxes.get(key);
  if (!mux) muxes.set(key, (mux = new ListenerMux(base, authorization)));
  return traffic === 'listen' ? mux.listen(address, init) : mux.write(input, init);
}

const resolveLakeFetch = () => lakeFetch;

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
 * WebSocket (open, message, close, send) and speaks its own protocol over it unchanged. On the site's own origin
 * the session cookie says who it is; elsewhere (a standalone Studio) the socket opens at once and the Studio's first
 * message, `authorization`, gives the token its stream and posts then carry.
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
  /** The socket's address as the lake serves it over HTTP. */
  private readonly address: string;
  private readonly byCookie: boolean;
  private authorization: string | null = null;

  constructor(readonly url: string) {
    super();
    const address = new URL(url, window.location.href);
    address.protocol = address.protocol === 'wss:' ? 'https:' : 'http:';
    this.address = `${address.origin}${address.pathname}`;
    this.byCookie = address.origin === window.location.origin;
    if (this.byCookie) void this.open();
    else
      setTimeout(() => {
        if (this.readyState !== this.CONNECTING) return;
        this.readyState = this.OPEN;
        this.emit(new Event('open'));
      });
  }

  private emit(event: Event) {
    this.dispatchEvent(event);
    const handler = this[`on${event.type}` as 'onopen'] as ((event: Event) => void) | null;
    handler?.call(this, event);
  }

  /** The lake's stream of this socket; resolves once the lake has welcomed it, whose id the posts then name. */
  private open(): Promise<void> {
    return new Promise((welcomed) => {
      const headers: Record<string, string> =
        this.authorization === null ? {} : { authorization: this.authorization };
      resolveLakeFetch()(this.address, { signal: this.stop.signal, headers })
        .then(async (response) => {
          if (!response.ok || !response.body) throw new Error('refused');
          await readEvents(response.body, (name, data) => {
            if (name === 'welcome') {
              this.connection = (JSON.parse(data) as { connection: string }).connection;
              if (this.readyState === this.CONNECTING) {
                this.readyState = this.OPEN;
                this.emit(new Event('open'));
              }
              welcomed();
            } else if (name === 'message') this.emit(new MessageEvent('message', { data }));
          });
          this.finish(1006);
        })
        .catch(() => {
          if (this.readyState === this.CLOSED) return;
          this.emit(new Event('error'));
          this.finish(1006);
        })
        // Whatever ended it: nothing queued behind it waits for a welcome that will not come.
        .finally(welcomed);
    });
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
    const message = JSON.parse(data) as {
      id?: unknown;
      method?: unknown;
      params?: { authorization?: unknown };
    };
    if (!this.byCookie && this.connection === null && message.method === 'authorization') {
      const authorization = message.params?.authorization;
      this.authorization = typeof authorization === 'string' ? authorization : null;
      this.sending = this.sending
        .then(() => this.open())
        .then(() => {
          // Welcomed: the lake took the token. A stream it refused has closed the socket instead.
          if (this.readyState === this.OPEN) this.receive({ jsonrpc: '2.0', id: message.id, result: true });
        });
      return;
    }
    this.sending = this.sending.then(() => this.post(message));
  }

  private receive(message: unknown) {
    this.emit(new MessageEvent('message', { data: JSON.stringify(message) }));
  }

  private async post(message: unknown) {
    if (this.readyState !== this.OPEN) return;
    try {
      const response = await fetch(this.address, {
        method: 'POST',
        credentials: this.byCookie ? 'same-origin' : 'omit',
        headers: {
          'content-type': 'application/json',
          ...(this.authorization === null ? {} : { authorization: this.authorization }),
        },
        body: JSON.stringify({ connection: this.connection, message }),
      });
      if (!response.ok) throw new Error('refused');
      const { reply, then } = (await response.json()) as { reply: unknown; then: unknown[] };
      for (const answer of [reply, ...then]) this.receive(answer);
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
const SIGN_OUT_PATH = /^\/api\/lake\/v[^/]+\/auth\/logout$/;

/** The session token a Studio signed in elsewhere keeps (Sanity's auth store, under its project's key), if any. */
function storedToken(): string | null {
  try {
    const stored = JSON.parse(
      window.localStorage.getItem(`__studio_auth_token_${LAKE_PROJECT_ID}`) ?? 'null',
    ) as {
      token?: unknown;
    } | null;
    return typeof stored?.token === 'string' ? stored.token : null;
  } catch {
    return null;
  }
}

/**
 * Everything a Studio's page needs to work on the lake at `lakeOrigin` (the site's own by default; a standalone
 * Studio's lake is elsewhere), installed once before the Studio renders:
 * - the lake's listeners and writes of every client through lakeFetch (a standalone Studio's clients are Sanity's
 *   own, which fall back to the page's fetch, listeners included), and its presence socket as a LakeSocket;
 * - requests the Studio (or the SDK in it) sends straight to Sanity's API hosts go to the lake instead, and the
 *   version check is answered in the browser (the Studio is the one installed with npm; the CDN has nothing to offer
 *   it). Whatever else tries another host is blocked by the embedded Studio's Content-Security-Policy.
 */
export function installLakeTransport(lakeOrigin = window.location.origin) {
  const marker = window as Window & { __stroompleinLakeTransport?: true };
  if (marker.__stroompleinLakeTransport) return;
  marker.__stroompleinLakeTransport = true;
  // The Studio warns about HTTP/1.1 because of its six-connection limit; the listener mux above is the answer to
  // that limit here, so its warning ("Je hebt je remmen erop") would only mislead the editor.
  try {
    window.sessionStorage.setItem(PROTOCOL_WARNING_SNOOZE, new Date().toISOString());
  } catch {
    // No session storage (private mode): the warning may show; nothing else depends on it.
  }
  const before = window.fetch.bind(window);
  networkFetch = before;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    if (lakeTraffic(input, init) !== null) return lakeFetch(input, init);
    const address = addressOf(input);
    const signOutToken = isLakeOrigin(address) && SIGN_OUT_PATH.test(address.pathname) ? storedToken() : null;
    if (signOutToken !== null && !new Headers(init?.headers).has('authorization')) {
      // The Studio signs out with the client it made when the page loaded, which lacks a token the page signed in
      // with later: sent as it is, the sign-out would leave the lake's session alive until it expires.
      const headers = new Headers(init?.headers);
      headers.set('authorization', `Bearer ${signOutToken}`);
      return before(input, { ...init, headers });
    }
    // Feedback would go to Sanity's issue tracker, which this Studio does not reach: "unavailable" hides the item.
    if (SANITY_API_HOST.test(address.origin) && FEEDBACK_TUNNEL.test(address.pathname)) {
      return Promise.resolve(new Response(null, { status: 404 }));
    }
    if (SANITY_API_HOST.test(address.origin)) {
      const local = `${lakeOrigin}${LAKE_BASE_PATH}${address.pathname}${address.search}`;
      return before(input instanceof Request ? new Request(local, input) : local, {
        ...init,
        // The site's session where the lake is the page's own origin; elsewhere the request's own token.
        credentials: lakeOrigin === window.location.origin ? 'same-origin' : 'omit',
      });
    }
    if (address.origin === MODULE_CDN) {
      const version = { latest: SANITY_VERSION, packageVersion: SANITY_VERSION, deprecated: {} };
      return Promise.resolve(Response.json(version));
    }
    return before(input, init);
  };
  // Presence: the Studio's socket to the lake becomes a LakeSocket; any other WebSocket stays what it is.
  window.WebSocket = new Proxy(window.WebSocket, {
    construct(target, args: ConstructorParameters<typeof WebSocket>) {
      const address = new URL(String(args[0]), window.location.href);
      const overHttp = new URL(address.href.replace(/^ws/, 'http'));
      return isLakeOrigin(overHttp) && SOCKET_PATH.test(address.pathname)
        ? new LakeSocket(address.href)
        : new target(...args);
    },
  });
}
