import { NextResponse, type NextRequest } from 'next/server';
import { isStudioPath } from '@/lib/domain/studio-access';
import { selfAskedSite } from '@/lib/server/error-page-render';
import { accountGate } from '@/lib/server/request/account-gate';
import { contentView } from '@/lib/server/request/content-view';
import { errorPage } from '@/lib/server/request/error-pages';
import { pageOnSite } from '@/lib/server/request/headers';
import { methodGate } from '@/lib/server/request/method-gate';
import { redirectFor } from '@/lib/server/request/redirects';
import { onSite, requestSite } from '@/lib/server/request/site';
import { studioGate } from '@/lib/server/request/studio-gate';

/** Folders of public/ (files, not pages): the same for every site, outside the site segment; crawlers get them too. */
const PUBLIC_FILE_FOLDERS = ['/content-images/', '/studio-fonts/'];

/**
 * Every request for a page, in steps (each its own module in lib/server/request/):
 * 1. site: the market from the host (or an editor's preview), and the site segment its pages render on;
 * 2. method gate: GET and HEAD reach pages, a page's server action passes, anything else gets 405;
 * 3. Studio gate: the Studio only for editors;
 * 4. redirects: the editors' redirects, from the content view held in memory (content-view.ts);
 * 5. account gate: account pages without a session go to sign-in;
 * 6. error pages: a crawler's bare 404, a visitor's 404 page, a page whose render may fail drawn with its error
 *    page (lib/server/error-page-render.ts);
 * 7. headers: every other page on its site, with its Content-Security-Policy and surrogate keys.
 * A request this server sends itself (step 6) names the visitor's site and goes straight on to render.
 */
export async function proxy(request: NextRequest) {
  const askedSite = selfAskedSite(request);
  const { site, hostSite, market } = requestSite(request, askedSite);

  const method = methodGate(request);
  if (method === 'server-action') return onSite(request, site);
  if (method !== 'page') return method;

  const { pathname } = request.nextUrl;
  if (isStudioPath(pathname)) return studioGate(request, hostSite);

  const view = await contentView();
  const redirect = redirectFor(request, view);
  if (redirect) return redirect;

  const signIn = accountGate(request);
  if (signIn) return signIn;

  if (PUBLIC_FILE_FOLDERS.some((folder) => pathname.startsWith(folder))) return NextResponse.next();

  if (askedSite === undefined) {
    const error = await errorPage(request, { site, market, view });
    if (error) return error;
  }
  return pageOnSite(request, site, market);
}

export const config = {
  // Assets and APIs are never gated.
  matcher: [
    '/((?!_next/|api/|favicon\\.ico|icon\\.svg|apple-icon|manifest\\.webmanifest|robots\\.txt|sitemap\\.xml).*)',
  ],
};
