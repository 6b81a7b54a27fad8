/** The project id the Studio and the local Content Lake use when no hosted Sanity project is configured. */
export const LAKE_PROJECT_ID = 'stroomplein-lokaal';

/** Where the site embeds the Studio this lake serves. */
export const STUDIO_BASE_PATH = '/studio';
