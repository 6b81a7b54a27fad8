import { z } from 'zod';

const serviceAccountSchema = z.object({
  project_id: z.string().min(1),
  client_email: z.string().email(),
  private_key: z.string().includes('PRIVATE KEY'),
});

/**
 * Checks the server's Firebase configuration and says exactly what is wrong (called at start-up by
 * instrumentation.ts, so a misconfigured deploy fails loudly instead of on the first sign-in).
 */
export function firebaseConfigProblems(env: Record<string, string | undefined> = process.env): string[] {
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

export function parseServiceAccount(json: string): z.infer<typeof serviceAccountSchema> {
  return serviceAccountSchema.parse(JSON.parse(json));
}
