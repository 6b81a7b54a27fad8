'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { DialogSheet } from '@/components/ui/dialog-sheet';
import { AppLink } from '@/components/ui/link';
import type { NavLink } from '@/lib/domain/navigation';

/** The phone menu: the site's links, the current page marked, and the colour-mode switch. */
export function SiteMenuDialog({
  open,
  onOpenChange,
  links,
  returnFocusTo,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  links: NavLink[];
  returnFocusTo: () => HTMLElement | null;
  children: ReactNode;
}) {
  const pathname = usePathname();
  return (
    <DialogSheet open={open} onOpenChange={onOpenChange} title="Menu" returnFocusTo={returnFocusTo}>
      <nav aria-label="Menu" className="mt-4">
        <ul className="flex flex-col gap-1">
          {links.map((link) => (
            <li key={link.href}>
              <AppLink
                href={link.href}
                aria-current={pathname === link.href ? 'page' : undefined}
                onClick={() => onOpenChange(false)}
                className="block rounded-lg px-3 py-3 text-lg font-medium text-neutral-900 no-underline hover:bg-neutral-100 aria-[current=page]:bg-primary-50 aria-[current=page]:text-primary-900 dark:text-neutral-100 dark:hover:bg-neutral-800 dark:aria-[current=page]:bg-primary-950 dark:aria-[current=page]:text-primary-100"
              >
                {link.label}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-5 flex items-center justify-between gap-4 border-t border-neutral-200 pt-4 dark:border-neutral-700">
        <span className="text-sm font-medium">Kleurmodus</span>
        {children}
      </div>
    </DialogSheet>
  );
}
