'use client';

import { useEffect } from 'react';
import { ErrorView } from '@/components/site/error-view';
import { ACCOUNT_UNAVAILABLE_MESSAGE } from '@/lib/firebase/errors';
import type { ErrorBoundaryProps } from '@/components/site/client-errors';
import { reloadAfterChunkError } from '@/components/site/client-errors';

/**
 * Account pages depend on Firebase; when it cannot be reached they say so in Dutch. (Production hides server
 * error messages from the browser, so this boundary speaks for every failure of the account pages.)
 */
export default function AccountError({ error, reset }: ErrorBoundaryProps) {
  useEffect(() => {
    if (!reloadAfterChunkError(error)) console.error('Accountpagina niet geladen:', error);
  }, [error]);
  return (
    <ErrorView
      statusCode={503}
      statusMessage="Service Unavailable"
      message={ACCOUNT_UNAVAILABLE_MESSAGE}
      onRetry={reset}
    />
  );
}
