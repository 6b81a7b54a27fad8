'use client';

import { ErrorBoundaryView, type ErrorBoundaryProps } from './client-errors';
import { ServerInsertedHead } from './server-inserted-head';

/** The global error page's content, fetched when it is shown (app/global-error.tsx). */
export function GlobalErrorView(props: ErrorBoundaryProps) {
  return (
    <>
      <ServerInsertedHead errorPage />
      <main id="inhoud">
        <ErrorBoundaryView {...props} />
      </main>
    </>
  );
}
