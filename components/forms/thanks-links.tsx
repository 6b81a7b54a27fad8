import { buttonClasses } from '@/components/ui/button';
import { AppLink } from '@/components/ui/link';

/** Where to go after a flow: home, or the list of one's own submissions (which asks to sign in when needed). */
export function ThanksLinks() {
  return (
    <div className="flex flex-wrap gap-3">
      <AppLink href="/" className={buttonClasses('primary')}>
        Naar de startpagina
      </AppLink>
      <AppLink href="/account/formulieren" className={buttonClasses('outline')}>
        Bekijk je aanvragen
      </AppLink>
    </div>
  );
}
