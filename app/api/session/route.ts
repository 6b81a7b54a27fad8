import { NextResponse } from 'next/server';
import { z } from 'zod';
import { createProfile, readProfile, setProfileEmail } from '@/lib/server/firebase/profile';
import { ACCOUNT_UNAVAILABLE_MESSAGE } from '@/lib/domain/error-descriptions';
import { isSignedOutError } from '@/lib/domain/firebase/auth-errors';
import { endSession, startSession } from '@/lib/server/firebase/session';
import { nameSchema } from '@/lib/domain/validation/account';

const signIn = z.object({
  idToken: z.string().min(1),
  /** Sent once, right after sign-up: creates the profile document. */
  name: nameSchema.optional(),
});

/** Sign-in: the browser hands over a fresh ID token, the server sets the session and reads the profile once. */
export async function POST(request: Request) {
  const parsed = signIn.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return NextResponse.json({ message: 'Ongeldige aanvraag.' }, { status: 400 });
  let user;
  try {
    user = await startSession(parsed.data.idToken);
  } catch (error) {
    if (isSignedOutError(error))
      return NextResponse.json(
        { message: 'Je aanmelding kon niet bevestigd worden. Log opnieuw in.' },
        { status: 401 },
      );
    console.error('Firebase niet bereikbaar bij het aanmelden:', error);
    // 502, not 503: the browser reads 503 as "signed in, profile unreachable" (lib/browser/firebase/client.ts).
    return NextResponse.json({ message: ACCOUNT_UNAVAILABLE_MESSAGE }, { status: 502 });
  }
  try {
    if (parsed.data.name) await createProfile(user.uid, { name: parsed.data.name, email: user.email });
    const profile = await readProfile(user.uid);
    // A changed (and verified) e-mail address reaches the profile at the next sign-in.
    if (profile.state === 'ok' && user.email && profile.data.email !== user.email) {
      await setProfileEmail(user.uid, user.email);
      profile.data.email = user.email;
    }
    return NextResponse.json({ uid: user.uid, profile });
  } catch (error) {
    console.error('Profiel niet bereikbaar:', error);
    return NextResponse.json(
      {
        uid: user.uid,
        profile: null,
        message: 'Je profiel kon niet geladen worden. Probeer het later opnieuw.',
      },
      { status: 503 },
    );
  }
}

/** Sign-out: revoke and clear, whatever state the browser is in. */
export async function DELETE() {
  await endSession();
  return NextResponse.json({ signedOut: true });
}
