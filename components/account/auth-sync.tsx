'use client';

import { onIdTokenChanged } from 'firebase/auth';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { clientAuth, endServerSession } from '@/lib/browser/firebase/client';
import { fullPageLoad } from '@/lib/browser/full-page-load';

/**
 * Keeps browser and server in step on the account pages: when Firebase in the browser has no user any more
 * (signed out in another tab, account deleted elsewhere), the server session ends too and sign-in follows.
 */
let signOutIntended = false;

/** Call before a deliberate sign-out on an account page (account deletion) that navigates on its own. */
export function intendSignOut(): void {
  signOutIntended = true;
}

export function AuthSync() {
  const pathname = usePathname();
  useEffect(
    () =>
      onIdTokenChanged(clientAuth(), async (firebaseUser) => {
        if (firebaseUser || signOutIntended) return;
        await endServerSession();
        fullPageLoad(`/login?next=${encodeURIComponent(pathname)}`);
      }),
    [pathname],
  );
  return null;
}
