import { NextResponse, type NextRequest } from 'next/server';
import { BOT_GATE_PATH, BOT_PATH_HEADER, BOT_PROBE_HEADER, isBotUserAgent } from '@/lib/bots';

/**
 * Page requests from crawlers go through the bot gate, which answers errors with their bare status code.
 * Everyone else is served directly, so pages stay static and cached.
 */
export function proxy(request: NextRequest) {
  const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
  if (
    isPageRequest &&
    !request.headers.has(BOT_PROBE_HEADER) &&
    isBotUserAgent(request.headers.get('user-agent'))
  ) {
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
