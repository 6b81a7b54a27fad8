/**
 * Code fetched on demand (a dynamic import), at most once: every caller shares the same promise, and a failed
 * fetch (offline, a stale chunk) is tried again on the next call instead of failing forever.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
