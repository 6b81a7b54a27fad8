'use client';

import { useEffect } from 'react';
import { describeError, notFoundDescription, type ErrorDescription } from '@/lib/domain/error-descriptions';
import { ErrorView } from './error-view';

// Loaded with the first error or 404 a visitor meets (see client-errors.tsx): the error texts and the view are
// not part of any page's first load.

/** An error boundary's content: what went wrong, in Dutch, and a way to try again. */
export function BoundaryErrorContent({
  error,
  pathname,
  onRetry,
}: {
  error: Error & { digest?: string };
  pathname: string;
  onRetry: () => void;
}) {
  const description = describeError(error, pathname);
  useEffect(() => {
    console.error(`[${description.statusCode}] ${pathname}`, error);
  }, [error, pathname, description.statusCode]);
  return <ErrorView {...description} onRetry={onRetry} />;
}

/** A 404's content: the description the server provided, or the one for `path` (null: not known yet). */
export function NotFoundContent({
  provided,
  path,
}: {
  provided: ErrorDescription | null;
  path: string | null;
}) {
  return <ErrorView {...(provided ?? notFoundDescription(path))} />;
}
