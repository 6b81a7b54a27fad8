import type { Metadata } from 'next';
import { AuthPage } from '@/components/auth/auth-page';
import { LogoutView } from '@/components/auth/logout-view';

export const metadata: Metadata = { title: 'Uitloggen', robots: { index: false } };

export default function LogoutPage() {
  return (
    <AuthPage title="Uitloggen">
      <LogoutView />
    </AuthPage>
  );
}
