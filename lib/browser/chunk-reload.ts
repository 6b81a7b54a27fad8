/**
 * After a deploy, an open tab may ask for chunks that no longer exist. One full reload fetches the new build;
 * the guard stops a reload loop when the chunk is really broken.
 */

export const CHUNK_RELOAD_WINDOW_MS = 10_000;

/** Last reload time per path, as kept in sessionStorage and in the history entry. */
export type ReloadLog = Record<string, number>;

const CHUNK_ERROR_PATTERN =
  /ChunkLoadError|Loading chunk [\w-]+ failed|Loading CSS chunk|Failed to load chunk|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null)
    return typeof error === 'string' && CHUNK_ERROR_PATTERN.test(error);
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_ERROR_PATTERN.test(message));
}

/** Decides whether to reload now and returns the log to store; at most one reload per path per window. */
export function planChunkReload(
  log: ReloadLog,
  path: string,
  now: number,
): { reload: boolean; log: ReloadLog } {
  const last = log[path];
  if (last !== undefined && now - last < CHUNK_RELOAD_WINDOW_MS) return { reload: false, log };
  const fresh: ReloadLog = { [path]: now };
  for (const [otherPath, time] of Object.entries(log)) {
    if (otherPath !== path && now - time < CHUNK_RELOAD_WINDOW_MS) fresh[otherPath] = time;
  }
  return { reload: true, log: fresh };
}

export function parseReloadLog(raw: string | null): ReloadLog {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
    );
  } catch {
    return {};
  }
}

/** One log from several copies (sessionStorage may be missing or behind): the latest reload of each path. */
export function latestReloads(...logs: ReloadLog[]): ReloadLog {
  const merged: ReloadLog = {};
  for (const log of logs)
    for (const [path, time] of Object.entries(log)) merged[path] = Math.max(merged[path] ?? time, time);
  return merged;
}
