import { Zap } from '@/components/ui/icons';
import { AppLink } from '@/components/ui/link';

export function Logo() {
  return (
    <AppLink
      href="/"
      className="inline-flex items-center gap-2 rounded-md text-xl font-bold text-neutral-900 no-underline dark:text-white"
    >
      <span className="grid size-9 place-items-center rounded-lg bg-primary-700 text-white dark:bg-primary-300 dark:text-primary-950">
        <Zap aria-hidden="true" className="size-5" />
      </span>
      Stroomplein
    </AppLink>
  );
}
