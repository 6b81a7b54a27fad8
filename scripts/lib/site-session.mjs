// A signed-in session of the site for scripts: the account signs in at the Auth emulator and hands the ID token
// to /api/session, as the browser does; the result is the `__session` cookie to send along.
import { AUTH_EMULATOR_HOST } from '../../lib/domain/local-services.mjs';

const AUTH_EMULATOR = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? AUTH_EMULATOR_HOST;

export { EDITOR, VISITOR } from './seeded-accounts.mjs';

/** The account's ID token from the Auth emulator, as the browser's Firebase SDK gets it at sign-in. */
export async function idToken({ email, password }) {
  const signIn = await fetch(
    `http://${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const { idToken: token } = await signIn.json();
  if (!token) throw new Error(`${email} could not sign in at the Auth emulator (${signIn.status})`);
  return token;
}

export async function sessionCookie(site, account) {
  const session = await fetch(`${site}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idToken: await idToken(account) }),
  });
  const cookie = session.headers.getSetCookie().find((value) => value.startsWith('__session='));
  if (!cookie) throw new Error(`no session for ${account.email} (${session.status})`);
  return cookie.split(';')[0];
}
