'use client';

import { ErrorBoundaryView, type ErrorBoundaryProps } from '@/components/site/client-errors';

/** Errors in a default-layout page keep the header and footer around them. */
export default function DefaultError(props: ErrorBoundaryProps) {
  return <ErrorBoundaryView {...props} />;
}
