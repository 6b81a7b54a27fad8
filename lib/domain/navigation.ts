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

/** CMS navigation entries, dropping incomplete ones an editor may have left. */
export function toNavLinks(
  entries: readonly { label?: string; href?: string }[] | null | undefined,
): NavLink[] {
  return (entries ?? []).flatMap(({ label, href }) => (label && href ? [{ label, href }] : []));
}
