import { NextResponse, type NextRequest } from 'next/server';
import { isBotUserAgent } from '@/lib/domain/bots';
import { isHostedContent, sanityApiHost } from '@/lib/domain/content/config';
import { identifyCaller } from '@/lib/server/editor-identity';
import { STUDIO_PATH, isStudioPath } from '@/lib/domain/studio-access';
import {
  errorPageStep,
  isPageRequest as isVisitorPageLoad,
  NOT_FOUND_ROUTE,
  pageOrServerError,
  renderedNotFound,
} from '@/lib/server/error-page-render';
import { pageExists } from '@/lib/server/content/page-exists';
import { findRedirect } from '@/lib/server/content/redirect-source';
import { redirectLocation } from '@/lib/domain/content/redirects';
import { decodeSegments } from '@/lib/domain/content/paths';
import { AUTH_EMULATOR_HOST, isFirebaseEmulated } from '@/lib/domain/firebase/config';
import { pageCacheKeys } from '@/lib/domain/http-cache.mjs';
import { newNonce, pagePolicy } from '@/lib/server/security/headers';
import { CONSENT_HEAD_SCRIPT } from '@/components/site/cookie-consent/head-script';
import { isRenderedPerRequest } from '@/lib/server/security/rendered-routes';
import { SESSION_COOKIE } from '@/lib/domain/session-cookies';
import { SITE_URL } from '@/lib/domain/site-url';
import type { MarketId } from '@/lib/domain/markets';
import {
  marketForHost,
  PREVIEW_SITE_SEGMENT,
  previewedSite,
  siteForSegment,
  siteSegment,
} from '@/lib/domain/market-hosts';
import { PREVIEW_MARKET_COOKIE } from '@/lib/domain/content/preview-market';
import { MARKET_HOSTS } from '@/lib/server/market-hosts-setting';

/** Folders of public/ (files, not pages): crawlers get them as anyone does. */
const PUBLIC_FILE_FOLDERS = ['/content-images/', '/studio-fonts/'];

/** Next's draft-mode cookie: the Studio's Presentation tool may frame the site then. */
const DRAFT_MODE_COOKIE = '__prerender_bypass';

/**
 * The page's Content-Security-Policy: with a fresh nonce when the page is rendered per request (Next reads it
 * from the request header and puts it on its scripts), without one for prerendered pages (see lib/server/security).
 */
function withPagePolicy(request: NextRequest): { forward?: Headers; policy: string } {
  const framable = request.cookies.has(DRAFT_MODE_COOKIE);
  if (isRenderedPerRequest(request.nextUrl.pathname)) {
    const policy = policyFor(newNonce(), framable);
    const forward = new Headers(request.headers);
    forward.set('content-security-policy', policy);
    return { forward, policy };
  }
  return { policy: prerenderedPolicy(framable) };
}

/** A prerendered page's policy has no nonce, so there are two (framable or not), built once rather than per request. */
function prerenderedPolicy(framable: boolean): string {
  let policy = prerenderedPolicies.get(framable);
  if (!policy) prerenderedPolicies.set(framable, (policy = policyFor(undefined, framable)));
  return policy;
}

function policyFor(nonce: string | undefined, framable: boolean) {
  return pagePolicy({
    nonce,
    consentScript: CONSENT_HEAD_SCRIPT || undefined,
    framable,
    authEmulator: isFirebaseEmulated ? `http://${AUTH_EMULATOR_HOST}` : undefined,
    https: process.env.NODE_ENV === 'production' && SITE_URL.startsWith('https:'),
    contentApi: isHostedContent && sanityApiHost ? new URL(sanityApiHost).origin : undefined,
  });
}

const prerenderedPolicies = new Map<boolean, string>();

