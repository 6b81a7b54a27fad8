import type { Metadata } from 'next';
import * as icons from '@/components/ui/icons';

export const metadata: Metadata = { title: 'Iconen' };

/** Every icon the UI kit exports, by name. */
const ICONS = Object.entries(icons);

export default function IconTestPage() {
  return (
    <>
      <h1 className="mb-2 text-3xl font-bold">Iconen</h1>
      <p className="mb-8 text-neutral-700 dark:text-neutral-300">
        De iconen uit lucide die de site gebruikt, met hun naam.
      </p>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4 md:grid-cols-6">
        {ICONS.map(([name, Icon]) => (
          <li
            key={name}
            className="flex flex-col items-center gap-2 rounded-lg border border-neutral-200 p-4 text-sm dark:border-neutral-800"
          >
            <Icon aria-hidden="true" className="size-6 text-primary-700 dark:text-primary-300" />
            <span>{name}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
