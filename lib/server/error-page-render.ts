import 'server-only';
import { randomUUID } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { VisitorError } from '@/lib/domain/error-descriptions';

/**
 * A visitor's 404 and 500 pages drawn on the server. Next draws error and not-found boundaries only in the browser
 * (the server sends an empty error shell), so a visitor whose scripts are slow or blocked saw a white page.
 *
 * - A page request to a path with no page: the proxy asks this server once more for the same address, marked; the
 *   marked request is rewritten to the 404 route (`app/[site]/(default)/niet-gevonden`), which renders header, explanation
 *   and path like any page, and the answer goes out with status 404.
 * - A page request while the content cannot be read (the proxy could not tell whether the page exists), or for an
 *   account page: the proxy asks this server for the page itself, marked so it goes through unchanged; a page that
 *   renders (or is cached) is served as usual, and when rendering fails the error route (`app/[site]/(default)/storing`)
 *   is drawn instead: status 503 with the Dutch "even niet bereikbaar" when accounts cannot be reached, else 500.
 *
 * The address stays the visitor's (a rewrite), so the router in the browser carries on from it.
 */

/** The 404 page's route; the visitor's path follows it. */
export const NOT_FOUND_ROUTE = '/niet-gevonden';
/** The 500 page's route; the visitor's path follows it. */
export const SERVER_ERROR_ROUTE = '/storing';
const MARK_HEADER = 'x-stroomplein-foutpagina';
/** The site segment of the visitor's request: this server's own address is not the visitor's host. */
const SITE_HEADER = 'x-stroomplein-site';

const state = globalThis as typeof globalThis & { __stroompleinErrorPageMark?: string };
/** Known only to this process, so no visitor can ask for a marked render. */
const mark = (state.__stroompleinErrorPageMark ??= randomUUID());

type MarkedKind = '404' | '500' | '503' | 'page';
const ROUTES = { '404': NOT_FOUND_ROUTE, '500': SERVER_ERROR_ROUTE, '503': SERVER_ERROR_ROUTE } as const;
/** The error route's query for a 503: accounts cannot be reached. */
export const ACCOUNTS_UNREACHABLE = 'accounts-onbereikbaar';
/** How a render that failed because accounts cannot be reached shows in its error shell (its digest). */
const ACCOUNTS_UNREACHABLE_DIGEST = new VisitorError('account-unavailable').digest;

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
 * What the proxy does with a request this server sent itself: `rewrite` it to the error page's route (the
 * `route`), `render` it once it has been rewritten (the proxy sees that request too), or `pass` the page request on
 * unchanged; false for any request a visitor sent.
 */
export function errorPageStep(
  request: NextRequest,
):
  | { step: 'rewrite'; route: string; search: string; site: string }
  | { step: 'render' | 'pass'; site: string }
  | false {
  const value = request.headers.get(MARK_HEADER);
  if (!value?.startsWith(`${mark}:`)) return false;
  const kind = value.slice(mark.length + 1) as MarkedKind;
  const site = request.headers.get(SITE_HEADER) ?? '';
  if (kind === 'page') return { step: 'pass', site };
  const route = ROUTES[kind];
  if (!route) return false;
  const { pathname } = request.nextUrl;
  if (pathname === route || pathname.startsWith(`${route}/`)) return { step: 'render', site };
  return { step: 'rewrite', route, search: kind === '503' ? `?reden=${ACCOUNTS_UNREACHABLE}` : '', site };
}

/** Where this server listens (set by `next start` and `next dev`). */
function ownOrigin(): string {
  return process.env.__NEXT_PRIVATE_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
}

const PASSED_ON = ['accept', 'accept-language', 'user-agent', 'cookie'];
const KEPT = ['content-type', 'content-security-policy', 'vary', 'x-robots-tag'];
/** Not handed on from a page asked of this server: fetch has unpacked the body and the lengths no longer hold. */
const NOT_HANDED_ON = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
]);

