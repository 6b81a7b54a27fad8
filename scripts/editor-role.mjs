// Gives an account the editor role (the custom claim `editor`), or takes it away: editors may write to the local
// Content Lake through the Studio. The emulator seed already makes redacteur@stroomplein.be an editor.
// Usage: npm run editor:role -- <e-mail> [--remove]
//   With FIREBASE_SERVICE_ACCOUNT set: the hosted Firebase project; otherwise the Auth emulator (npm start running).
import { cert, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { AUTH_EMULATOR_HOST } from '../lib/domain/local-services.mjs';

const [email] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const remove = process.argv.includes('--remove');
if (!email) {
  console.error('Gebruik: npm run editor:role -- <e-mailadres> [--remove]');
  process.exit(1);
}

const serviceAccount = process.env.FIREBASE_SERVICE_ACCOUNT;
if (!serviceAccount) process.env.FIREBASE_AUTH_EMULATOR_HOST ??= AUTH_EMULATOR_HOST;
const app = serviceAccount
  ? initializeApp({ credential: cert(JSON.parse(serviceAccount)) })
  : initializeApp({ projectId: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID || 'demo-stroomplein' });
const auth = getAuth(app);

try {
  const user = await auth.getUserByEmail(email);
  const claims = { ...user.customClaims };
  if (remove) delete claims.editor;
  else claims.editor = true;
  await auth.setCustomUserClaims(user.uid, claims);
  // The lake trusts a verified session for at most 30 s; signing in again applies the change at once.
  console.log(
    `${email} is ${remove ? 'geen redacteur meer' : 'nu redacteur'} (opnieuw aanmelden om het meteen te zien).`,
  );
} catch (error) {
  const reason =
    error.code === 'auth/user-not-found' ? 'er is geen account met dit e-mailadres' : error.message;
  console.error(`Kon de rol van ${email} niet aanpassen: ${reason}.`);
  process.exitCode = 1;
}
