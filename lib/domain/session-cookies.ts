/** The sign-in session's cookies, apart from the Firebase settings so the header can read them cheaply. */

/** HttpOnly session cookie set by the server after sign-in. */
export const SESSION_COOKIE = '__session';
/** Non-secret hint for the header ("someone is signed in"), readable by scripts; proves nothing. */
export const SIGNED_IN_HINT_COOKIE = 'stroomplein-ingelogd';
/** How long both last: five days (Firebase allows at most two weeks), or until the visitor signs out. */
export const SESSION_MAX_AGE_SECONDS = 5 * 24 * 60 * 60;
