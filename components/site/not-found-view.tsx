'use client';

import { usePathname } from 'next/navigation';
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { ErrorDescription } from '@/lib/domain/error-descriptions';
import { NotFoundFrame } from './client-errors';

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

/** Next's name for the one prerendered 404 (paths no route matches, such as undecodable ones). */
const PRERENDERED_NOT_FOUND = '/_not-found';

function browserPath(): string {
  const raw = window.location.pathname;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

const subscribeNothing = () => () => {};

export function NotFoundView() {
  const provided = useContext(NotFoundContext);
  const pathname = usePathname();
  // The prerendered 404 cannot know the path: the server says nothing, the browser fills it in after hydration.
  const path = useSyncExternalStore(subscribeNothing, browserPath, () =>
    pathname === PRERENDERED_NOT_FOUND ? null : pathname,
  );
  return <NotFoundFrame provided={provided} path={path} />;
}
