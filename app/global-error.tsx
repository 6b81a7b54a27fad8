'use client';

import { ErrorBoundaryView, type ErrorBoundaryProps } from '@/components/site/client-errors';
import { ServerInsertedHead } from '@/components/site/server-inserted-head';
import '@/components/site/stylesheet-for-development';

/** Replaces the root layout when that itself fails: its own <html>, no providers. */
export default function GlobalError(props: ErrorBoundaryProps) {
  return (
    <html lang="nl-BE">
      <body className="bg-white font-sans text-neutral-900">
        <ServerInsertedHead errorPage />
        <title>Er ging iets mis - Stroomplein</title>
        <main id="inhoud">
          <ErrorBoundaryView {...props} />
        </main>
      </body>
    </html>
  );
}
