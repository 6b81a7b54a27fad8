'use client';

import { toast } from '@/lib/browser/toast-store';
import { fullPageLoad } from '@/lib/browser/full-page-load';
import { authErrorMessage } from '@/lib/domain/firebase/auth-errors';
import { AuthForm, loadSignInTools } from './auth-form';

/** Signs in with e-mail and password, sets the server session, then goes back to where the visitor came from. */
export function LoginForm({ next }: { next: string }) {
  return (
    <AuthForm
      submitLabel="Inloggen"
      fields={[
        { name: 'email', label: 'E-mailadres', type: 'email', autoComplete: 'email' },
        { name: 'password', label: 'Wachtwoord', type: 'password', autoComplete: 'current-password' },
      ]}
      prepare={loadSignInTools}
      onSubmit={async ({ email, password }) => {
        const { clientAuth, emailSchema, signInWithEmailAndPassword, startServerSession } =
          await loadSignInTools();
        const checked = emailSchema.safeParse(email);
        if (!checked.success) return { email: checked.error.issues[0]!.message };
        if (!password) return { password: 'Vul je wachtwoord in.' };
        try {
          const { user } = await signInWithEmailAndPassword(clientAuth(), checked.data, password!);
          const session = await startServerSession(await user.getIdToken());
          if (!session.ok) return { form: session.message! };
          toast({ title: 'Je bent ingelogd.', variant: 'success' });
          fullPageLoad(next);
        } catch (error) {
          const message = authErrorMessage(error);
          toast({ title: 'Inloggen lukte niet', description: message, variant: 'error' });
          return { form: message };
        }
      }}
    />
  );
}
