import type { Metadata } from 'next';
import { AuthPage } from '@/components/auth/auth-page';
import { SignUpForm } from '@/components/auth/sign-up-form';
import { AppLink } from '@/components/ui/link';

export const metadata: Metadata = { title: 'Account aanmaken' };

export default function SignUpPage() {
  return (
    <AuthPage
      title="Account aanmaken"
      intro="Met een account volg je je aanvragen als koper of verkoper en vul je formulieren sneller in."
    >
      <SignUpForm />
      <p className="mt-8">
        Al een account?{' '}
        <AppLink href="/login" className="font-semibold text-primary-700 underline dark:text-primary-300">
          Log in
        </AppLink>
      </p>
      <p className="mt-4 text-sm text-neutral-700 dark:text-neutral-300">
        We gebruiken je gegevens zoals beschreven in de{' '}
        <AppLink href="/gebruikersinformatie/privacyverklaring" className="underline">
          privacyverklaring
        </AppLink>
        .
      </p>
    </AuthPage>
  );
}
