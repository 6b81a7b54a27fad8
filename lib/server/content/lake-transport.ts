import 'server-only';
import { Agent, type Dispatcher } from 'undici';
import { handleLakeRequest } from '@/lake/router';
import '@/lib/server/lake-wiring';
import { LAKE_IN_PROCESS_HOST } from './lake-address';

/**
 * The site's own reads of the local Content Lake, answered in process: requests to LAKE_IN_PROCESS_HOST go to the
 * lake's router (lake/router.ts) as the `/api/lake` route would hand them, so the client gets the HTTP API's own
 * answers, sync tags and errors, also where no server listens (`next build`), without a hop over the network.
 *
 * It sits beneath `fetch` as undici's global dispatcher (Node's `fetch` is undici; the shared symbol is undici's
 * documented way to set it), so Next's patched `fetch` still caches and tags what the client reads; a `fetch`
 * handed to the client would bypass that. Every other origin goes to the dispatcher that was there before.
 */

const LAKE_ORIGIN = new URL(LAKE_IN_PROCESS_HOST).origin;

const GLOBAL_DISPATCHER = Symbol.for('undici.globalDispatcher.1');

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

/** Both handler contracts: the one Node's bundled undici (6 and 7) calls, and undici 8's. */
type Handler = Dispatcher.DispatchHandlers & {
  onRequestStart?: (controller: { abort: (reason: Error) => void }, context: unknown) => void;
  onResponseStart?: (
    controller: object,
    status: number,
    headers: Record<string, string>,
    text: string,
  ) => void;
  onResponseData?: (controller: object, chunk: Buffer) => void;
  onResponseEnd?: (controller: object, trailers: Record<string, string>) => void;
  onResponseError?: (controller: object, error: Error) => void;
};

async function answer(options: Dispatcher.DispatchOptions, handler: Handler): Promise<void> {
  const gone = new AbortController();
  const controller = { abort: (reason: Error) => gone.abort(reason) };
  if (handler.onRequestStart) handler.onRequestStart(controller, {});
  else handler.onConnect?.((reason) => gone.abort(reason));
  const url = new URL(options.path, LAKE_ORIGIN);
  const request = new Request(url, {
    method: options.method,
    headers: headerPairs(options.headers),
    body: await bodyBytes(options.body),
    signal: gone.signal,
  });
  const response = await handleLakeRequest(request, url.pathname.replace(/^\/api\/lake\/?/, '').split('/'));
  const headers = [...response.headers];
  if (handler.onResponseStart) {
    handler.onResponseStart(controller, response.status, Object.fromEntries(headers), response.statusText);
  } else {
    const raw = headers.flatMap(([name, value]) => [Buffer.from(name), Buffer.from(value)]);
    handler.onHeaders?.(response.status, raw, () => undefined, response.statusText);
  }
  // Query answers are small and whole; an event stream flows until the reader aborts.
  for await (const chunk of (response.body ?? []) as unknown as AsyncIterable<Uint8Array>) {
    if (gone.signal.aborted) break;
    const bytes = Buffer.from(chunk);
    if (handler.onResponseData) handler.onResponseData(controller, bytes);
    else handler.onData?.(bytes);
  }
  if (handler.onResponseEnd) handler.onResponseEnd(controller, {});
  else handler.onComplete?.([]);
}

function inProcessLake(fallback: Dispatcher): Dispatcher {
  const dispatch = (options: Dispatcher.DispatchOptions, handler: Handler): boolean => {
    if (String(options.origin) !== LAKE_ORIGIN) return fallback.dispatch(options, handler);
    answer(options, handler).catch((error: Error) => {
      if (handler.onResponseError) handler.onResponseError({}, error);
      else handler.onError?.(error);
    });
    return true;
  };
  // The rest of the contract (close, destroy, events) is the fallback's: only dispatch differs.
  return new Proxy(fallback, {
    get: (target, property, receiver) =>
      property === 'dispatch' ? dispatch : (Reflect.get(target, property, receiver) as unknown),
  });
}

// Once per process: Next bundles routes apart, so this module may load more than once.
const globals = globalThis as typeof globalThis & {
  [GLOBAL_DISPATCHER]?: Dispatcher;
  __stroompleinLakeInProcess?: true;
};
if (!globals.__stroompleinLakeInProcess) {
  globals[GLOBAL_DISPATCHER] = inProcessLake(globals[GLOBAL_DISPATCHER] ?? new Agent());
  globals.__stroompleinLakeInProcess = true;
}
