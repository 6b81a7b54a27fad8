'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { describeError } from '@/lib/errors';
import { reloadAfterChunkError } from './chunk-reload-guard';
import { ErrorView } from './error-view';

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
