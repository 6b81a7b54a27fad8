'use client';

import { useActionState, useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/browser/toast-store';
import { saveProfile, type ProfileFormState } from '@/lib/server/firebase/account-actions';

export function ProfileForm({ name, phone }: { name: string; phone: string }) {
  const [state, action, pending] = useActionState<ProfileFormState, FormData>(saveProfile, {
    status: 'idle',
    errors: {},
    values: { name, phone },
  });
  useEffect(() => {
    if (state.status === 'saved') toast({ title: 'Je gegevens zijn opgeslagen.', variant: 'success' });
    if (state.status === 'failed')
      toast({ title: 'Opslaan lukte niet', description: state.errors.form, variant: 'error' });
  }, [state]);
  return (
    <form action={action} noValidate className="flex flex-col gap-5">
      <Field label="Naam" error={state.errors.name} required>
        {(control) => (
          <Input
            {...control}
            name="name"
            autoComplete="name"
            defaultValue={state.values.name}
            key={`n-${state.values.name}`}
          />
        )}
      </Field>
      <Field
        label="Telefoonnummer"
        help="Bijvoorbeeld 0470 12 34 56."
        error={state.errors.phone}
        required={false}
      >
        {(control) => (
          <Input
            {...control}
            name="phone"
            type="tel"
            autoComplete="tel"
            defaultValue={state.values.phone}
            key={`p-${state.values.phone}`}
          />
        )}
      </Field>
      {state.errors.form ? (
        <p role="alert" className="text-red-800 dark:text-red-200">
          {state.errors.form}
        </p>
      ) : null}
      <Button type="submit" disabled={pending} className="self-start">
        {pending ? 'Even geduld…' : 'Gegevens opslaan'}
      </Button>
    </form>
  );
}
