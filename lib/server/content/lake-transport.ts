import 'server-only';
import { getGlobalDispatcher, setGlobalDispatcher, type Dispatcher } from 'undici';
import { handleLakeRequest } from '@/lake/router';
import '@/lib/server/lake-wiring';
import { LAKE_IN_PROCESS_HOST } from './lake-address';

/**
 * The site's own reads of the local Content Lake, answered in process: requests to LAKE_IN_PROCESS_HOST go to the
 * lake's router (lake/router.ts) as the `/api/lake` route would hand them, so the client gets the HTTP API's own
 * answers, sync tags and errors, also where no server listens (`next build`), without a hop over the network.
 *
 * It sits beneath `fetch` as an interceptor composed onto undici's global dispatcher, set with undici's public
 * `setGlobalDispatcher`, so Next's patched `fetch` still caches and tags what the client reads; a `fetch` handed to
 * the client would bypass that. Every other origin goes on to the dispatcher that was there before. undici 8's
 * `setGlobalDispatcher` serves the fetch of Node 26 (undici 8) and, through its compatibility wrapper, Node 22's
 * (undici 6): the package's major must be at least Node's (tests/unit/read-content.ts fails otherwise).
 */

const LAKE_ORIGIN = new URL(LAKE_IN_PROCESS_HOST).origin;

type Headers = Dispatcher.DispatchOptions['headers'];

function headerPairs(headers: Headers): [string, string][] {
  if (!headers) return [];
  if (Array.isArray(headers)) {
    const pairs: [string, string][] = [];
    for (let index = 0; index + 1 < headers.length; index += 2)
      pairs.push([String(headers[index]), String(headers[index + 1])]);
    return pairs;
  }
  const entries =
    Symbol.iterator in headers ? [...(headers as Iterable<[string, unknown]>)] : Object.entries(headers);
  return entries.flatMap(([name, value]) =>
    value === undefined
      ? []
      : [[name, Array.isArray(value) ? value.join(', ') : String(value)] as [string, string]],
  );
}

async function bodyBytes(
  body: Dispatcher.DispatchOptions['body'],
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (body === null || body === undefined) return undefined;
  if (typeof body === 'string' || body instanceof Uint8Array) return new Uint8Array(Buffer.from(body));
  const chunks: Buffer[] = [];
  for await (const chunk of body as AsyncIterable<Uint8Array | string>) chunks.push(Buffer.from(chunk));
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * The one dispatch controller an in-process answer needs: abort reaches the lake's request, and pause holds its
 * stream. Ours because the contract is undici's interface, implemented by its own connections.
 */
class InProcessController implements Dispatcher.DispatchController {
  #aborted = false;
  #paused = false;
  #reason: Error | null = null;
  #wake: (() => void) | undefined;
  /** Where undici 8's fetch reads the response headers from (name, value, name, value…). */
  rawHeaders: Buffer[] | null = null;

  constructor(private readonly gone: AbortController) {}

  get aborted() {
    return this.#aborted;
  }

  get paused() {
    return this.#paused;
  }

  get reason() {
    return this.#reason;
  }

  abort(reason: Error) {
    if (this.#aborted) return;
    this.#aborted = true;
    this.#reason = reason;
    this.gone.abort(reason);
    this.#wake?.();
  }

  pause() {
    this.#paused = true;
  }

  resume() {
    this.#paused = false;
    this.#wake?.();
  }

  /** Until the reader is ready for more (or gone). */
  async flowing() {
    while (this.#paused && !this.#aborted) await new Promise<void>((wake) => (this.#wake = wake));
  }
}

async function answer(
  options: Dispatcher.DispatchOptions,
  handler: Dispatcher.DispatchHandler,
): Promise<void> {
  const gone = new AbortController();
  const controller = new InProcessController(gone);
  try {
    handler.onRequestStart?.(controller, {});
    if (controller.aborted) return;
    const url = new URL(options.path, LAKE_ORIGIN);
    const request = new Request(url, {
      method: options.method,
      headers: headerPairs(options.headers),
      body: await bodyBytes(options.body),
      signal: gone.signal,
    });
    const response = await handleLakeRequest(request, url.pathname.replace(/^\/api\/lake\/?/, '').split('/'));
    const headers: Record<string, string | string[]> = Object.fromEntries(response.headers);
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) headers['set-cookie'] = cookies;
    controller.rawHeaders = [...response.headers].flatMap(([name, value]) => [
      Buffer.from(name),
      Buffer.from(value),
    ]);
    handler.onResponseStart?.(controller, response.status, headers, response.statusText);
    // Query answers are small and whole; an event stream flows until the reader aborts.
    const reader = response.body?.getReader();
    try {
      while (reader && !controller.aborted) {
        await controller.flowing();
        const { done, value } = await reader.read();
        if (done || controller.aborted) break;
        handler.onResponseData?.(controller, Buffer.from(value));
      }
    } finally {
      if (controller.aborted) await reader?.cancel(controller.reason).catch(() => undefined);
    }
    if (!controller.aborted) handler.onResponseEnd?.(controller, {});
  } catch (error) {
    handler.onResponseError?.(controller, error instanceof Error ? error : new Error(String(error)));
  }
}

/** Requests to the lake's in-process origin answered here; every other origin goes on to the dispatcher before. */
const inProcessLake: Dispatcher.DispatcherComposeInterceptor = (dispatch) => (options, handler) => {
  if (String(options.origin) !== LAKE_ORIGIN) return dispatch(options, handler);
  void answer(options, handler);
  return true;
};

// Once per process: Next bundles routes apart, so this module may load more than once.
const globals = globalThis as typeof globalThis & { __stroompleinLakeInProcess?: true };
if (!globals.__stroompleinLakeInProcess) {
  setGlobalDispatcher(getGlobalDispatcher().compose(inProcessLake));
  globals.__stroompleinLakeInProcess = true;
}
