import 'server-only';
import { cert, getApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { AUTH_EMULATOR_HOST, FIRESTORE_EMULATOR_HOST, firebaseWebConfig, isFirebaseEmulated } from './config';

const serviceAccountSchema = z.object({
  project_id: z.string().min(1),
  client_email: z.string().email(),
  private_key: z.string().includes('PRIVATE KEY'),
});

/**
 * Checks the server's Firebase configuration and says exactly what is wrong (called at start-up by
 * instrumentation.ts, so a misconfigured deploy fails loudly instead of on the first sign-in).
 */
export function firebaseConfigProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  if (!env.NEXT_PUBLIC_FIREBASE_API_KEY) return [];
  const problems: string[] = [];
  if (!env.NEXT_PUBLIC_FIREBASE_PROJECT_ID) problems.push('NEXT_PUBLIC_FIREBASE_PROJECT_ID is not set.');
  if (!env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN) problems.push('NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN is not set.');
  if (!env.FIREBASE_SERVICE_ACCOUNT) {
    problems.push('FIREBASE_SERVICE_ACCOUNT is not set (the service account key as JSON).');
  } else {
    try {
      const parsed = serviceAccountSchema.safeParse(JSON.parse(env.FIREBASE_SERVICE_ACCOUNT));
      if (!parsed.success)
        problems.push('FIREBASE_SERVICE_ACCOUNT lacks project_id, client_email or private_key.');
      else if (parsed.data.project_id !== env.NEXT_PUBLIC_FIREBASE_PROJECT_ID)
        problems.push(
          'FIREBASE_SERVICE_ACCOUNT belongs to another project than NEXT_PUBLIC_FIREBASE_PROJECT_ID.',
        );
    } catch {
      problems.push('FIREBASE_SERVICE_ACCOUNT is not valid JSON.');
    }
  }
  return problems;
}

function adminApp(): App {
  if (getApps().length > 0) return getApp();
  if (isFirebaseEmulated) {
    // firebase-admin finds the emulators through these variables; a demo project needs no credentials.
    process.env.FIREBASE_AUTH_EMULATOR_HOST ??= AUTH_EMULATOR_HOST;
    process.env.FIRESTORE_EMULATOR_HOST ??= FIRESTORE_EMULATOR_HOST;
    return initializeApp({ projectId: firebaseWebConfig.projectId });
  }
  const problems = firebaseConfigProblems();
  if (problems.length > 0) throw new Error(`Firebase is misconfigured: ${problems.join(' ')}`);
  const account = JSON.parse(process.env.FIREBASE_SERVICE_ACCOUNT!) as z.infer<typeof serviceAccountSchema>;
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
