import type { ReactNode } from 'react';
import { ACCOUNT_LINKS, SIGN_OUT_LINK } from '@/lib/domain/navigation';
import { AuthSync } from '@/components/account/auth-sync';
import { AccountNav } from './account-nav';
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
        <AccountNav links={[...ACCOUNT_LINKS, SIGN_OUT_LINK]} />
        <main id="inhoud" className="min-w-0 flex-1">
          {children}
        </main>
      </div>
      <SiteFooter chrome={chrome} />
      <AuthSync />
    </div>
  );
}
