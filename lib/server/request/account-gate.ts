import { NextResponse, type NextRequest } from 'next/server';
import { SESSION_COOKIE } from '@/lib/domain/session-cookies';
import { visitorAddress } from './site';

export const isAccountPath = (pathname: string) =>
  pathname === '/account' || pathname.startsWith('/account/');

/**
 * Account pages without any session go straight to sign-in, and back here after it; the pages verify a present
 * cookie themselves. Undefined for every other request.
 */
export function accountGate(request: NextRequest): NextResponse | undefined {
  if (!isAccountPath(request.nextUrl.pathname) || request.cookies.has(SESSION_COOKIE)) return undefined;
  return toSignIn(request);
}

/** Off to sign-in, with the address asked for as the way back. */
export function toSignIn(request: NextRequest): NextResponse {
  const { pathname, search } = visitorAddress(request);
  const login = new URL('/login', request.nextUrl);
  login.searchParams.set('next', `${pathname}${search}`);
  return NextResponse.redirect(login, 307);
}
