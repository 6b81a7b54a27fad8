import type { Metadata } from 'next';
import { AuthPage } from '@/components/auth/auth-page';
import { LogoutView } from '@/components/auth/logout-view';
import { safeSamePath } from '@/lib/domain/safe-path';

export const metadata: Metadata = { title: 'Uitloggen', robots: { index: false } };

interface Props {
  searchParams: Promise<{ next?: string | string[] }>;
}

/** `?next=/login?next=/studio`: signing out to sign in with another account (the Studio's 403 page offers it). */
export default async function LogoutPage({ searchParams }: Props) {
  const { next } = await searchParams;
  const signInAgain = typeof next === 'string' ? safeSamePath(next, '') || undefined : undefined;
  return (
    <AuthPage title="Uitloggen">
      <LogoutView signInAgain={signInAgain} />
    </AuthPage>
  );
}
