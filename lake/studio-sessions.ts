import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { withDatasetLock } from './dataset-lock.mjs';
import type { LakeUser } from './identity';
import { readSettings, settingsWhileUnchanged, writeSettings } from './settings-file.mjs';

/**
 * The sessions of Studios that sign in as Sanity's login lets them (a standalone Studio on another origin, which the
 * site's cookie does not reach): the sign-in hands the Studio a one-time code in its address (`#sid=…`), which the
 * Studio exchanges for a session token it sends as `Authorization: Bearer`. Both are stored hashed in the content
 * folder, beside the API tokens, so every instance on the folder knows them and none is in Git.
 */

/** How long a code waits for its Studio to exchange it: the Studio does so right after the redirect. */
const CODE_LIFETIME_MS = 2 * 60_000;
/** As long as the site's own session (five days): an editor signs in again after the same time on either road. */
export const STUDIO_SESSION_LIFETIME_MS = 5 * 24 * 60 * 60_000;

interface StoredEntry extends LakeUser {
  kind: 'code' | 'session';
  hash: string;
  createdAt: string;
  expiresAt: string;
}

export const studioSessionsPath = (contentDir: string) => path.join(contentDir, '.studio-sessions.json');

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * Changes the list under the dataset's lock (every instance on the folder writes it), keeping only entries still
 * valid: `change` gets them and gives the list to write.
 */
function updateEntries<T>(contentDir: string, change: (entries: StoredEntry[]) => [StoredEntry[], T]) {
  return withDatasetLock(contentDir, () => {
    const now = Date.now();
    const live = readSettings<StoredEntry>(studioSessionsPath(contentDir)).filter(
      (entry) => Date.parse(entry.expiresAt) > now,
    );
    const [next, result] = change(live);
    writeSettings(studioSessionsPath(contentDir), next);
    return result;
  });
}

function newEntry(kind: StoredEntry['kind'], user: LakeUser, lifetimeMs: number): [StoredEntry, string] {
  // Sanity's session ids and tokens are opaque; the Studio only asks a code of 20 characters or more.
  const secret = `${kind === 'code' ? 'sid' : 'sk'}${randomBytes(32).toString('base64url')}`;
  const now = Date.now();
  const entry: StoredEntry = {
    kind,
    hash: hashOf(secret),
    uid: user.uid,
    email: user.email,
    name: user.name,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + lifetimeMs).toISOString(),
  };
  return [entry, secret];
}

/** A one-time code for the signed-in editor `user`, to hand to the Studio in its address. */
export function createSignInCode(contentDir: string, user: LakeUser): Promise<string> {
  const [entry, code] = newEntry('code', user, CODE_LIFETIME_MS);
  return updateEntries(contentDir, (entries) => [[...entries, entry], code]);
}

/** The code's session token, once: the code is gone afterwards. Null for a code unknown, used or expired. */
export function redeemSignInCode(contentDir: string, code: string): Promise<string | null> {
  return updateEntries(contentDir, (entries) => {
    const found = entries.find((entry) => entry.kind === 'code' && entry.hash === hashOf(code));
    if (!found) return [entries, null];
    const [session, token] = newEntry('session', found, STUDIO_SESSION_LIFETIME_MS);
    return [[...entries.filter((entry) => entry !== found), session], token];
  });
}

/** Whose session a token is, or null when it is none (unknown, ended or expired). */
export function findStudioSession(contentDir: string, token: string): LakeUser | null {
  const byHash = settingsWhileUnchanged(studioSessionsPath(contentDir), (entries: StoredEntry[]) => {
    return new Map(entries.filter((entry) => entry.kind === 'session').map((entry) => [entry.hash, entry]));
  });
  const session = byHash.get(hashOf(token));
  if (!session || Date.parse(session.expiresAt) <= Date.now()) return null;
  return { uid: session.uid, email: session.email, name: session.name };
}

/** Ends a session (the Studio's "Afmelden"); false when the token was none. */
export function endStudioSession(contentDir: string, token: string): Promise<boolean> {
  return updateEntries(contentDir, (entries) => {
    const kept = entries.filter((entry) => !(entry.kind === 'session' && entry.hash === hashOf(token)));
    return [kept, kept.length < entries.length];
  });
}
