import 'server-only';
import type { LakeIdentity, LakeUser } from '@/lake/identity';
import { adminAuth } from '@/lib/server/firebase/admin';
import { isSignedOutError } from '@/lib/domain/firebase/auth-errors';
import { withinDeadline } from '@/lib/server/firebase/deadline';
import { SESSION_COOKIE } from '@/lib/domain/session-cookies';

/**
 * Who calls the local Content Lake or the Studio: the site's own session cookie (the Studio sends cookies with every
 * request), verified by firebase-admin. Editors are accounts with the custom claim `editor: true` (set by
 * `npm run editor:role` or the emulator seed); any other signed-in account is a visitor.
 */

/** The custom claim that makes an account an editor. */
export const EDITOR_CLAIM = 'editor';

const VERIFIED_FOR_MS = 30_000;
const MAX_REMEMBERED = 500;

// A verification (with the revocation check) costs a call to Firebase; the Studio sends dozens of requests a
// second, so a verified cookie is trusted for 30 s. Shared through globalThis: the proxy and each route are
// bundled apart but run in one process.
const state = globalThis as typeof globalThis & {
  __stroompleinLakeSessions?: Map<string, { identity: LakeIdentity; until: number }>;
};
const verified = (state.__stroompleinLakeSessions ??= new Map());

function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** Rejects when the accounts cannot be reached (the lake answers 503; the proxy lets the Studio say so itself). */
async function verify(cookie: string): Promise<LakeIdentity> {
  try {
    const claims = await withinDeadline(
      adminAuth().verifySessionCookie(cookie, true),
      'De sessie controleren',
    );
    const user: LakeUser = {
      uid: claims.uid,
      email: claims.email ?? '',
      name: typeof claims.name === 'string' && claims.name ? claims.name : (claims.email ?? 'Redacteur'),
    };
    return { kind: claims[EDITOR_CLAIM] === true ? 'editor' : 'visitor', ...user };
  } catch (error) {
    if (isSignedOutError(error)) return { kind: 'anonymous' };
    throw error;
  }
}

export async function identifyCaller(request: Request): Promise<LakeIdentity> {
  const cookie = cookieValue(request.headers.get('cookie'), SESSION_COOKIE);
  if (!cookie) return { kind: 'anonymous' };
  const remembered = verified.get(cookie);
  if (remembered && remembered.until > Date.now()) return remembered.identity;
  const identity = await verify(cookie);
  if (verified.size >= MAX_REMEMBERED) verified.clear();
  verified.set(cookie, { identity, until: Date.now() + VERIFIED_FOR_MS });
  return identity;
}
