import { NextResponse, type NextRequest } from 'next/server';
import { SESSION_COOKIE } from '@/lib/domain/session-cookies';

export const isAccountPath = (pathname: string) =>
  pathname === '/account' || pathname.startsWith('/account/');

/**
 * Account pages without any session go straight to sign-in, and back here after it; the pages verify a present
 * cookie themselves. Undefined for every other request.
 */
export function accountGate(request: NextRequest): NextResponse | undefined {
  const { pathname, search } = request.nextUrl;
  if (!isAccountPath(pathname) || request.cookies.has(SESSION_COOKIE)) return undefined;
  const login = new URL('/login', request.nextUrl);
  login.searchParams.set('next', `${pathname}${search}`);
  return NextResponse.redirect(login, 307);
}
