import type { Metadata } from 'next';
import { AuthPage } from '@/components/auth/auth-page';
import { ResendVerification } from '@/components/auth/resend-verification';

export const metadata: Metadata = { title: 'Bevestigingsmail opnieuw sturen', robots: { index: false } };

export default function ResendVerificationPage() {
  return (
    <AuthPage title="Bevestigingsmail opnieuw sturen">
      <ResendVerification />
    </AuthPage>
  );
}
