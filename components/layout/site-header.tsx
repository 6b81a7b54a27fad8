import { LogIn, Menu, UserRound } from '@/components/ui/icons';
import { ColourModeSwitch } from '@/components/site/colour-mode-switch';
import { buttonClasses } from '@/components/ui/button';
import type { NavLink } from '@/lib/domain/navigation';
import { AccountLink } from './account-link';
import { Logo } from './logo';
import { NavList } from './nav-list';
import { HEADER_NAVIGATION_ID, SiteMenu } from './site-menu';

const ACCOUNT_ICONS = {
  signedIn: <UserRound aria-hidden="true" className="size-4" />,
  signedOut: <LogIn aria-hidden="true" className="size-4" />,
};

/**
 * One row on every screen: on a phone the logo, the account link and a menu button (the links in a dialog); from
 * `md` on, the links and the colour-mode switch in the row itself.
 */
export function SiteHeader({ navigation }: { navigation: NavLink[] }) {
  return (
    <header className="border-b border-neutral-200 bg-white/90 dark:border-neutral-800 dark:bg-neutral-950/90">
      <a
        href="#inhoud"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 dark:focus:bg-neutral-900"
      >
        Naar de inhoud
      </a>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-3 px-4 py-3 md:gap-x-6">
        <Logo />
        {navigation.length > 0 ? (
          <NavList
            id={HEADER_NAVIGATION_ID}
            label="Hoofdnavigatie"
            links={navigation}
            // Hidden on a phone unless the menu link (no JavaScript yet) points at it.
            className="order-last hidden w-full target:block md:order-none md:block md:w-auto md:flex-1"
            listClassName="flex flex-wrap gap-x-1 gap-y-1"
            linkClassName="block rounded-md px-3 py-2 font-medium text-neutral-800 no-underline hover:bg-neutral-100 hover:text-primary-800 dark:text-neutral-100 dark:hover:bg-neutral-800 dark:hover:text-primary-200"
          />
        ) : (
          <div className="flex-1" />
        )}
        <div className="ml-auto flex items-center gap-3">
          <div className={navigation.length > 0 ? 'hidden md:block' : undefined}>
            <ColourModeSwitch />
          </div>
          <AccountLink icons={ACCOUNT_ICONS} className={buttonClasses('outline', 'sm')} />
          {navigation.length > 0 ? (
            <SiteMenu
              links={navigation}
              icon={<Menu aria-hidden="true" className="size-5" />}
              className="md:hidden"
            >
              <ColourModeSwitch />
            </SiteMenu>
          ) : null}
        </div>
      </div>
    </header>
  );
}
