/**
 * Whether the preview hears saved drafts from the Live Content API now (components/content/lake-draft-live.tsx):
 * then each save refreshes the page, and Voorbeeld need not refresh on the Studio's own edit as well.
 */
export const liveDrafts = { heard: false };
