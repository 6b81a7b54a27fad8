'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import { AppLink } from '@/components/ui/link';
import { SIGNED_IN_HINT_COOKIE } from '@/lib/domain/session-cookies';
import { ACCOUNT_LINK, SIGN_IN_LINK } from '@/lib/domain/navigation';

const subscribeNothing = () => () => {};
const hasHint = () => document.cookie.split('; ').some((entry) => entry === `${SIGNED_IN_HINT_COOKIE}=1`);

/**
 * "Inloggen" or "Mijn account", from a non-secret cookie hint: the header knows the sign-in state without the
 * Firebase SDK, and pages stay static (the server renders "Inloggen", the browser corrects it). The icons come
 * from the server, keeping the icon library out of every page's JavaScript, and so does its button look.
 */
export function AccountLink({
  icons,
  className,
}: {
  icons: { signedIn: ReactNode; signedOut: ReactNode };
  className: string;
}) {
  const signedIn = useSyncExternalStore(subscribeNothing, hasHint, () => false);
  const link = signedIn ? ACCOUNT_LINK : SIGN_IN_LINK;
  return (
    <AppLink href={link.href} className={className}>
      {signedIn ? icons.signedIn : icons.signedOut}
      {link.label}
    </AppLink>
  );
}
