'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { isChunkLoadError, parseReloadLog, planChunkReload } from '@/lib/chunk-reload';
import { describeError } from '@/lib/errors';
import { ErrorView } from './error-view';

// Client-side error handling in one module: the guard every page mounts and the view every error boundary shows.
// Being part of the root layout's code, the view is loaded once and shared by all error boundaries (each
// error.tsx would otherwise carry its own copy).

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

export interface ErrorBoundaryProps {
  error: Error & { digest?: string };
  reset: () => void;
}

/** Content of every error.tsx: reloads once for a stale chunk, otherwise logs and explains in Dutch. */
export function ErrorBoundaryView({ error, reset }: ErrorBoundaryProps) {
  const pathname = usePathname();
  const description = describeError(error, pathname);
  useEffect(() => {
    if (reloadAfterChunkError(error)) return;
    console.error(`[${description.statusCode}] ${pathname}`, error);
  }, [error, pathname, description.statusCode]);
  return <ErrorView {...description} onRetry={reset} />;
}
