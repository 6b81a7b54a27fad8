import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AuthPage } from '@/components/auth/auth-page';
import { VerifyEmailView } from '@/components/auth/verify-email-view';
import { AppLink } from '@/components/ui/link';

export const metadata: Metadata = { title: 'E-mailadres bevestigen', robots: { index: false } };

interface Props {
  searchParams: Promise<{ mode?: string; oobCode?: string }>;
}

/**
 * Firebase's action handler for this site: verification links are handled here; a password-reset link that lands
 * here (Firebase has one action URL for all mails) goes on to the reset page.
 */
export default async function VerifyEmailPage({ searchParams }: Props) {
  const { mode, oobCode } = await searchParams;
  if (mode === 'resetPassword' && oobCode) redirect(`/Password-reset?oobCode=${encodeURIComponent(oobCode)}`);
  return (
    <AuthPage title="E-mailadres bevestigen">
      {(mode === 'verifyEmail' || mode === 'verifyAndChangeEmail') && oobCode ? (
        <VerifyEmailView code={oobCode} changesEmail={mode === 'verifyAndChangeEmail'} />
      ) : (
        <div className="flex flex-col gap-4">
          <p>
            Na het aanmaken van je account sturen we je een mail met een link. Klik op die link om te
            bevestigen dat het e-mailadres van jou is. Geen mail gekregen? Kijk ook bij je ongewenste mail.
          </p>
          <AppLink
            href="/verificatie-resend"
            className="font-semibold text-primary-700 underline dark:text-primary-300"
          >
            Stuur de bevestigingsmail opnieuw
          </AppLink>
        </div>
      )}
    </AuthPage>
  );
}
