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
const REFRESH_AFTER_MS = 20_000;
const MAX_REMEMBERED = 500;

type Remembered = { identity: LakeIdentity; verifiedAt: number; refreshing: boolean };

// A verification (with the revocation check) costs a call to Firebase; the Studio sends dozens of requests a
// second, so a verified cookie is trusted for 30 s. A cookie still in use after 20 s is verified again in the
// background, so an editor at work never waits for Firebase (nor gets its 503 when Firebase is slow under load).
// Shared through globalThis: the proxy and each route are bundled apart but run in one process.
const state = globalThis as typeof globalThis & {
  __stroompleinLakeSessions?: Map<string, Remembered>;
};
const verified = (state.__stroompleinLakeSessions ??= new Map());

function remember(cookie: string, identity: LakeIdentity) {
  if (verified.size >= MAX_REMEMBERED) verified.clear();
  verified.set(cookie, { identity, verifiedAt: Date.now(), refreshing: false });
}

function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** Rejects when the accounts cannot be reached (the lake answers 503; the proxy lets the Studio say so itself). */
async function verify(cookie: string, { waiting }: { waiting: boolean }): Promise<LakeIdentity> {
  try {
    // Nobody waits for a verification in the background: it may take as long as a loaded Firebase needs.
    const verification = adminAuth().verifySessionCookie(cookie, true);
    const claims = await (waiting ? withinDeadline(verification, 'De sessie controleren') : verification);
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

/**
 * The identity `verify` gives for `key`, remembered: trusted for 30 s, verified again in the background after 20 s
 * of use, so an editor at work never waits for Firebase (nor gets its 503 when Firebase is slow under load).
 */
async function remembered(
  key: string,
  verify: (options: { waiting: boolean }) => Promise<LakeIdentity>,
): Promise<LakeIdentity> {
  const known = verified.get(key);
  const age = known ? Date.now() - known.verifiedAt : Infinity;
  if (known && age < VERIFIED_FOR_MS) {
    if (age >= REFRESH_AFTER_MS && !known.refreshing) {
      known.refreshing = true;
      verify({ waiting: false }).then(
        (identity) => remember(key, identity),
        // Firebase away: the next request after the 30 s verifies (and says so) itself.
        () => (known.refreshing = false),
      );
    }
    return known.identity;
  }
  const identity = await verify({ waiting: true });
  remember(key, identity);
  return identity;
}

export async function identifyCaller(request: Request): Promise<LakeIdentity> {
  const cookie = cookieValue(request.headers.get('cookie'), SESSION_COOKIE);
  if (!cookie) return { kind: 'anonymous' };
  return remembered(cookie, (options) => verify(cookie, options));
}

/** What the account of a Studio session (lake/studio-sessions.ts) is now: its editor claim, read from Firebase. */
export function identifyAccount(user: LakeUser): Promise<LakeIdentity> {
  return remembered(`account:${user.uid}`, async ({ waiting }) => {
    try {
      const lookup = adminAuth().getUser(user.uid);
      const account = await (waiting ? withinDeadline(lookup, 'Het account opzoeken') : lookup);
      if (account.disabled) return { kind: 'anonymous' };
      const known: LakeUser = {
        uid: account.uid,
        email: account.email ?? user.email,
        name: account.displayName || account.email || user.name,
      };
      return { kind: account.customClaims?.[EDITOR_CLAIM] === true ? 'editor' : 'visitor', ...known };
    } catch (error) {
      if ((error as { code?: unknown }).code === 'auth/user-not-found') return { kind: 'anonymous' };
      throw error;
    }
  });
}
