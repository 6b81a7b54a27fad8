import { NextResponse, type NextRequest } from 'next/server';
import { isBotUserAgent } from '@/lib/domain/bots';
import { pageCacheKeys } from '@/lib/domain/http-cache.mjs';
import type { MarketId } from '@/lib/domain/markets';
import { pageExists } from '@/lib/server/content/page-exists';
import { notFoundPage, pageOrServerError } from '@/lib/server/error-page-render';
import { isAccountPath } from './account-gate';
import { contentViewAfterMiss, type ContentView } from './content-view';
import { isDraftMode } from './site';

/** The browser loading a page (not the router fetching its data, nor a script). */
export function isBrowserPageLoad(request: NextRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !request.headers.has('rsc') &&
    !request.headers.has('next-router-prefetch') &&
    (request.headers.get('accept') ?? '').includes('text/html')
  );
}

/** Whether a page is at `pathname`, asking a fresh view when the one at hand does not hold it. */
async function existsAfterMiss(
  pathname: string,
  market: MarketId | null,
  view: ContentView | undefined,
): Promise<boolean | undefined> {
  const exists = pageExists(pathname, market, view?.pages);
  if (exists !== false) return exists;
  return pageExists(pathname, market, (await contentViewAfterMiss())?.pages);
}

/**
 * A crawler's error is its bare status code, logged, without the error page: decided here, before any render, so
 * the page itself is rendered at most once. Undefined when the page exists.
 */
async function crawlerError(
  request: NextRequest,
  market: MarketId | null,
  view: ContentView | undefined,
): Promise<NextResponse | undefined> {
  const { pathname, search } = request.nextUrl;
  const exists = await existsAfterMiss(pathname, market, view);
  if (exists) return undefined;
  // Undefined: the content cannot be read now. A crawler retries a 503 later instead of dropping the page.
  const status = exists === false ? 404 : 503;
  console.warn(`[${status}] ${pathname}${search} requested by bot: ${request.headers.get('user-agent')}`);
  return new NextResponse(null, {
    status,
    headers: { 'cache-control': 'no-store', ...(status === 503 ? { 'retry-after': '60' } : {}) },
  });
}

/**
 * Errors answered before the page renders; undefined when the page goes on to render as usual.
 * - A crawler asking for a page that does not exist gets the bare 404 (503 while the content cannot be read).
 * - A visitor's browser loading a path with no page gets the 404 page drawn on the server, with the path's
 *   surrogate keys: a cache in front keeps it until a page is published there.
 * - A visitor's browser loading a page whose render may fail (account pages; a path only the content can tell of,
 *   while it cannot be read) gets the page as rendered or cached, or else the error page drawn on the server.
 * An editor's preview is left to the render: its page may exist only as a draft or in a release.
 */
export async function errorPage(
  request: NextRequest,
  { site, market, view }: { site: string; market: MarketId | null; view: ContentView | undefined },
): Promise<NextResponse | undefined> {
  if (isBotUserAgent(request.headers.get('user-agent'))) return crawlerError(request, market, view);
  if (!isBrowserPageLoad(request) || isDraftMode(request)) return undefined;
  const { pathname } = request.nextUrl;
  // Account pages exist, but their render may fail when Firebase does.
  const exists = isAccountPath(pathname) ? undefined : await existsAfterMiss(pathname, market, view);
  if (exists) return undefined;
  if (exists === undefined) return pageOrServerError(request, site);
  const response = notFoundPage(request, site);
  response.headers.set('xkey', pageCacheKeys(pathname, market));
  return response;
}
