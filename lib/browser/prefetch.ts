/** The subset of the Network Information API that the prefetch policy reads. */
export interface ConnectionHints {
  effectiveType?: string;
  saveData?: boolean;
}

/** Prefetching costs data: skip it on 2g connections and when the visitor asked to save data. */
export function shouldPrefetch(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}
