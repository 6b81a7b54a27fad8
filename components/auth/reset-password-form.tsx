'use client';

import { confirmPasswordReset, verifyPasswordResetCode } from 'firebase/auth';
import { useEffect, useState } from 'react';
import { AppLink } from '@/components/ui/link';
import { toast } from '@/lib/browser/toast-store';
import { clientAuth } from '@/lib/browser/firebase/client';
import { authErrorMessage } from '@/lib/domain/firebase/auth-errors';
import { passwordSchema } from '@/lib/domain/validation/account';
import { AuthForm } from './auth-form';

const LINK_CLASS = 'font-semibold text-primary-700 underline dark:text-primary-300';

/** Consumes the reset mail's code: shows for which address, then sets the new password. */
export function ResetPasswordForm({ code }: { code: string }) {
  const [check, setCheck] = useState<{ email: string } | { error: string } | null>(null);
  const [done, setDone] = useState(false);
  useEffect(() => {
    verifyPasswordResetCode(clientAuth(), code)
      .then((email) => setCheck({ email }))
      .catch((error: unknown) => setCheck({ error: authErrorMessage(error) }));
  }, [code]);

  if (check === null) return <p role="status">We controleren je link…</p>;
  if ('error' in check) {
    return (
      <div role="alert" className="flex flex-col gap-4">
        <p>{check.error}</p>
        <AppLink href="/password-reset-mail" className={LINK_CLASS}>
          Vraag een nieuwe link aan
        </AppLink>
      </div>
    );
  }
  if (done) {
    return (
      <div role="status" className="flex flex-col gap-4">
        <p>Je nieuwe wachtwoord is ingesteld.</p>
        <AppLink href="/login" className={LINK_CLASS}>
          Inloggen
        </AppLink>
      </div>
    );
  }
  return (
    <>
      <p className="mb-6">Kies een nieuw wachtwoord voor {check.email}.</p>
      <AuthForm
        submitLabel="Wachtwoord instellen"
        fields={[
          {
            name: 'password',
            label: 'Nieuw wachtwoord',
            type: 'password',
            autoComplete: 'new-password',
            help: 'Minstens 10 tekens, met minstens één letter en één cijfer.',
          },
          {
            name: 'confirmation',
            label: 'Herhaal het wachtwoord',
            type: 'password',
            autoComplete: 'new-password',
          },
        ]}
        onSubmit={async ({ password, confirmation }) => {
          const checked = passwordSchema.safeParse(password);
          if (!checked.success) return { password: checked.error.issues[0]!.message };
          if (confirmation !== password) return { confirmation: 'De twee wachtwoorden zijn niet gelijk.' };
          try {
            await confirmPasswordReset(clientAuth(), code, checked.data);
            toast({ title: 'Wachtwoord ingesteld', variant: 'success' });
            setDone(true);
          } catch (error) {
            return { form: authErrorMessage(error) };
          }
        }}
      />
    </>
  );
}
