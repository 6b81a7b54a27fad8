import type { Metadata } from 'next';
import { ErrorView } from '@/components/site/error-view';
import { ACCOUNTS_UNREACHABLE } from '@/lib/server/error-page-render';
import { describeError, VisitorError } from '@/lib/domain/error-descriptions';

export const metadata: Metadata = { title: 'Er ging iets mis', robots: { index: false } };

// Drawn per request at the visitor's own path (the route's segments); reached only through the proxy
// (lib/server/error-page-render.ts), when a page could not be rendered.
export const dynamic = 'force-dynamic';

export default async function ServerErrorPage({
  searchParams,
}: {
  searchParams: Promise<{ reden?: string }>;
}) {
  const { reden } = await searchParams;
  const cause = reden === ACCOUNTS_UNREACHABLE ? new VisitorError('account-unavailable') : undefined;
  return <ErrorView {...describeError(cause, '')} />;
}
