'use client';

import { ErrorBoundaryView, type ErrorBoundaryProps } from '@/components/site/client-errors';

/** Errors outside the default layout (flows, account shell). */
export default function RootError(props: ErrorBoundaryProps) {
  return (
    <main id="inhoud">
      <ErrorBoundaryView {...props} />
    </main>
  );
}
