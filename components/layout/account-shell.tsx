import type { ReactNode } from 'react';
import { AppLink } from '@/components/ui/link';
import { ACCOUNT_LINKS, SIGN_OUT_LINK } from '@/lib/navigation';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { getSiteChrome } from './site-chrome';

/** The `my` layout: the site header, a side navigation for the account pages, and the content. */
export async function AccountShell({ children }: { children: ReactNode }) {
  const chrome = await getSiteChrome();
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader navigation={chrome.navigation} />
      <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-8 px-4 py-8 md:flex-row">
        <nav aria-label="Mijn account" className="md:w-56 md:shrink-0">
          <ul className="flex gap-2 overflow-x-auto md:flex-col">
            {[...ACCOUNT_LINKS, SIGN_OUT_LINK].map((link) => (
              <li key={link.href}>
                <AppLink
                  href={link.href}
                  className="block rounded-md px-3 py-2 font-medium whitespace-nowrap text-neutral-800 no-underline hover:bg-neutral-100 dark:text-neutral-100 dark:hover:bg-neutral-800"
                >
                  {link.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="inhoud" className="min-w-0 flex-1">
          {children}
        </main>
      </div>
      <SiteFooter chrome={chrome} />
    </div>
  );
}
