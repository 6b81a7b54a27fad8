import type { Metadata } from 'next';
import { AuthPage } from '@/components/auth/auth-page';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { AppLink } from '@/components/ui/link';

export const metadata: Metadata = { title: 'Nieuw wachtwoord kiezen', robots: { index: false } };

interface Props {
  searchParams: Promise<{ oobCode?: string }>;
}

export default async function ResetPasswordPage({ searchParams }: Props) {
  const { oobCode } = await searchParams;
  return (
    <AuthPage title="Nieuw wachtwoord kiezen">
      {oobCode ? (
        <ResetPasswordForm code={oobCode} />
      ) : (
        <p>
          Open deze pagina via de link in de mail die we je stuurden.{' '}
          <AppLink
            href="/password-reset-mail"
            className="font-semibold text-primary-700 underline dark:text-primary-300"
          >
            Vraag een nieuwe mail aan
          </AppLink>
        </p>
      )}
    </AuthPage>
  );
}
