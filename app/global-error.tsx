'use client';

import { lazy, Suspense, type ComponentType } from 'react';
import type { ErrorBoundaryProps } from '@/components/site/client-errors';
import { OfflineNotice } from '@/components/site/offline-notice';
import '@/components/site/stylesheet-for-development';

// Every page loads this file with its first scripts, in a chunk of its own that would otherwise hold a second copy
// of the error handling the root layout's chunk already has: so its content is fetched only when it is shown.
const GlobalErrorView = lazy((): Promise<{ default: ComponentType<ErrorBoundaryProps> }> =>
  import('@/components/site/global-error-view').then(
    (module) => ({ default: module.GlobalErrorView }),
    () => ({ default: OfflineNotice }),
  ),
);

/** Replaces the root layout when that itself fails: its own <html>, no providers. */
export default function GlobalError(props: ErrorBoundaryProps) {
  return (
    <html lang="nl-BE">
      <body className="bg-white font-sans text-neutral-900">
        <title>Er ging iets mis - Stroomplein</title>
        <Suspense>
          <GlobalErrorView {...props} />
        </Suspense>
      </body>
    </html>
  );
}
