/** Cookie names of the sign-in session, apart from the Firebase settings so the header can read them cheaply. */

/** HttpOnly session cookie set by the server after sign-in. */
export const SESSION_COOKIE = '__session';
/** Non-secret hint for the header ("someone is signed in"), readable by scripts; proves nothing. */
export const SIGNED_IN_HINT_COOKIE = 'stroomplein-ingelogd';
