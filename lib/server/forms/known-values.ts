import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { readProfile } from '@/lib/server/firebase/profile';
import { getSessionUser } from '@/lib/server/firebase/session';
import type { FormValues } from '@/lib/domain/forms/definitions';

/**
 * A signed-in visitor's name, e-mail address and phone number, so forms are prefilled with them; nothing when
 * signed out, and nothing (logged) when Firebase cannot be reached: the form must work regardless.
 */
type KnownField = 'name' | 'email' | 'phone';

export async function knownVisitorValues(
  fields: readonly KnownField[] = ['name', 'email', 'phone'],
): Promise<FormValues> {
  try {
    const user = await getSessionUser();
    if (!user) return {};
    const profile = await readProfile(user.uid);
    const data = profile.state === 'ok' ? profile.data : { name: '', phone: '' };
    return Object.fromEntries(
      Object.entries({ name: data.name, email: user.email, phone: data.phone }).filter(
        ([key, value]) => value && fields.includes(key as KnownField),
      ),
    );
  } catch (error) {
    unstable_rethrow(error); // Next's own signals (dynamic rendering) are not failures.
    console.error('Profiel niet gelezen voor het formulier:', error);
    return {};
  }
}
