import 'server-only';
import { randomUUID } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';

/**
 * A visitor's 404 drawn on the server. Next draws a not-found boundary only in the browser (for `notFound()` the
 * server sends an empty error shell), so a visitor whose scripts are slow or blocked saw a white page. For a page
 * request to a path with no page, the proxy asks this server once more for the same address, marked; the marked
 * request is rewritten to the 404 route (`app/(default)/niet-gevonden`), which renders header, explanation and path
 * like any page, and the answer goes out with status 404. The address stays the visitor's (a rewrite), so the
 * router in the browser carries on from it.
 */

/** The 404 page's route; the visitor's path follows it. */
export const NOT_FOUND_ROUTE = '/niet-gevonden';
const MARK_HEADER = 'x-stroomplein-niet-gevonden';

const state = globalThis as typeof globalThis & { __stroompleinNotFoundMark?: string };
/** Known only to this process, so no visitor can ask for the marked render. */
const mark = (state.__stroompleinNotFoundMark ??= randomUUID());

/** The browser loading a page (not the router fetching its data, nor a script). */
export function isPageRequest(request: NextRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !request.headers.has('rsc') &&
    !request.headers.has('next-router-prefetch') &&
    (request.headers.get('accept') ?? '').includes('text/html')
  );
}

/**
 * The marked request: `rewrite` when the proxy is to rewrite it to the 404 route, `render` once it has (the proxy
 * sees the rewritten request too); false for any other request.
 */
export function notFoundRenderStep(request: NextRequest): 'rewrite' | 'render' | false {
  if (request.headers.get(MARK_HEADER) !== mark) return false;
  const { pathname } = request.nextUrl;
  return pathname === NOT_FOUND_ROUTE || pathname.startsWith(`${NOT_FOUND_ROUTE}/`) ? 'render' : 'rewrite';
}

/** Where this server listens (set by `next start` and `next dev`). */
function ownOrigin(): string {
  return process.env.__NEXT_PRIVATE_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
}

const PASSED_ON = ['accept', 'accept-language', 'user-agent', 'cookie'];
const KEPT = ['content-type', 'content-security-policy', 'vary', 'x-robots-tag'];

/** The 404 page for `request`, drawn on the server; undefined if this server could not draw it (the old way then). */
export async function renderedNotFound(request: NextRequest): Promise<NextResponse | undefined> {
  const headers = new Headers({ [MARK_HEADER]: mark });
  for (const name of PASSED_ON) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const { pathname, search } = request.nextUrl;
  const answer = await fetch(`${ownOrigin()}${pathname}${search}`, {
    headers,
    redirect: 'manual',
    signal: AbortSignal.timeout(5_000),
  }).catch(() => undefined);
  if (!answer?.ok || !answer.body) return undefined;
  const response = new NextResponse(request.method === 'HEAD' ? null : answer.body, { status: 404 });
  for (const name of KEPT) {
    const value = answer.headers.get(name);
    if (value) response.headers.set(name, value);
  }
  response.headers.set('cache-control', 'private, no-store');
  return response;
}
