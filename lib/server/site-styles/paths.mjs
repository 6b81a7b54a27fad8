/** Written into the build directory by lib/server/site-styles/build.mjs; read by lib/server/site-styles/manifest.ts. */
export const SITE_STYLES_MANIFEST = 'site-styles.json';
/** The classes and element kinds found in the first screens of the public pages (npm run styles:first-screen). */
export const FIRST_SCREEN_NAMES = 'lib/server/site-styles/first-screen-names.json';
