import { CookieSettingsButton } from '@/components/site/consent';
import { siteName } from '@/lib/domain/markets';
import { siteOfPage } from '@/lib/server/market';
import { NavList } from './nav-list';
import type { SiteChrome } from './site-chrome';

export async function SiteFooter({ chrome }: { chrome: SiteChrome }) {
  const { market } = await siteOfPage();
  return (
    <footer className="lazy-layout mt-16 border-t border-neutral-200 bg-neutral-50 dark:border-neutral-800 dark:bg-neutral-900">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm">
          <p className="font-semibold">{siteName(market)}</p>
          {chrome.footerText ? (
            <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">{chrome.footerText}</p>
          ) : null}
          <CookieSettingsButton className="mt-3 text-sm text-neutral-800 underline hover:text-primary-800 dark:text-neutral-200 dark:hover:text-primary-200" />
        </div>
        {chrome.footerLinks.length > 0 ? (
          <NavList
            label="Voettekst"
            links={chrome.footerLinks}
            listClassName="grid gap-x-8 gap-y-2 text-sm sm:grid-cols-2"
            linkClassName="text-neutral-800 underline hover:text-primary-800 dark:text-neutral-200 dark:hover:text-primary-200"
          />
        ) : null}
      </div>
    </footer>
  );
}
