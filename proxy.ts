import { NextResponse, type NextRequest } from 'next/server';
import { BOT_GATE_PATH, BOT_PATH_HEADER, BOT_PROBE_HEADER, isBotUserAgent } from '@/lib/bots';
import { findRedirect } from '@/lib/content/redirect-source';
import { redirectLocation } from '@/lib/content/redirects';
import { SESSION_COOKIE } from '@/lib/session-cookies';

/**
 * 1. Editors' redirects (`redirect` documents), looked up at run time so a published redirect needs no rebuild.
 * 2. Account pages without a session cookie redirect to sign-in.
 * 3. Page requests from crawlers go through the bot gate, which answers errors with their bare status code.
 * Everyone else is served directly, so pages stay static and cached.
 */
export async function proxy(request: NextRequest) {
  const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
  if (!isPageRequest) return NextResponse.next();

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
  if ((pathname === '/account' || pathname.startsWith('/account/')) && !request.cookies.has(SESSION_COOKIE)) {
    const login = new URL('/login', request.nextUrl);
    login.searchParams.set('next', `${pathname}${search}`);
    return NextResponse.redirect(login, 307);
  }

  if (!request.headers.has(BOT_PROBE_HEADER) && isBotUserAgent(request.headers.get('user-agent'))) {
    const headers = new Headers(request.headers);
    headers.set(BOT_PATH_HEADER, `${request.nextUrl.pathname}${request.nextUrl.search}`);
    return NextResponse.rewrite(new URL(BOT_GATE_PATH, request.url), { request: { headers } });
  }
  return NextResponse.next();
}

export const config = {
  // Assets, APIs and the Studio are never gated.
  matcher: ['/((?!_next/|api/|studio|favicon|icon|apple-icon|manifest|robots.txt|sitemap.xml).*)'],
};
