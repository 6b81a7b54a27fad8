import 'server-only';
import { cert, getApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import {
  AUTH_EMULATOR_HOST,
  FIRESTORE_EMULATOR_HOST,
  firebaseWebConfig,
  isFirebaseEmulated,
} from '@/lib/domain/firebase/config';
import { firebaseConfigProblems, parseServiceAccount } from '@/lib/domain/firebase/config-check';

export function adminApp(): App {
  if (getApps().length > 0) return getApp();
  if (isFirebaseEmulated) {
    // firebase-admin finds the emulators through these variables; a demo project needs no credentials.
    process.env.FIREBASE_AUTH_EMULATOR_HOST ??= AUTH_EMULATOR_HOST;
    process.env.FIRESTORE_EMULATOR_HOST ??= FIRESTORE_EMULATOR_HOST;
    return initializeApp({ projectId: firebaseWebConfig.projectId });
  }
  const problems = firebaseConfigProblems();
  if (problems.length > 0) throw new Error(`Firebase is misconfigured: ${problems.join(' ')}`);
  const account = parseServiceAccount(process.env.FIREBASE_SERVICE_ACCOUNT!);
  return initializeApp({
    credential: cert({
      projectId: account.project_id,
      clientEmail: account.client_email,
      privateKey: account.private_key,
    }),
    projectId: account.project_id,
  });
}

export function adminAuth() {
  return getAuth(adminApp());
}

export function adminFirestore() {
  return getFirestore(adminApp());
}
