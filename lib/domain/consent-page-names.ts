/**
 * The names by which the site's scripts reach each other's consent code in the browser; apart from consent.ts
 * because every page's bundle needs them and none of the rest.
 */

/** The function the head script defines on `window`: applies the stored choice and returns it (null: ask). */
export const APPLY_STORED_CONSENT = 'stroompleinConsent';

/** The browser event that opens the consent settings (the footer's and the cookie statement's buttons). */
export const OPEN_CONSENT_SETTINGS_EVENT = 'stroomplein:cookie-instellingen';

/**
 * Set on `window` by the head script with that event, cleared by the settings' host once it answers: a click made
 * before the page's code arrived (a slow phone) opens the settings as soon as the host is there.
 */
export const CONSENT_SETTINGS_ASKED = 'stroompleinConsentSettingsAsked';
