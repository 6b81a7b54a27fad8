import 'server-only';
import { randomUUID } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { VisitorError } from '@/lib/domain/error-descriptions';
import { nonceFreePolicy, noncePolicy, withPolicy } from '@/lib/server/request/headers';
import { ownOrigin } from '@/lib/server/next-internals.mjs';
import { siteAddress } from '@/lib/server/request/site';

/**
 * A visitor's 404, 500 and 503 pages drawn on the server. Next draws a `notFound()` or an error boundary only in
 * the browser (the server sends an empty error shell), so a visitor whose scripts are slow or blocked would see a
 * white page. The proxy rewrites such a request instead to an error route that renders header, explanation and
 * footer like any page (`app/[site]/(default)/niet-gevonden`, `app/[site]/(default)/storing`), with the error's
 * status; the address stays the visitor's, so the router in the browser carries on from it.
 *
 * - A path with no page (the proxy knows from its content view): the 404 route.
 * - A page whose render may fail (an account page, which needs Firebase; a path only the content can tell of,
 *   while it cannot be read): whether it fails is known only once it has rendered, and Next answers a failed
 *   render with its error shell. So this server asks itself for the page, once, marked: a page that renders (or
 *   is cached) goes to the visitor as it is; a failed one gets the error route (503 with "even niet bereikbaar"
 *   when accounts cannot be reached, else 500). The one request in the request path that asks this server over
 *   HTTP (docs/decisions.md, "Self-drawn error pages").
 */

/** The 404 page's route; the visitor's path follows it. */
const NOT_FOUND_ROUTE = '/niet-gevonden';
/** The 500 page's route; the visitor's path follows it. */
const SERVER_ERROR_ROUTE = '/storing';
/** The error route's query for a 503: accounts cannot be reached. */
export const ACCOUNTS_UNREACHABLE = 'accounts-onbereikbaar';
/** How a render that failed because accounts cannot be reached shows in its error shell (its digest). */
const ACCOUNTS_UNREACHABLE_DIGEST = new VisitorError('account-unavailable').digest;

/** How long a cache in front may keep a visitor's 404 page, at most (until a page published at its path purges it). */
const NOT_FOUND_KEPT_S = 60;

/** The error page `route` for the request's own path, with `status`. */
function errorRoute(
  request: NextRequest,
  site: string,
  { route, status, policy, query = '' }: { route: string; status: number; policy: string; query?: string },
): NextResponse {
  const address = siteAddress(request, site, `${route}${request.nextUrl.pathname}`, query);
  const response = NextResponse.rewrite(address, {
    status,
    request: { headers: withPolicy(request, policy) },
  });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

/**
 * The 404 page for the request's path. Drawn without a nonce, so a cache in front may keep it a while (the proxy
 * gives it its path's keys, so a page published there purges it) and a path asked for again and again (a campaign
 * page before its moment, a broken link) is drawn once; a browser asks again each time. Only this page: Next's own
 * 404, which a request that does not ask for HTML gets at the same address, is never kept.
 */
export function notFoundPage(request: NextRequest, site: string): NextResponse {
  const response = errorRoute(request, site, {
    route: NOT_FOUND_ROUTE,
    status: 404,
    policy: nonceFreePolicy(false),
  });
  response.headers.set('cache-control', 'public, max-age=0, must-revalidate');
  response.headers.set('surrogate-control', `max-age=${NOT_FOUND_KEPT_S}`);
  return response;
}

/** The 500 page, or the 503 page that says accounts cannot be reached, for the request's path. */
function serverErrorPage(request: NextRequest, site: string, accountsUnreachable: boolean): NextResponse {
  const response = errorRoute(request, site, {
    route: SERVER_ERROR_ROUTE,
    status: accountsUnreachable ? 503 : 500,
    policy: noncePolicy(false),
    query: accountsUnreachable ? `?reden=${ACCOUNTS_UNREACHABLE}` : '',
  });
  response.headers.set('cache-control', 'private, no-store');
  return response;
}

const MARK_HEADER = 'x-stroomplein-foutpagina';
/** The site segment of the visitor's request: this server's own address is not the visitor's host. */
const SITE_HEADER = 'x-stroomplein-site';

const state = globalThis as typeof globalThis & { __stroompleinErrorPageMark?: string };
/** Known only to this process, so no visitor can send a request that passes for this server's own. */
const mark = (state.__stroompleinErrorPageMark ??= randomUUID());

/** The visitor's site segment when this server asks itself for a page (`pageOrServerError`); else undefined. */
export function selfAskedSite(request: NextRequest): string | undefined {
  return request.headers.get(MARK_HEADER) === mark ? (request.headers.get(SITE_HEADER) ?? '') : undefined;
}

const PASSED_ON = ['accept', 'accept-language', 'user-agent', 'cookie'];
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

/** How long this server may take to start its answer; a page that streams on afterwards is not cut off. */
const ANSWER_STARTS_WITHIN_MS = 5_000;

/** This server's answer to the request's page on `site`, marked; undefined when it gave none in time. */
async function askSelf(request: NextRequest, site: string): Promise<Response | undefined> {
  const headers = new Headers({ [MARK_HEADER]: mark, [SITE_HEADER]: site });
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

/**
 * The page for `request` as this server renders or serves it from its cache, or, when that fails, the error page
 * drawn on the server (503 when accounts cannot be reached, else 500). Undefined if this server gave no answer.
 */
export async function pageOrServerError(
  request: NextRequest,
  site: string,
): Promise<NextResponse | undefined> {
  const answer = await askSelf(request, site);
  if (!answer) return undefined;
  if (answer.status >= 500) {
    const shell = await answer.text();
    return serverErrorPage(request, site, shell.includes(ACCOUNTS_UNREACHABLE_DIGEST));
  }
  const headers = new Headers();
  answer.headers.forEach((value, name) => {
    if (isHandedOn(name)) headers.set(name, value);
  });
  for (const cookie of answer.headers.getSetCookie()) headers.append('set-cookie', cookie);
  // A page's own redirect (sign-in for an expired session) names a path; the answer needs the whole address.
  const location = answer.headers.get('location');
  if (location) headers.set('location', new URL(location, request.nextUrl).toString());
  return new NextResponse(request.method === 'HEAD' ? null : answer.body, { status: answer.status, headers });
}
