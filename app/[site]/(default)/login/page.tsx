import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AuthPage } from '@/components/auth/auth-page';
import { LoginForm } from '@/components/auth/login-form';
import { AppLink } from '@/components/ui/link';
import { getSessionUser } from '@/lib/server/firebase/session';
import { safeSamePath } from '@/lib/domain/safe-path';
import { leadsToStudio, studioReturnPath } from '@/lib/domain/studio-access';

export const metadata: Metadata = { title: 'Inloggen', robots: { index: false } };

interface Props {
  searchParams: Promise<{ next?: string | string[] }>;
}

const LINK = 'font-semibold text-primary-700 underline dark:text-primary-300';

export default async function LoginPage({ searchParams }: Props) {
  const { next } = await searchParams;
  // Only a path on this site: never an open redirect to another host.
  const target = safeSamePath(typeof next === 'string' ? studioReturnPath(next) : undefined, '/account');
  // Unreachable Firebase: show the form (signing in will say what is wrong) rather than an error page.
  if (await getSessionUser().catch(() => null)) redirect(target);
  const forEditors = leadsToStudio(target);
  return (
    <AuthPage
      title={forEditors ? 'Inloggen voor redacteuren' : 'Inloggen'}
      intro={
        forEditors
          ? 'Log in met je redacteursaccount om de Studio te openen en de inhoud van de website te bewerken.'
          : 'Log in om je aanvragen en je gegevens te bekijken.'
      }
    >
      <LoginForm next={target} />
      <ul className="mt-8 flex flex-col gap-2">
        <li>
          <AppLink href="/password-reset-mail" className={LINK}>
            Wachtwoord vergeten?
          </AppLink>
        </li>
        {forEditors ? (
          <li>Nog geen redacteursaccount? Vraag er een aan bij een beheerder van de website.</li>
        ) : (
          <li>
            Nog geen account?{' '}
            <AppLink href="/aanmelden" className={LINK}>
              Maak er een aan
            </AppLink>
          </li>
        )}
      </ul>
    </AuthPage>
  );
}
