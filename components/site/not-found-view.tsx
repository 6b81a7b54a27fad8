'use client';

import { usePathname } from 'next/navigation';
import { createContext, useContext, type ReactNode } from 'react';
import { notFoundDescription, type ErrorDescription } from '@/lib/errors';
import { ErrorView } from './error-view';

/**
 * Next renders not-found boundaries only in the browser. A route that knows its path on the server (the CMS
 * catch-all) provides the 404 description here, so it also travels in the server's response.
 */
const NotFoundContext = createContext<ErrorDescription | null>(null);

export function NotFoundDescriptionProvider({
  description,
  children,
}: {
  description: ErrorDescription;
  children: ReactNode;
}) {
  return <NotFoundContext value={description}>{children}</NotFoundContext>;
}

export function NotFoundView() {
  const provided = useContext(NotFoundContext);
  const pathname = usePathname();
  return <ErrorView {...(provided ?? notFoundDescription(pathname))} />;
}