/**
 * Whether a header of a page asked of this server goes on to the visitor. Cookies are appended one by one; the
 * proxy's own instructions to Next (its rewrite onto the site segment) were for the inner request only, and Next
 * would follow them again on the visitor's.
 */
const isHandedOn = (name: string) =>
  !NOT_HANDED_ON.has(name) && name !== 'set-cookie' && !name.startsWith('x-middleware-');

/** How long a cache in front may keep a visitor's 404 page, at most (until a page published at its path purges it). */
const NOT_FOUND_KEPT_S = 60;

/** How long this server may take to start its answer; a page that streams on afterwards is not cut off. */
const ANSWER_STARTS_WITHIN_MS = 5_000;

/** This server's answer to `request` on `site` (its segment), marked as `kind`; undefined when it gave none in time. */
async function askSelf(request: NextRequest, site: string, kind: MarkedKind): Promise<Response | undefined> {
  const headers = new Headers({ [MARK_HEADER]: `${mark}:${kind}`, [SITE_HEADER]: site });
  for (const name of PASSED_ON) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const { pathname, search } = request.nextUrl;
  const late = new AbortController();
  const timer = setTimeout(() => late.abort(), ANSWER_STARTS_WITHIN_MS);
  try {
    return await fetch(`${ownOrigin()}${pathname}${search}`, {
      method: request.method,
      headers,
      redirect: 'manual',
      signal: late.signal,
    });
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/** An error page for `request` drawn on the server; undefined if this server could not draw it (the old way then). */
async function renderedErrorPage(
  request: NextRequest,
  site: string,
  kind: '404' | '500' | '503',
): Promise<NextResponse | undefined> {
  const answer = await askSelf(request, site, kind);
  if (!answer?.ok || (request.method !== 'HEAD' && !answer.body)) return undefined;
  const response = new NextResponse(request.method === 'HEAD' ? null : answer.body, { status: Number(kind) });
  for (const name of KEPT) {
    const value = answer.headers.get(name);
    if (value) response.headers.set(name, value);
  }
  if (kind === '404') {
    // Drawn without a nonce: a cache in front may keep it a while (the proxy gives it its path's keys, so a page
    // published there purges it); a browser asks again each time. Only this page: Next's own 404, which a request
    // that does not ask for HTML gets at the same address, is never kept.
    response.headers.set('cache-control', 'public, max-age=0, must-revalidate');
    response.headers.set('surrogate-control', `max-age=${NOT_FOUND_KEPT_S}`);
  } else {
    response.headers.set('cache-control', 'private, no-store');
  }
  return response;
}

/** The 404 page for `request`, drawn on the server. */
export const renderedNotFound = (request: NextRequest, site: string) =>
  renderedErrorPage(request, site, '404');

/**
 * The page for `request` as this server renders or serves it from its cache, or, when that fails, the error page
 * drawn on the server (503 when accounts cannot be reached, else 500). Undefined if this server gave no answer.
 */
export async function pageOrServerError(
  request: NextRequest,
  site: string,
): Promise<NextResponse | undefined> {
  const answer = await askSelf(request, site, 'page');
  if (!answer) return undefined;
  if (answer.status < 500) {
    const headers = new Headers();
    answer.headers.forEach((value, name) => {
      if (isHandedOn(name)) headers.set(name, value);
    });
    for (const cookie of answer.headers.getSetCookie()) headers.append('set-cookie', cookie);
    // A page's own redirect (sign-in for an expired session) names a path; the answer needs the whole address.
    const location = answer.headers.get('location');
    if (location) headers.set('location', new URL(location, request.nextUrl).toString());
    return new NextResponse(request.method === 'HEAD' ? null : answer.body, {
      status: answer.status,
      headers,
    });
  }
  const shell = await answer.text();
  return renderedErrorPage(request, site, shell.includes(ACCOUNTS_UNREACHABLE_DIGEST) ? '503' : '500');
}
