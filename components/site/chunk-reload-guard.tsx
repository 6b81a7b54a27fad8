'use client';

import { useEffect } from 'react';
import { isChunkLoadError, parseReloadLog, planChunkReload } from '@/lib/chunk-reload';

const STORAGE_KEY = 'stroomplein-chunk-reloads';

/** Reloads the page once per path (within 10 s) when a chunk failed to load; returns whether it did. */
export function reloadAfterChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  let storage: Storage | undefined;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = undefined;
  }
  const plan = planChunkReload(
    parseReloadLog(storage?.getItem(STORAGE_KEY) ?? null),
    window.location.pathname,
    Date.now(),
  );
  if (!plan.reload) return false;
  storage?.setItem(STORAGE_KEY, JSON.stringify(plan.log));
  window.location.reload();
  return true;
}

export function ChunkReloadGuard() {
  useEffect(() => {
    const onError = (event: ErrorEvent) => reloadAfterChunkError(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => reloadAfterChunkError(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
