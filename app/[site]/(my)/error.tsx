'use client';

import { ErrorBoundaryView, type ErrorBoundaryProps } from '@/components/site/client-errors';

/** Errors in the account pages keep the account shell: Firebase unreachable is said as such, anything else not. */
export default function AccountError(props: ErrorBoundaryProps) {
  return <ErrorBoundaryView {...props} />;
}
