/** Firebase Auth error codes as Dutch sentences for visitors (never the raw code or a stack trace). */
const MESSAGES: Record<string, string> = {
  'auth/invalid-credential': 'Dit e-mailadres en wachtwoord horen niet bij elkaar.',
  'auth/wrong-password': 'Dit e-mailadres en wachtwoord horen niet bij elkaar.',
  'auth/user-not-found': 'Dit e-mailadres en wachtwoord horen niet bij elkaar.',
  'auth/invalid-email': 'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.be.',
  'auth/missing-password': 'Vul je wachtwoord in.',
  'auth/email-already-in-use':
    'Er bestaat al een account met dit e-mailadres. Log in of vraag een nieuw wachtwoord aan.',
  'auth/weak-password': 'Kies een sterker wachtwoord: minstens 10 tekens, met een letter en een cijfer.',
  'auth/too-many-requests': 'Te veel pogingen na elkaar. Wacht even en probeer het dan opnieuw.',
  'auth/user-disabled': 'Dit account is uitgeschakeld. Neem contact met ons op.',
  'auth/network-request-failed':
    'Geen verbinding met de aanmelddienst. Controleer je internetverbinding en probeer opnieuw.',
  'auth/expired-action-code': 'Deze link is verlopen. Vraag een nieuwe aan.',
  'auth/invalid-action-code': 'Deze link is ongeldig of al gebruikt. Vraag een nieuwe aan.',
  'auth/requires-recent-login': 'Log voor de zekerheid opnieuw in en probeer het dan nog eens.',
  'auth/user-token-expired': 'Je sessie is verlopen. Log opnieuw in.',
  'auth/popup-closed-by-user': 'Het venster werd gesloten voor je klaar was.',
};

const FALLBACK = 'Er ging iets mis bij het aanmelden. Probeer het opnieuw.';

export function authErrorMessage(error: unknown): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error
      ? String((error as { code: unknown }).code)
      : '';
  return MESSAGES[code] ?? FALLBACK;
}

/**
 * Firebase Admin errors that mean "no valid session" (expired, revoked, malformed, the user gone); any other
 * failure (network, key fetch, internal) means Firebase could not answer, which is not the visitor's doing.
 */
const SIGNED_OUT_CODES = new Set([
  'auth/session-cookie-expired',
  'auth/session-cookie-revoked',
  'auth/id-token-expired',
  'auth/id-token-revoked',
  'auth/invalid-id-token',
  'auth/invalid-session-cookie-duration',
  'auth/argument-error',
  'auth/user-disabled',
  'auth/user-not-found',
]);

export function isSignedOutError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && SIGNED_OUT_CODES.has(code);
}
