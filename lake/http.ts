import 'server-only';
import { LakeError, UNKNOWN_ENDPOINT_HEADER } from './errors';

/** Request and response plumbing of the lake: bounded bodies, JSON in and out, no caching of anything. */

export const MAX_JSON_BYTES = 4 * 1024 * 1024;
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

const NO_STORE = { 'cache-control': 'no-store' };

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

export function errorResponse(error: LakeError): Response {
  const retry = error.retryAfterSeconds;
  const headers: Record<string, string> = retry === undefined ? {} : { 'retry-after': String(retry) };
  if (error.details.type === 'unknownEndpoint')
    headers[UNKNOWN_ENDPOINT_HEADER] = String(error.details.endpoint);
  return json(error.toBody(), error.status, headers);
}

/** The body as bytes, refused (413) beyond `limit` without reading further. */
export async function readBody(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  const tooLarge = () =>
    new LakeError(413, `De aanvraag is te groot (meer dan ${Math.round(limit / 1024 / 1024)} MB).`);
  if (declared > limit) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > limit) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export async function readJson(request: Request): Promise<Record<string, unknown>> {
  const text = new TextDecoder().decode(await readBody(request, MAX_JSON_BYTES));
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new LakeError(400, 'De aanvraag bevat geen geldige JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new LakeError(400, 'De aanvraag moet een JSON-object zijn.');
  }
  return value as Record<string, unknown>;
}

/** `$name=<json>` query parameters, as @sanity/client sends GROQ parameters on a GET. */
export function queryParams(url: URL): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, value] of url.searchParams) {
    if (!key.startsWith('$')) continue;
    try {
      params[key.slice(1)] = JSON.parse(value);
    } catch {
      throw new LakeError(400, `Parameter ${key} is geen geldige JSON.`);
    }
  }
  return params;
}

export function flag(url: URL, name: string): boolean {
  const value = url.searchParams.get(name);
  return value !== null && value !== 'false' && value !== '0';
}

const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin a request reached: its `Host` (Next's request URL names the address its server listens on, whatever
 * host the caller used) with the scheme a proxy in front reports (`X-Forwarded-Proto`, as Next reads it).
 */
export function reachedOrigin(request: Request): string {
  const url = new URL(request.url);
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  const scheme = forwarded === 'https' || forwarded === 'http' ? forwarded : url.protocol.slice(0, -1);
  const host = request.headers.get('host')?.trim() ?? '';
  return `${scheme}://${HOST.test(host) ? host.toLowerCase() : url.host}`;
}

/** Sends an event; `id` (the position to resume from) when the stream has ids of its own. */
export type SendEvent = (event: string, data: unknown, id?: string) => void;

const encoder = new TextEncoder();
const KEEPALIVE_MS = 25_000;

/**
 * A server-sent event stream. `start` registers whatever feeds it and returns how to stop; it stops when the
 * client goes away. A comment every 25 s keeps proxies from closing an idle stream.
 */
export function eventStream(signal: AbortSignal, start: (send: SendEvent) => () => void): Response {
  let stop = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let eventNumber = 0;
      let stopFeeding = () => {};
      const keepalive = setInterval(() => write(': keepalive\n\n'), KEEPALIVE_MS);
      stop = () => {
        stopFeeding();
        clearInterval(keepalive);
      };
      const write = (chunk: string) => {
        try {
          controller.enqueue(encoder.encode(chunk));
        } catch {
          stop();
        }
      };
      const send: SendEvent = (event, data, id = `${Date.now()}-${++eventNumber}`) =>
        write(`id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      try {
        stopFeeding = start(send);
      } catch (error) {
        clearInterval(keepalive);
        throw error;
      }
      signal.addEventListener('abort', () => {
        stop();
        try {
          controller.close();
        } catch {
          // Already closed.
        }
      });
    },
    cancel: () => stop(),
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
    },
  });
}