/** Pages answer GET and HEAD (and their server actions' POSTs): anything else gets 405, never a render or a 5xx. */
function methodNotAllowed() {
  return new NextResponse('Deze methode is niet toegestaan op deze pagina.', {
    status: 405,
    headers: { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/**
 * A crawler's error is its bare status code, logged, without the error page: decided here, before
 * any render, so the page itself is rendered at most once. Undefined when the page exists.
 */
async function crawlerError(
  request: NextRequest,
  market: MarketId | null,
): Promise<NextResponse | undefined> {
  const status = await pageExists(request.nextUrl.pathname, market).then(
    (exists) => (exists ? undefined : 404),
    (error: unknown) => {
      console.error('Inhoud niet bereikbaar voor een crawler:', error);
      return 503;
    },
  );
  if (status === undefined) return undefined;
  const { pathname, search } = request.nextUrl;
  console.warn(`[${status}] ${pathname}${search} requested by bot: ${request.headers.get('user-agent')}`);
  return new NextResponse(null, {
    status,
    // A crawler retries a 503 later instead of dropping the page.
    headers: { 'cache-control': 'no-store', ...(status === 503 ? { 'retry-after': '60' } : {}) },
  });
}

/**
 * The request on its site: every page lives below the site segment (`app/[site]/`), which says the market and the
 * host its pages are rendered and cached for. The address the visitor sees stays the same.
 */
function onSite(
  request: NextRequest,
  site: string,
  pathname = request.nextUrl.pathname,
  init?: Parameters<typeof NextResponse.rewrite>[1],
) {
  // On request.url: a rewrite to another origin than the request's is proxied by Next as an outside address.
  const target = new URL(`/${site}${pathname === '/' ? '' : pathname}${request.nextUrl.search}`, request.url);
  return NextResponse.rewrite(target, init);
}

/**
 * The Studio is for editors: a signed-in account without the editor role gets the Dutch 403 page at the Studio's
 * address. Signed out, the Studio itself offers the editors' sign-in; with Firebase unreachable it says so itself.
 */
async function studioGate(request: NextRequest, site: string): Promise<NextResponse> {
  if (!isHostedContent && request.cookies.has(SESSION_COOKIE)) {
    const identity = await identifyCaller(request).catch(() => null);
    if (identity?.kind === 'visitor') return onSite(request, site, '/studio-geen-toegang');
  }
  // Every Studio address is the same shell, whose own router reads the address: serve the one prerendered copy.
  // An address that does not decode (server.mjs hands it on with its `%` signs escaped) is no Studio address: the
  // site's 404.
  const segments = decodeSegments(request.nextUrl.pathname.split('/'));
  if (segments === null || segments.some((segment) => segment.includes('%'))) {
    return (await renderedNotFound(request, site)) ?? onSite(request, site, '/niet-een-studio-adres');
  }
  return onSite(request, site, STUDIO_PATH);
}

const isAccountPath = (pathname: string) => pathname === '/account' || pathname.startsWith('/account/');

/**
 * 0. Only GET and HEAD (and server actions) reach pages.
 * 1. The Studio only for editors.
 * 2. Editors' redirects (`redirect` documents), looked up at run time so a published redirect needs no rebuild.
 * 3. Account pages without a session cookie redirect to sign-in.
 * 4. Crawlers asking for a page that does not exist get the bare status code (the dataset's images are not pages);
 *    a visitor's browser gets the 404 page drawn on the server; while the content cannot be read, and on account
 *    pages, it gets the page as rendered or cached, or else the error page drawn on the server (500, or 503 when
 *    accounts cannot be reached; lib/server/error-page-render.ts).
 * 5. Every other page gets its Content-Security-Policy. Pages stay static and cached.
 */
export async function proxy(request: NextRequest) {
  const errorPage = errorPageStep(request);
  // The market follows the host; this server asking itself names the visitor's site (its own host is not theirs).
  // An editor's preview shows the market chosen in its toolbar, on a segment of its own (PREVIEW_SITE_SEGMENT).
  // Unverified here, but harmless: a forged draft cookie only shows another market's public pages (rendered per
  // request), and Varnish never caches a request carrying one.
  const host = request.headers.get('host');
  const hostSite = siteSegment(marketForHost(host, MARKET_HOSTS));
  const isPreview = request.cookies.has(DRAFT_MODE_COOKIE);
  const site = errorPage ? errorPage.site : isPreview ? PREVIEW_SITE_SEGMENT : hostSite;
  const market =
    (!errorPage && isPreview
      ? previewedSite(request.cookies.get(PREVIEW_MARKET_COOKIE)?.value, host, MARKET_HOSTS)
      : siteForSegment(site, MARKET_HOSTS)
    )?.market ?? null;
  const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
  if (!isPageRequest) {
    // A page's server actions arrive as POSTs: marked with Next-Action once the page runs, or as a plain multipart
    // form (the action's id among its fields) when a visitor submits before the page has hydrated or without
    // JavaScript. Any other method is not for pages.
    const isServerAction =
      request.headers.has('next-action') ||
      (request.headers.get('content-type') ?? '').startsWith('multipart/form-data');
    if (request.method === 'POST' && isServerAction) return onSite(request, site);
    return methodNotAllowed();
  }

  if (errorPage && errorPage.step === 'rewrite') {
    // This server asking itself for a visitor's error page, drawn per request. A 404 goes without a nonce, like a
    // prerendered page, so a cache in front may keep it until a page is published at its path (its surrogate keys):
    // a path asked for again and again (a campaign page before its moment, a broken link) is then drawn once.
    const policy =
      errorPage.route === NOT_FOUND_ROUTE ? prerenderedPolicy(false) : policyFor(newNonce(), false);
    const forward = new Headers(request.headers);
    forward.set('content-security-policy', policy);
    const route = new URL(
      `/${site}${errorPage.route}${request.nextUrl.pathname}${errorPage.search}`,
      request.url,
    );
    const response = NextResponse.rewrite(route, { request: { headers: forward } });
    response.headers.set('Content-Security-Policy', policy);
    return response;
  }
  if (errorPage && errorPage.step === 'render') {
    const response = onSite(request, site);
    response.headers.set('Content-Security-Policy', request.headers.get('content-security-policy') ?? '');
    return response;
  }

  // The Studio is the same shell for every market: its one prerendered copy on the host's own site.
  if (isStudioPath(request.nextUrl.pathname)) return studioGate(request, hostSite);

  const redirect = await findRedirect(request.nextUrl.pathname).catch((error: unknown) => {
    // Content unavailable must not take the site down: serve the page as if there were no redirect.
    console.error('Doorverwijzingen niet beschikbaar:', error);
    return undefined;
  });
  if (redirect) {
    return NextResponse.redirect(redirectLocation(redirect, request.nextUrl), redirect.permanent ? 308 : 307);
  }

  // Account pages without any session go straight to sign-in (the pages verify a present cookie themselves).
  const { pathname, search } = request.nextUrl;
  if (isAccountPath(pathname) && !request.cookies.has(SESSION_COOKIE)) {
    const login = new URL('/login', request.nextUrl);
    login.searchParams.set('next', `${pathname}${search}`);
    return NextResponse.redirect(login, 307);
  }

  // A crawler that indexes a page's images (or fonts) asks for them too: those are files, not pages.
  // Files of public/ are the same for every site and lie outside the site segment.
  if (PUBLIC_FILE_FOLDERS.some((folder) => pathname.startsWith(folder))) return NextResponse.next();
  if (isBotUserAgent(request.headers.get('user-agent'))) {
    const error = await crawlerError(request, market);
    if (error) return error;
  } else if (!errorPage && isVisitorPageLoad(request) && !request.cookies.has(DRAFT_MODE_COOKIE)) {
    // Visitors only: an editor's preview is left to the render, as its page may exist only as a draft or in a release.
    // Undefined: the content cannot be read now. Account pages exist, but may fail when Firebase does.
    const exists = isAccountPath(pathname)
      ? undefined
      : await pageExists(pathname, market).catch(() => undefined);
    const drawn =
      exists === false
        ? await renderedNotFound(request, site)
        : exists === undefined
          ? await pageOrServerError(request, site)
          : undefined;
    if (drawn) {
      // A 404 carries the page's keys: a cache in front keeps it until a page is published at this path.
      if (drawn.status === 404) drawn.headers.set('xkey', pageCacheKeys(pathname, market));
      return drawn;
    }
  }
  const { forward, policy } = withPagePolicy(request);
  // Only a nonce is handed on to the render; a prerendered page's request goes on unchanged.
  const response = onSite(request, site, pathname, forward ? { request: { headers: forward } } : undefined);
  response.headers.set('Content-Security-Policy', policy);
  // Surrogate keys for an HTTP cache in front (Varnish xkey); it strips them before the visitor sees them.
  response.headers.set('xkey', pageCacheKeys(pathname, market));
  return response;
}

export const config = {
  // Assets and APIs are never gated.
  matcher: [
    '/((?!_next/|api/|favicon\\.ico|icon\\.svg|apple-icon|manifest\\.webmanifest|robots\\.txt|sitemap\\.xml).*)',
  ],
};
