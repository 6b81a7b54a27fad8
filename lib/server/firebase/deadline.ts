import 'server-only';

/**
 * How long one Firebase operation may take. Firebase answers in milliseconds; one that has not answered by now is
 * away (frozen, partitioned, failing over), and firebase-admin itself would wait for a minute or more. The page
 * then says in Dutch that accounts are unreachable, within the visitor's 3 s.
 */
export const FIREBASE_DEADLINE_MS = 1_500;

/** Firebase did not answer in time: not the visitor's doing, like any other failure to reach it. */
export class FirebaseTimeoutError extends Error {
  readonly code = 'firebase/deadline-exceeded';
}

/** `operation`, or a FirebaseTimeoutError once FIREBASE_DEADLINE_MS has passed (the operation itself runs on). */
export function withinDeadline<T>(operation: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new FirebaseTimeoutError(`${what}: geen antwoord binnen ${FIREBASE_DEADLINE_MS} ms`)),
      FIREBASE_DEADLINE_MS,
    );
  });
  return Promise.race([operation, deadline]).finally(() => clearTimeout(timer));
}
