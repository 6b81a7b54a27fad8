'use server';

import { revalidatePath } from 'next/cache';
import { adminAuth } from './admin';
import { withinDeadline } from './deadline';
import { ACCOUNT_UNAVAILABLE_MESSAGE } from '@/lib/domain/error-descriptions';
import { createProfile, deleteProfile, updateProfile } from './profile';
import { endSession, getSessionUser } from './session';
import { fieldErrors, profileSchema } from '@/lib/domain/validation/account';

export interface ProfileFormState {
  status: 'idle' | 'saved' | 'invalid' | 'failed';
  errors: Partial<Record<string, string>>;
  values: { name: string; phone: string };
}

/** Saves name and phone after validating them again on the server; what was typed comes back on an error. */
export async function saveProfile(_previous: ProfileFormState, form: FormData): Promise<ProfileFormState> {
  const values = { name: String(form.get('name') ?? ''), phone: String(form.get('phone') ?? '') };
  const user = await getSessionUser().catch(() => undefined);
  if (user === undefined) return { status: 'failed', errors: { form: ACCOUNT_UNAVAILABLE_MESSAGE }, values };
  if (!user) return { status: 'failed', errors: { form: 'Je sessie is verlopen. Log opnieuw in.' }, values };
  const parsed = profileSchema.safeParse(values);
  if (!parsed.success) return { status: 'invalid', errors: fieldErrors(parsed.error), values };
  try {
    await updateProfile(user.uid, parsed.data);
    // The route below the site segment the proxy rewrites onto: the account of every host.
    revalidatePath('/[site]/account', 'layout');
    return { status: 'saved', errors: {}, values: parsed.data };
  } catch (error) {
    console.error('Profiel niet opgeslagen:', error);
    return {
      status: 'failed',
      errors: { form: 'Opslaan lukte niet. Probeer het zo meteen opnieuw.' },
      values,
    };
  }
}

/** The error-marker state's way out: recreate a missing profile from the account's own data. */
export async function recreateProfile(): Promise<void> {
  const user = await getSessionUser();
  if (!user) return;
  const account = await withinDeadline(adminAuth().getUser(user.uid), 'Het account lezen');
  await createProfile(user.uid, { name: account.displayName ?? '', email: user.email });
  revalidatePath('/[site]/account', 'layout');
}

/** Deletes profile and account (the browser re-authenticated just before) and ends the session. */
export async function deleteAccount(): Promise<{ ok: boolean; message?: string }> {
  const user = await getSessionUser().catch(() => undefined);
  if (user === undefined) return { ok: false, message: ACCOUNT_UNAVAILABLE_MESSAGE };
  if (!user) return { ok: false, message: 'Je sessie is verlopen. Log opnieuw in.' };
  try {
    await deleteProfile(user.uid);
    await withinDeadline(adminAuth().deleteUser(user.uid), 'Het account verwijderen');
    await endSession();
    return { ok: true };
  } catch (error) {
    console.error('Account niet verwijderd:', error);
    return { ok: false, message: 'Je account kon niet verwijderd worden. Probeer het later opnieuw.' };
  }
}
