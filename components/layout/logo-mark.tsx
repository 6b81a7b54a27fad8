import { Zap } from '@/components/ui/icons';

export const LOGO_LINK_CLASS =
  'inline-flex items-center gap-2 rounded-md text-xl font-bold text-neutral-900 no-underline dark:text-white';

/**
 * The brand without its link. Apart from Logo, so pages that link home with a full page load (the flows) do not
 * import the client router link.
 */
export function LogoMark() {
  return (
    <>
      <span className="grid size-9 place-items-center rounded-lg bg-primary-700 text-white dark:bg-primary-300 dark:text-primary-950">
        <Zap aria-hidden="true" className="size-5" />
      </span>
      Stroomplein
    </>
  );
}
