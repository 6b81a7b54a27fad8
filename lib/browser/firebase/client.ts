import { getApp, getApps, initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { AUTH_EMULATOR_HOST, firebaseWebConfig, isFirebaseEmulated } from '@/lib/domain/firebase/config';

/**
 * The browser's Firebase Auth, created on first use. Imported only by the sign-in and account pages, so content
 * pages never load the Firebase SDK.
 */
let auth: Auth | undefined;

export function clientAuth(): Auth {
  if (auth) return auth;
  const app = getApps().length > 0 ? getApp() : initializeApp(firebaseWebConfig);
  // getAuth's persistence, without its popup and redirect sign-in: that part loads Google's API script
  // (apis.google.com) as soon as Auth starts on a phone, and the site signs in with e-mail and password only.
  auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
  });
  auth.languageCode = 'nl';
  if (isFirebaseEmulated)
    connectAuthEmulator(auth, `http://${AUTH_EMULATOR_HOST}`, { disableWarnings: true });
  return auth;
}

/** Hands the signed-in user's fresh ID token to the server, which sets the session cookie. */
export async function startServerSession(
  idToken: string,
  name?: string,
): Promise<{ ok: boolean; message?: string }> {
  const response = await fetch('/api/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idToken, name }),
  });
  if (response.ok) return { ok: true };
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  return { ok: response.status === 503, message: body.message ?? 'Aanmelden op de server mislukte.' };
}

export async function endServerSession(): Promise<void> {
  await fetch('/api/session', { method: 'DELETE' });
}
