/**
 * Firebase settings shared by browser and server. Without NEXT_PUBLIC_FIREBASE_API_KEY the site runs on its
 * embedded default: the local Auth and Firestore emulators with the demo project (no credentials, no network).
 */
import {
  AUTH_EMULATOR_HOST as LOCAL_AUTH_EMULATOR_HOST,
  FIRESTORE_EMULATOR_HOST as LOCAL_FIRESTORE_EMULATOR_HOST,
} from '@/lib/domain/local-services.mjs';

export const isFirebaseEmulated = !process.env.NEXT_PUBLIC_FIREBASE_API_KEY;

export const firebaseWebConfig = {
  apiKey: process.env.NEXT_PUBLIC_FIREBASE_API_KEY || 'demo-api-key',
  authDomain: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN || 'demo-stroomplein.firebaseapp.com',
  projectId: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID || 'demo-stroomplein',
  appId: process.env.NEXT_PUBLIC_FIREBASE_APP_ID || undefined,
};

/** Where the browser reaches the Auth emulator (only when emulated). */
export const AUTH_EMULATOR_HOST =
  process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST || LOCAL_AUTH_EMULATOR_HOST;
/** Where the server reaches the Firestore emulator (only when emulated). */
export const FIRESTORE_EMULATOR_HOST = process.env.FIRESTORE_EMULATOR_HOST || LOCAL_FIRESTORE_EMULATOR_HOST;

/** Firestore collection of profiles; document id = uid. */
export const PROFILE_COLLECTION = 'user';
