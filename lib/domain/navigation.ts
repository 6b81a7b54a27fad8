import { shownInMarket, type MarketId } from './markets';

export interface NavLink {
  href: string;
  label: string;
}

/** Side navigation of the account shell. */
export const ACCOUNT_LINKS: NavLink[] = [
  { href: '/account', label: 'Overzicht' },
  { href: '/account/formulieren', label: 'Mijn formulieren' },
  { href: '/account/accountgegevens', label: 'Accountgegevens' },
];

export const SIGN_IN_LINK: NavLink = { href: '/login', label: 'Inloggen' };
export const ACCOUNT_LINK: NavLink = { href: '/account', label: 'Mijn account' };
export const SIGN_OUT_LINK: NavLink = { href: '/logout', label: 'Uitloggen' };

/**
 * The CMS navigation entries one site shows: those without markets and those limited to its market, dropping
 * incomplete ones an editor may have left.
 */
export function toNavLinks(
  entries: readonly { label?: string; href?: string; markets?: string[] | null }[] | null | undefined,
  market: MarketId | null,
): NavLink[] {
  return (entries ?? []).flatMap((entry) =>
    entry.label && entry.href && shownInMarket(entry, market)
      ? [{ label: entry.label, href: entry.href }]
      : [],
  );
}
