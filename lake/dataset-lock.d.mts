export class DatasetLockTimeout extends Error {
  constructor(timeoutMs: number);
}
export function datasetLockName(contentDir: string): string;
export function withDatasetLock<T>(
  contentDir: string,
  work: () => T | Promise<T>,
  options?: { timeoutMs?: number },
): Promise<T>;
