'use client';

import { usePathname } from 'next/navigation';
import { lazy, Suspense, useEffect } from 'react';
import { isChunkLoadError, latestReloads, parseReloadLog, planChunkReload } from '@/lib/browser/chunk-reload';
import type { ErrorDescription } from '@/lib/domain/error-descriptions';

// Client-side error handling in one module, part of the root layout's code: the guard every page mounts, and the
// frame every error boundary and 404 shows. What they show (the error texts, the view) is fetched with the first
// error: React loads every boundary's code with every page, and no page needs it to load. Should that fetch fail
// too (offline), the failure passes up to the next boundary and in the end to the global error page, whose own
// Dutch notice is the one copy every page carries (app/global-error.tsx).

const RELOAD_LOG_KEY = 'stroomplein-chunk-reloads';

/** sessionStorage, unless the browser refuses it (storage disabled, some private modes): then undefined. */
function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function historyLog(): string | null {
  const state: unknown = window.history.state;
  const raw =
    typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[RELOAD_LOG_KEY] : null;
  return typeof raw === 'string' ? raw : null;
}

/**
 * Reloads the page once per path (within 10 s) when a chunk failed to load; returns whether it did. The log is
 * kept in sessionStorage and, because that can be unavailable, also in the history entry, which a reload keeps.
 */
export function reloadAfterChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  const storage = tabStorage();
  let stored: string | null = null;
  try {
    stored = storage?.getItem(RELOAD_LOG_KEY) ?? null;
  } catch {
    // Refused on use rather than on access: the history entry still holds the log.
  }
  const plan = planChunkReload(
    latestReloads(parseReloadLog(stored), parseReloadLog(historyLog())),
    window.location.pathname,
    Date.now(),
  );
  if (!plan.reload) {
    console.error('Laadfout kort na herladen: de pagina wordt niet opnieuw herladen.', error);
    return false;
  }
  const log = JSON.stringify(plan.log);
  try {
    storage?.setItem(RELOAD_LOG_KEY, log);
  } catch {
    // Full or refused: the history entry below is enough to stop a loop.
  }
  window.history.replaceState({ ...(window.history.state as object | null), [RELOAD_LOG_KEY]: log }, '');
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

const BoundaryErrorContent = lazy(() =>
  import('./error-content').then((module) => ({ default: module.BoundaryErrorContent })),
);
const NotFoundContent = lazy(() =>
  import('./error-content').then((module) => ({ default: module.NotFoundContent })),
);

/** Content of every error.tsx: reloads once for a stale chunk; the content logs and explains in Dutch. */
export function ErrorBoundaryView({ error, reset }: ErrorBoundaryProps) {
  const pathname = usePathname();
  useEffect(() => {
    reloadAfterChunkError(error);
  }, [error]);
  return (
    <Suspense>
      <BoundaryErrorContent error={error} pathname={pathname} onRetry={reset} />
    </Suspense>
  );
}

/** A 404's content, with the description the server provided or the one for `path` (null: not known yet). */
export function NotFoundFrame(props: { provided: ErrorDescription | null; path: string | null }) {
  return (
    <Suspense>
      <NotFoundContent {...props} />
    </Suspense>
  );
}
