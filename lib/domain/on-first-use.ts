/**
 * A formatter made on its first use. The first Intl object a page creates loads the locale's data (50–100 ms on a
 * slow phone's CPU): made at module level, it would block every page that imports it while it hydrates, even
 * where nothing is formatted yet.
 */
export function onFirstUse<T>(create: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= create());
}
