import { AppLink } from '@/components/ui/link';
import type { NavLink } from '@/lib/domain/navigation';

interface NavListProps {
  label: string;
  id?: string;
  links: readonly NavLink[];
  className?: string;
  listClassName: string;
  linkClassName: string;
}

/** A named navigation landmark with one list item per link: the header's and the footer's menus. */
export function NavList({ label, id, links, className, listClassName, linkClassName }: NavListProps) {
  return (
    // Without a class the page's payload names none (an explicit undefined would be sent along).
    <nav aria-label={label} {...(id ? { id } : {})} {...(className ? { className } : {})}>
      <ul className={listClassName}>
        {links.map((link) => (
          <li key={link.href}>
            <AppLink href={link.href} className={linkClassName}>
              {link.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
