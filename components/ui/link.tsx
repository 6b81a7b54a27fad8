'use client';

import NextLink from 'next/link';
import { useSyncExternalStore, type ComponentProps, type MouseEvent } from 'react';
import { shouldPrefetch, type ConnectionHints } from '@/lib/prefetch';
import { isFullReloadPending } from '@/components/site/deploy-watcher';

type NavigatorWithConnection = Navigator & {
  connection?: ConnectionHints & EventTarget;
};

function subscribeConnection(onChange: () => void): () => void {
  const connection = (navigator as NavigatorWithConnection).connection;
  connection?.addEventListener('change', onChange);
  return () => connection?.removeEventListener('change', onChange);
}

function prefetchAllowed(): boolean {
  return shouldPrefetch((navigator as NavigatorWithConnection).connection);
}

export type AppLinkProps = ComponentProps<typeof NextLink>;

/**
 * The one link used across the site: skips prefetching on 2g or with data-saver, and turns the next navigation
 * into a full page load once a new deploy has been detected.
 */
export function AppLink({ prefetch, onClick, href, ...props }: AppLinkProps) {
  const allowed = useSyncExternalStore(subscribeConnection, prefetchAllowed, () => true);
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || !isFullReloadPending()) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    window.location.assign(event.currentTarget.href);
  }
  return <NextLink href={href} prefetch={allowed ? prefetch : false} onClick={handleClick} {...props} />;
}
