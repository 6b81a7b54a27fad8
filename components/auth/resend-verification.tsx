'use client';

import { onAuthStateChanged, sendEmailVerification, type User } from 'firebase/auth';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { AppLink } from '@/components/ui/link';
import { toast } from '@/lib/browser/toast-store';
import { clientAuth } from '@/lib/browser/firebase/client';
import { authErrorMessage } from '@/lib/domain/firebase/auth-errors';

/** Sends the verification mail again to the signed-in user. */
export function ResendVerification() {
  const [firebaseUser, setFirebaseUser] = useState<User | null | undefined>(undefined);
  const [pending, setPending] = useState(false);
  useEffect(() => onAuthStateChanged(clientAuth(), setFirebaseUser), []);

  if (firebaseUser === undefined) return <p role="status">Even kijken of je bent ingelogd…</p>;
  if (firebaseUser === null) {
    return (
      <p>
        Log eerst in, dan sturen we de mail opnieuw.{' '}
        <AppLink
          href="/login?next=/verificatie-resend"
          className="font-semibold text-primary-700 underline dark:text-primary-300"
        >
          Inloggen
        </AppLink>
      </p>
    );
  }
  if (firebaseUser.emailVerified) return <p>Je e-mailadres {firebaseUser.email} is al bevestigd.</p>;
  return (
    <div className="flex flex-col items-start gap-4">
      <p>We sturen de bevestigingsmail naar {firebaseUser.email}.</p>
      <Button
        disabled={pending}
        onClick={async () => {
          setPending(true);
          try {
            await sendEmailVerification(firebaseUser, { url: `${window.location.origin}/email-verificatie` });
            toast({
              title: 'Mail verstuurd',
              description: `Kijk in de mailbox van ${firebaseUser.email}.`,
              variant: 'success',
            });
          } catch (error) {
            toast({ title: 'Versturen lukte niet', description: authErrorMessage(error), variant: 'error' });
          } finally {
            setPending(false);
          }
        }}
      >
        Stuur de bevestigingsmail opnieuw
      </Button>
    </div>
  );
}
