'use client';

import { toast } from '@/lib/browser/toast-store';
import { fullPageLoad } from '@/lib/browser/full-page-load';
import { authErrorMessage } from '@/lib/domain/firebase/auth-errors';
import { AuthForm, loadSignInTools } from './auth-form';

/** Creates the account, its profile (on the server) and sends the verification mail. */
export function SignUpForm() {
  return (
    <AuthForm
      submitLabel="Account aanmaken"
      fields={[
        { name: 'name', label: 'Naam', autoComplete: 'name' },
        { name: 'email', label: 'E-mailadres', type: 'email', autoComplete: 'email' },
        {
          name: 'password',
          label: 'Wachtwoord',
          type: 'password',
          autoComplete: 'new-password',
          help: 'Minstens 10 tekens, met minstens één letter en één cijfer.',
        },
      ]}
      prepare={loadSignInTools}
      onSubmit={async (values) => {
        const {
          clientAuth,
          createUserWithEmailAndPassword,
          fieldErrors,
          sendEmailVerification,
          signUpSchema,
          startServerSession,
          updateProfile,
        } = await loadSignInTools();
        const parsed = signUpSchema.safeParse(values);
        if (!parsed.success) return fieldErrors(parsed.error);
        const { name, email, password } = parsed.data;
        try {
          const { user } = await createUserWithEmailAndPassword(clientAuth(), email, password);
          await updateProfile(user, { displayName: name });
          await sendEmailVerification(user, { url: `${window.location.origin}/email-verificatie` });
          const session = await startServerSession(await user.getIdToken(), name);
          if (!session.ok) return { form: session.message! };
          toast({
            title: 'Welkom bij Stroomplein!',
            description: 'We stuurden je een mail om je e-mailadres te bevestigen.',
            variant: 'success',
          });
          fullPageLoad('/account');
        } catch (error) {
          const message = authErrorMessage(error);
          toast({ title: 'Aanmelden lukte niet', description: message, variant: 'error' });
          return { form: message };
        }
      }}
    />
  );
}
