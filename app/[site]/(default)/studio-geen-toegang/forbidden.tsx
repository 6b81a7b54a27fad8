import { AuthPage } from '@/components/auth/auth-page';
import { buttonClasses } from '@/components/ui/button';
import { AppLink } from '@/components/ui/link';
import { STUDIO_LOGIN_PATH } from '@/lib/domain/studio-access';

const LINK = 'font-semibold text-primary-700 underline dark:text-primary-300';

/** The Studio is for editors: this account is signed in but has no editor role. */
export default function StudioForbidden() {
  return (
    <AuthPage
      title="Geen toegang tot de Studio"
      intro="Je bent aangemeld met een account zonder redacteursrechten. De Studio is alleen voor redacteuren van Stroomplein."
    >
      <div className="flex flex-col items-start gap-4">
        <AppLink
          href={`/logout?next=${encodeURIComponent(STUDIO_LOGIN_PATH)}`}
          className={buttonClasses('primary')}
        >
          Aanmelden met een ander account
        </AppLink>
        <p>
          Heb je redacteursrechten nodig? Vraag ze aan een beheerder van de website. Of ga naar{' '}
          <AppLink href="/account" className={LINK}>
            je account
          </AppLink>
          .
        </p>
      </div>
    </AuthPage>
  );
}
