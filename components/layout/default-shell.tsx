import type { ReactNode } from 'react';
import { getSiteChrome } from './site-chrome';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, main and footer: the `default` layout, also used by the error pages. */
export async function DefaultShell({ children }: { children: ReactNode }) {
  const chrome = await getSiteChrome();
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader navigation={chrome.navigation} />
      <main id="inhoud" className="flex-1">
        {children}
      </main>
      <SiteFooter chrome={chrome} />
    </div>
  );
}
