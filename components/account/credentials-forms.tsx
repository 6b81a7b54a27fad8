'use client';

import {
  EmailAuthProvider,
  onAuthStateChanged,
  reauthenticateWithCredential,
  signOut,
  updatePassword,
  verifyBeforeUpdateEmail,
  type User,
} from 'firebase/auth';
import { useEffect, useState } from 'react';
import { AuthForm } from '@/components/auth/auth-form';
import { intendSignOut } from './auth-sync';
import { toast } from '@/lib/browser/toast-store';
import { deleteAccount } from '@/lib/server/firebase/account-actions';
import { fullPageLoad } from '@/lib/browser/full-page-load';
import { clientAuth } from '@/lib/browser/firebase/client';
import { authErrorMessage } from '@/lib/domain/firebase/auth-errors';
import { emailSchema, passwordSchema } from '@/lib/domain/validation/account';

const CURRENT_PASSWORD = {
  name: 'currentPassword',
  label: 'Huidig wachtwoord',
  type: 'password' as const,
  autoComplete: 'current-password',
  help: 'Ter bevestiging dat jij het bent.',
};

/** The browser's signed-in user, needed to re-authenticate before sensitive changes. */
function useFirebaseUser() {
  const [firebaseUser, setFirebaseUser] = useState<User | null | undefined>(undefined);
  useEffect(() => onAuthStateChanged(clientAuth(), setFirebaseUser), []);
  return firebaseUser;
}

async function reauthenticate(user: User, password: string) {
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', password));
}

function SignInAgain() {
  return <p role="status">Log opnieuw in om dit te wijzigen.</p>;
}

export function ChangeEmailForm() {
  const firebaseUser = useFirebaseUser();
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (!firebaseUser) return firebaseUser === null ? <SignInAgain /> : null;
  if (sentTo)
    return (
      <p role="status">
        We stuurden een bevestigingslink naar {sentTo}. Je nieuwe adres geldt zodra je die volgt.
      </p>
    );
  return (
    <AuthForm
      submitLabel="E-mailadres wijzigen"
      fields={[
        { name: 'email', label: 'Nieuw e-mailadres', type: 'email', autoComplete: 'email' },
        CURRENT_PASSWORD,
      ]}
      onSubmit={async ({ email, currentPassword }) => {
        const checked = emailSchema.safeParse(email);
        if (!checked.success) return { email: checked.error.issues[0]!.message };
        if (!currentPassword) return { currentPassword: 'Vul je huidige wachtwoord in.' };
        try {
          await reauthenticate(firebaseUser, currentPassword);
          await verifyBeforeUpdateEmail(firebaseUser, checked.data, {
            url: `${window.location.origin}/login`,
          });
          setSentTo(checked.data);
        } catch (error) {
          return { form: authErrorMessage(error) };
        }
      }}
    />
  );
}

export function ChangePasswordForm() {
  const firebaseUser = useFirebaseUser();
  if (!firebaseUser) return firebaseUser === null ? <SignInAgain /> : null;
  return (
    <AuthForm
      submitLabel="Wachtwoord wijzigen"
      fields={[
        CURRENT_PASSWORD,
        {
          name: 'password',
          label: 'Nieuw wachtwoord',
          type: 'password',
          autoComplete: 'new-password',
          help: 'Minstens 10 tekens, met minstens één letter en één cijfer.',
        },
      ]}
      onSubmit={async ({ currentPassword, password }) => {
        if (!currentPassword) return { currentPassword: 'Vul je huidige wachtwoord in.' };
        const checked = passwordSchema.safeParse(password);
        if (!checked.success) return { password: checked.error.issues[0]!.message };
        try {
          await reauthenticate(firebaseUser, currentPassword);
          await updatePassword(firebaseUser, checked.data);
          toast({ title: 'Je wachtwoord is gewijzigd.', variant: 'success' });
        } catch (error) {
          return { form: authErrorMessage(error) };
        }
      }}
    />
  );
}

const CONFIRMATION_WORD = 'VERWIJDER';

export function DeleteAccountForm() {
  const firebaseUser = useFirebaseUser();
  if (!firebaseUser) return firebaseUser === null ? <SignInAgain /> : null;
  return (
    <AuthForm
      submitLabel="Account definitief verwijderen"
      fields={[
        {
          name: 'confirmation',
          label: `Typ ${CONFIRMATION_WORD} om te bevestigen`,
          autoComplete: 'off',
          help: 'Je account en je profiel worden verwijderd. Dit kan niet ongedaan gemaakt worden.',
        },
        CURRENT_PASSWORD,
      ]}
      onSubmit={async ({ confirmation, currentPassword }) => {
        if (confirmation !== CONFIRMATION_WORD)
          return { confirmation: `Typ ${CONFIRMATION_WORD} in hoofdletters.` };
        if (!currentPassword) return { currentPassword: 'Vul je huidige wachtwoord in.' };
        try {
          await reauthenticate(firebaseUser, currentPassword);
        } catch (error) {
          return { form: authErrorMessage(error) };
        }
        const result = await deleteAccount();
        if (!result.ok) return { form: result.message };
        intendSignOut();
        await signOut(clientAuth()).catch(() => undefined);
        toast({ title: 'Je account is verwijderd.', variant: 'success' });
        fullPageLoad('/');
      }}
    />
  );
}
