'use client';

import { usePathname } from 'next/navigation';
import { AppLink } from '@/components/ui/link';
import { cn } from '@/components/ui/cn';
import type { NavLink } from '@/lib/domain/navigation';

/** The account shell's side navigation; the current page is marked for sight and for screen readers. */
export function AccountNav({ links }: { links: NavLink[] }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Mijn account" className="md:w-56 md:shrink-0">
      <ul className="flex flex-wrap gap-2 md:flex-col">
        {links.map((link) => {
          const current = pathname === link.href;
          return (
            <li key={link.href}>
              <AppLink
                href={link.href}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'block rounded-md px-3 py-2 font-medium whitespace-nowrap no-underline hover:bg-neutral-100 dark:hover:bg-neutral-800',
                  current
                    ? 'bg-primary-50 text-primary-900 dark:bg-primary-950 dark:text-primary-100'
                    : 'text-neutral-800 dark:text-neutral-100',
                )}
              >
                {link.label}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
