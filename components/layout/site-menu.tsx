'use client';

import { useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { loadOnce } from '@/lib/browser/load-once';
import type { NavLink } from '@/lib/domain/navigation';
import type { SiteMenuDialog as SiteMenuDialogComponent } from './site-menu-dialog';

const loadMenuDialog = loadOnce(() => import('./site-menu-dialog'));

const subscribeNothing = () => () => {};
const hydrated = () => true;
const serverRendered = () => false;

/** The id of the header's list of links; `:target` shows it on a phone without JavaScript. */
export const HEADER_NAVIGATION_ID = 'hoofdnavigatie';

const TRIGGER_CLASS =
  'grid size-11 place-items-center rounded-lg border border-neutral-300 text-neutral-900 no-underline hover:bg-neutral-100 dark:border-neutral-600 dark:text-neutral-100 dark:hover:bg-neutral-800';

/**
 * The phone header's menu button. Until the page has JavaScript it is a link to the header's list of links, which
 * CSS then shows; after hydration a button that opens the menu as a dialog. The dialog (Radix) is fetched when the
 * visitor reaches for the button, so no page carries it on its first load.
 */
export function SiteMenu({
  links,
  icon,
  children,
  className,
}: {
  links: NavLink[];
  /** The menu icon, drawn on the server. */
  icon: ReactNode;
  /** Shown in the menu below the links (the colour-mode switch). */
  children: ReactNode;
  className?: string;
}) {
  const interactive = useSyncExternalStore(subscribeNothing, hydrated, serverRendered);
  const [open, setOpen] = useState(false);
  const [MenuDialog, setMenuDialog] = useState<typeof SiteMenuDialogComponent | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  function load(openWhenLoaded: boolean) {
    if (openWhenLoaded) setOpen(true);
    loadMenuDialog().then(
      (module) => setMenuDialog(() => module.SiteMenuDialog),
      // Offline or a stale chunk: the plain list still works.
      () => {
        if (openWhenLoaded) window.location.hash = HEADER_NAVIGATION_ID;
      },
    );
  }

  if (!interactive)
    return (
      <a href={`#${HEADER_NAVIGATION_ID}`} aria-label="Menu" className={cn(TRIGGER_CLASS, className)}>
        {icon}
      </a>
    );
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => load(false)}
        onFocus={() => load(false)}
        onTouchStart={() => load(false)}
        onClick={() => load(true)}
        className={cn(TRIGGER_CLASS, className)}
      >
        {icon}
      </button>
      {MenuDialog ? (
        <MenuDialog open={open} onOpenChange={setOpen} links={links} returnFocusTo={() => button.current}>
          {children}
        </MenuDialog>
      ) : null}
    </>
  );
}
