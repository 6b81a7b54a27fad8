'use client';

import { signOut } from 'firebase/auth';
import { useEffect, useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { AppLink } from '@/components/ui/link';
import { toast } from '@/lib/browser/toast-store';
import { clientAuth, endServerSession } from '@/lib/browser/firebase/client';

/** Signs out on the server (session revoked) and in the browser, then says so; `signInAgain` offers the way back in. */
export function LogoutView({ signInAgain }: { signInAgain?: string }) {
  const [state, setState] = useState<'busy' | 'done' | 'failed'>('busy');
  useEffect(() => {
    Promise.all([endServerSession(), signOut(clientAuth())])
      .then(() => {
        setState('done');
        toast({ title: 'Je bent uitgelogd.', variant: 'success' });
      })
      .catch(() => setState('failed'));
  }, []);
  return (
    <div role="status" className="flex flex-col items-start gap-4">
      {state === 'busy' ? <p>Even geduld, we loggen je uit…</p> : null}
      {state === 'done' ? <p>Je bent uitgelogd. Tot de volgende keer!</p> : null}
      {state === 'failed' ? (
        <p>Uitloggen lukte niet helemaal. Sluit je browser of probeer het opnieuw.</p>
      ) : null}
      {state !== 'busy' ? (
        <AppLink href={signInAgain ?? '/'} className={buttonClasses('primary')}>
          {signInAgain ? 'Aanmelden met een ander account' : 'Naar de startpagina'}
        </AppLink>
      ) : null}
    </div>
  );
}
