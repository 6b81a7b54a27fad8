import { AuthPage } from '@/components/auth/auth-page';
import { buttonClasses } from '@/components/ui/button';
import { STUDIO_LOGIN_PATH } from '@/lib/domain/studio-access';

const LINK = 'font-semibold text-primary-700 underline dark:text-primary-300';

/**
 * The Studio is for editors: this account is signed in but has no editor role. Shown at the Studio's address, so
 * under the Studio's security policy: its links load whole pages, each under its own policy (a page reached in
 * the browser from here would keep the Studio's, which blocks the sign-in's calls to Firebase).
 */
export default function StudioForbidden() {
  return (
    <AuthPage
      title="Geen toegang tot de Studio"
      intro="Je bent aangemeld met een account zonder redacteursrechten. De Studio is alleen voor redacteuren van Stroomplein."
    >
      <div className="flex flex-col items-start gap-4">
        <a
          href={`/logout?next=${encodeURIComponent(STUDIO_LOGIN_PATH)}`}
          className={buttonClasses('primary')}
        >
          Aanmelden met een ander account
        </a>
        <p>
          Heb je redacteursrechten nodig? Vraag ze aan een beheerder van de website. Of ga naar{' '}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a whole page load (see above) */}
          <a href="/account" className={LINK}>
            je account
          </a>
          .
        </p>
      </div>
    </AuthPage>
  );
}
