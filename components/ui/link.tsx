'use client';

import NextLink from 'next/link';
import { useState, type ComponentProps, type MouseEvent } from 'react';
import { linksLoadFullPages } from '@/lib/browser/full-page-load';
import { shouldPrefetch, type ConnectionHints } from '@/lib/browser/prefetch';

type NavigatorWithConnection = Navigator & { connection?: ConnectionHints };

function prefetchAllowed(): boolean {
  return shouldPrefetch((navigator as NavigatorWithConnection).connection);
}

export type AppLinkProps = ComponentProps<typeof NextLink>;

/**
 * The one link used across the site. It prefetches its route once the visitor shows intent (pointer over it,
 * keyboard focus, a touch), not as soon as it scrolls into view: a page full of links would otherwise fetch and
 * decode every linked route while it is still starting up (Lighthouse counted that as most of its blocking time).
 * No prefetching at all on 2g or with data-saver, read at that moment rather than kept in a store that every link
 * subscribed to while the page hydrated. After a new deploy has been detected, the next navigation is a
 * full page load.
 */
export function AppLink({
  prefetch,
  onClick,
  onPointerEnter,
  onFocus,
  onTouchStart,
  href,
  ...props
}: AppLinkProps) {
  const [prefetchNow, setPrefetchNow] = useState(false);
  const showIntent = () => setPrefetchNow(prefetchAllowed());
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || !linksLoadFullPages()) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    window.location.assign(event.currentTarget.href);
  }
  return (
    <NextLink
      href={href}
      // `null` is Next's default prefetch, restored once the visitor shows intent (Next's documented pattern).
      prefetch={prefetchNow ? (prefetch ?? null) : false}
      onClick={handleClick}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        showIntent();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        showIntent();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        showIntent();
      }}
      {...props}
    />
  );
}
