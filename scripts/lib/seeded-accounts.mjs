// The accounts the local Auth emulator is seeded with (scripts/emulators.mjs), for the scripts and the tests.

/** A visitor with a profile. */
export const VISITOR = { email: 'demo@stroomplein.be', password: 'Demo-stroom-2026', name: 'Dana Demo' };
/** An editor: the custom claim `editor` is what the local Content Lake checks. */
export const EDITOR = {
  email: 'redacteur@stroomplein.be',
  password: 'Redactie-stroom-2026',
  name: 'Rik Peeters',
  claims: { editor: true },
};
/** A second editor, for two people working in the Studio at once: another name, so other initials in the Studio. */
export const SECOND_EDITOR = {
  email: 'redacteur2@stroomplein.be',
  password: 'Redactie-stroom-2026',
  name: 'Sofie Maes',
  claims: { editor: true },
};
