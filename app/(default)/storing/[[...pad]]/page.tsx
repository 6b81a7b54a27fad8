import type { Metadata } from 'next';
import { ErrorView } from '@/components/site/error-view';
import { describeError } from '@/lib/errors';

export const metadata: Metadata = { title: 'Er ging iets mis', robots: { index: false } };

// Drawn per request at the visitor's own path (the route's segments); reached only through the proxy
// (lib/error-page-render.ts), when a page could not be rendered.
export const dynamic = 'force-dynamic';

export default function ServerErrorPage() {
  return <ErrorView {...describeError(undefined, '')} />;
}
