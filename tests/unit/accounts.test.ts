import { describe, expect, it } from 'vitest';
import { firebaseConfigProblems } from '@/lib/domain/firebase/config-check';
import { authErrorMessage } from '@/lib/domain/firebase/auth-errors';
import { fieldErrors, profileSchema, signUpSchema } from '@/lib/domain/validation/account';

describe('Firebase errors in Dutch', () => {
  it('gives one answer for wrong password and unknown user, so sign-in reveals no accounts', () => {
    const expected = 'Dit e-mailadres en wachtwoord horen niet bij elkaar.';
    expect(authErrorMessage({ code: 'auth/invalid-credential' })).toBe(expected);
    expect(authErrorMessage({ code: 'auth/user-not-found' })).toBe(expected);
    expect(authErrorMessage({ code: 'auth/wrong-password' })).toBe(expected);
  });

  it('never shows a raw code or stack, whatever was thrown', () => {
    for (const thrown of [new Error('boom at line 3'), { code: 'auth/iets-nieuws' }, null, 'tekst']) {
      expect(authErrorMessage(thrown)).toBe('Er ging iets mis bij het aanmelden. Probeer het opnieuw.');
    }
    expect(authErrorMessage({ code: 'auth/too-many-requests' })).toMatch(/^Te veel pogingen/);
  });
});

describe('account validation', () => {
  it('applies the password rules with Dutch messages', () => {
    const result = signUpSchema.safeParse({ name: 'E', email: 'geen-adres', password: 'kort' });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      name: 'Vul je naam in (minstens 2 tekens).',
      email: 'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.be.',
      password: 'Je wachtwoord moet minstens 10 tekens lang zijn.',
    });
    expect(
      fieldErrors(
        signUpSchema.safeParse({ name: 'Eva', email: 'eva@voorbeeld.be', password: 'alleenletters' }).error!,
      ),
    ).toEqual({
      password: 'Je wachtwoord moet minstens één cijfer bevatten.',
    });
    expect(
      signUpSchema.safeParse({ name: ' Eva ', email: ' eva@voorbeeld.be ', password: 'Zonnestroom-2026' })
        .data,
    ).toEqual({
      name: 'Eva',
      email: 'eva@voorbeeld.be',
      password: 'Zonnestroom-2026',
    });
  });

  it('accepts Belgian and Dutch phone numbers or none, refuses text', () => {
    for (const phone of ['', '0470 12 34 56', '+32 470 12 34 56', '+31 6 12345678', '09/123.45.67']) {
      expect(profileSchema.safeParse({ name: 'Eva', phone }).success, phone).toBe(true);
    }
    for (const phone of ['bel me', '12', '0470 12 34 56 78 90 12 34']) {
      expect(profileSchema.safeParse({ name: 'Eva', phone }).success, phone).toBe(false);
    }
  });
});

describe('Firebase configuration check', () => {
  const account = JSON.stringify({
    project_id: 'stroomplein-prod',
    client_email: 'site@stroomplein-prod.iam.gserviceaccount.com',
    private_key: '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----\n',
  });
  const production = {
    NEXT_PUBLIC_FIREBASE_API_KEY: 'key',
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'stroomplein-prod',
    NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'stroomplein-prod.firebaseapp.com',
    FIREBASE_SERVICE_ACCOUNT: account,
  };

  it('needs nothing on the emulators, and a complete set in production', () => {
    expect(firebaseConfigProblems({})).toEqual([]);
    expect(firebaseConfigProblems(production)).toEqual([]);
  });

  it('names what is missing or wrong', () => {
    expect(firebaseConfigProblems({ NEXT_PUBLIC_FIREBASE_API_KEY: 'key' })).toEqual([
      'NEXT_PUBLIC_FIREBASE_PROJECT_ID is not set.',
      'NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN is not set.',
      'FIREBASE_SERVICE_ACCOUNT is not set (the service account key as JSON).',
    ]);
    expect(firebaseConfigProblems({ ...production, FIREBASE_SERVICE_ACCOUNT: '{kapot' })).toEqual([
      'FIREBASE_SERVICE_ACCOUNT is not valid JSON.',
    ]);
    expect(
      firebaseConfigProblems({ ...production, NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'ander-project' }),
    ).toEqual(['FIREBASE_SERVICE_ACCOUNT belongs to another project than NEXT_PUBLIC_FIREBASE_PROJECT_ID.']);
  });
});
