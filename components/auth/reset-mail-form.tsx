'use client';

import { useState } from 'react';
import { AuthForm, loadSignInTools } from './auth-form';

/** The same answer whether or not the address has an account, so the form reveals nothing. */
export const RESET_MAIL_SENT =
  'Als er een account bestaat voor dit e-mailadres, ontvang je binnen enkele minuten een mail met een link om een nieuw wachtwoord te kiezen.';

export function ResetMailForm() {
  const [sent, setSent] = useState(false);
  if (sent) return <p role="status">{RESET_MAIL_SENT}</p>;
  return (
    <AuthForm
      submitLabel="Stuur de mail"
      fields={[{ name: 'email', label: 'E-mailadres', type: 'email', autoComplete: 'email' }]}
      prepare={loadSignInTools}
      onSubmit={async ({ email }) => {
        const { clientAuth, emailSchema, sendPasswordResetEmail } = await loadSignInTools();
        const checked = emailSchema.safeParse(email);
        if (!checked.success) return { email: checked.error.issues[0]!.message };
        try {
          await sendPasswordResetEmail(clientAuth(), checked.data, {
            url: `${window.location.origin}/login`,
          });
        } catch {
          // Unknown address or a hiccup: the visitor sees the same answer either way.
        }
        setSent(true);
      }}
    />
  );
}
