/** The project id the Studio and the local Content Lake use when no hosted Sanity project is configured. */
export const LAKE_PROJECT_ID = 'stroomplein-lokaal';

/** Where the site embeds the Studio this lake serves. */
export const STUDIO_BASE_PATH = '/studio';

/**
 * Where a Studio elsewhere sends its editor to sign in (`/auth/providers` names it on the site's own host, where the
 * site's session lives); the sign-in returns to the Studio with a one-time code, as Sanity's login does.
 */
export const LAKE_SIGN_IN_PATH = '/api/lake/v1/auth/login/stroomplein';
