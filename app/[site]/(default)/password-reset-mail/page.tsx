import type { Metadata } from 'next';
import { AuthPage } from '@/components/auth/auth-page';
import { ResetMailForm } from '@/components/auth/reset-mail-form';

export const metadata: Metadata = { title: 'Wachtwoord vergeten', robots: { index: false } };

export default function ResetMailPage() {
  return (
    <AuthPage
      title="Wachtwoord vergeten"
      intro="Vul het e-mailadres van je account in. We sturen je een link om een nieuw wachtwoord te kiezen."
    >
      <ResetMailForm />
    </AuthPage>
  );
}
