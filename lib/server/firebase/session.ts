import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { EDITOR_CLAIM } from '@/lib/server/editor-identity';
import { adminAuth } from './admin';
import { withinDeadline } from './deadline';
import { isSignedOutError } from '@/lib/domain/firebase/auth-errors';
import { VisitorError } from '@/lib/domain/error-descriptions';
import { SESSION_COOKIE, SESSION_MAX_AGE_SECONDS, SIGNED_IN_HINT_COOKIE } from '@/lib/domain/session-cookies';

export interface SessionUser {
  uid: string;
  email: string;
  emailVerified: boolean;
  /** An editor of the content (the Studio is theirs). */
  isEditor: boolean;
}

const sessionUser = (claims: DecodedIdToken): SessionUser => ({
  uid: claims.uid,
  email: claims.email ?? '',
  emailVerified: claims.email_verified === true,
  isEditor: claims[EDITOR_CLAIM] === true,
});

// Secure in production; browsers also accept Secure cookies from http://localhost and 127.0.0.1.
const secure = process.env.NODE_ENV === 'production';

/**
 * The signed-in user from the session cookie, verified (and checked for revocation) by firebase-admin. An
 * invalid, expired or revoked cookie means signed out; Firebase being unreachable throws
 * the `account-unavailable` VisitorError, so account pages can say so instead of sending the visitor to sign in.
 */
export async function getSessionUser(): Promise<SessionUser | null> {
  const cookie = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!cookie) return null;
  try {
    const claims = await withinDeadline(
      adminAuth().verifySessionCookie(cookie, true),
      'De sessie controleren',
    );
    return sessionUser(claims);
  } catch (error) {
    if (isSignedOutError(error)) return null;
    throw new VisitorError('account-unavailable', { cause: error });
  }
}

/** Account pages: the user, or off to /login with the way back. */
export async function requireSessionUser(path: string): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) redirect(`/login?next=${encodeURIComponent(path)}`);
  return user;
}

/** Turns a fresh ID token into the HttpOnly session cookie (plus the header's non-secret hint). */
export async function startSession(idToken: string): Promise<SessionUser> {
  const auth = adminAuth();
  const [claims, sessionCookie] = await withinDeadline(
    Promise.all([
      auth.verifyIdToken(idToken, true),
      auth.createSessionCookie(idToken, { expiresIn: SESSION_MAX_AGE_SECONDS * 1000 }),
    ]),
    'Aanmelden',
  );
  const jar = await cookies();
  jar.set(SESSION_COOKIE, sessionCookie, {
    httpOnly: true,
    secure,
    sameSite: 'lax',
    path: '/',
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  jar.set(SIGNED_IN_HINT_COOKIE, '1', {
    httpOnly: false,
    secure,
    sameSite: 'lax',
    path: '/',
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  return sessionUser(claims);
}

/** Signs out on the server: revokes the user's refresh tokens (all devices) and clears both cookies. */
export async function endSession(): Promise<void> {
  const jar = await cookies();
  const cookie = jar.get(SESSION_COOKIE)?.value;
  jar.delete(SESSION_COOKIE);
  jar.delete(SIGNED_IN_HINT_COOKIE);
  if (!cookie) return;
  try {
    await withinDeadline(
      adminAuth()
        .verifySessionCookie(cookie)
        .then((claims) => adminAuth().revokeRefreshTokens(claims.sub)),
      'Afmelden',
    );
  } catch {
    // An invalid or expired cookie has nothing left to revoke.
  }
}
