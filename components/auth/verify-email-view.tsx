'use client';

import { applyActionCode } from 'firebase/auth';
import { useEffect, useState } from 'react';
import { AppLink } from '@/components/ui/link';
import { clientAuth } from '@/lib/browser/firebase/client';
import { authErrorMessage } from '@/lib/domain/firebase/auth-errors';

/**
 * Consumes the verification link's code and says how it went. A confirmed change of address ends the sessions
 * (Firebase revokes them), so that case leads to sign-in.
 */
export function VerifyEmailView({ code, changesEmail = false }: { code: string; changesEmail?: boolean }) {
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  useEffect(() => {
    applyActionCode(clientAuth(), code)
      .then(() =>
        setResult({
          ok: true,
          message: changesEmail
            ? 'Je nieuwe e-mailadres is bevestigd. Log opnieuw in met dat adres.'
            : 'Je e-mailadres is bevestigd. Bedankt!',
        }),
      )
      .catch((error: unknown) => setResult({ ok: false, message: authErrorMessage(error) }));
  }, [code, changesEmail]);
  return (
    <div role="status" className="flex flex-col gap-4">
      <p>{result ? result.message : 'We bevestigen je e-mailadres…'}</p>
      {result?.ok ? (
        <AppLink
          href={changesEmail ? '/login' : '/account'}
          className="font-semibold text-primary-700 underline dark:text-primary-300"
        >
          {changesEmail ? 'Inloggen' : 'Naar je account'}
        </AppLink>
      ) : null}
      {result && !result.ok ? (
        <AppLink
          href="/verificatie-resend"
          className="font-semibold text-primary-700 underline dark:text-primary-300"
        >
          Stuur een nieuwe bevestigingsmail
        </AppLink>
      ) : null}
    </div>
  );
}
