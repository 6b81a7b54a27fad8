/**
 * Runs once when the server starts: a production deploy with an incomplete Firebase configuration stops here with
 * a message naming what is missing, instead of failing at the first sign-in.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { firebaseConfigProblems } = await import('./lib/firebase/config-check');
  const problems = firebaseConfigProblems();
  if (problems.length > 0) {
    throw new Error(
      `Firebase configuration is incomplete:\n- ${problems.join('\n- ')}\nSee README, "Accounts".`,
    );
  }
}
