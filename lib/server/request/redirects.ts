import { NextResponse, type NextRequest } from 'next/server';
import { normaliseRedirectPath, redirectLocation } from '@/lib/domain/content/redirects';
import type { ContentView } from './content-view';
import { visitorAddress } from './site';

/**
 * The editors' redirect from the request's path (a `redirect` document, published without a rebuild): 308 when
 * permanent, else 307, the query kept. Undefined without one, and while the content cannot be read: the page is
 * then served as if there were no redirect rather than not at all.
 */
export function redirectFor(request: NextRequest, view: ContentView | undefined): NextResponse | undefined {
  const rule = view?.redirects.rules.get(normaliseRedirectPath(request.nextUrl.pathname));
  if (!rule) return undefined;
  return NextResponse.redirect(redirectLocation(rule, visitorAddress(request)), rule.permanent ? 308 : 307);
}
