import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import {
  ChangeEmailForm,
  ChangePasswordForm,
  DeleteAccountForm,
} from '@/components/account/credentials-forms';
import { MissingProfile } from '@/components/account/missing-profile';
import { ProfileForm } from '@/components/account/profile-form';
import { readProfile } from '@/lib/server/firebase/profile';
import { requireSessionUser } from '@/lib/server/firebase/session';

export const metadata: Metadata = { title: 'Accountgegevens', robots: { index: false } };

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-neutral-200 p-6 dark:border-neutral-800"
    >
      <h2 id={id} className="mb-5 text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default async function AccountDetailsPage() {
  const user = await requireSessionUser('/account/accountgegevens');
  const profile = await readProfile(user.uid);
  return (
    <div className="flex max-w-2xl flex-col gap-8">
      <h1 className="text-3xl font-bold">Accountgegevens</h1>
      {profile.state === 'missing' ? (
        <MissingProfile />
      ) : (
        <Section id="profiel" title="Profiel">
          <ProfileForm name={profile.data.name} phone={profile.data.phone} />
        </Section>
      )}
      <Section id="e-mail" title={`E-mailadres (${user.email})`}>
        <ChangeEmailForm />
      </Section>
      <Section id="wachtwoord" title="Wachtwoord">
        <ChangePasswordForm />
      </Section>
      <Section id="verwijderen" title="Account verwijderen">
        <DeleteAccountForm />
      </Section>
    </div>
  );
}
