/**
 * Document ids as the Content Lake allows them: letters, digits, `_`, `-` and `.` (namespaces such as
 * `drafts.`), at most 128 characters, not starting with `-` or `.`.
 */
const DOCUMENT_ID = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/;

export function isValidDocumentId(id: unknown): id is string {
  return typeof id === 'string' && DOCUMENT_ID.test(id) && !id.includes('..') && !id.endsWith('.');
}

export const DRAFTS_PREFIX = 'drafts.';

export function isDraftId(id: string): boolean {
  return id.startsWith(DRAFTS_PREFIX);
}

/**
 * Sanity's rule for a public dataset: an id with a `.` lies below the root path (drafts, versions, release and other
 * system documents) and is read only with access; anyone may read the rest.
 */
export function isRootPathId(id: string): boolean {
  return !id.includes('.');
}

/** `versions.<release>.<id>`: a document in a release (the Studio's releases; kept out of `published`). */
export function isVersionId(id: string): boolean {
  return id.startsWith('versions.');
}

/** The release a version belongs to: `versions.<release>.<id>` → `<release>`. */
export function releaseIdOfVersion(id: string): string {
  return id.split('.')[1] ?? '';
}

/** A release's id: the Studio makes `r` and eight letters or digits; any short id of letters, digits, `_`, `-` does. */
export function isReleaseId(id: unknown): id is string {
  return typeof id === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(id);
}

/** Release documents: `_.releases.<release>` (system documents, never content). */
export const RELEASE_DOCUMENT_PREFIX = '_.releases.';

export function draftIdOf(id: string): string {
  return isDraftId(id) ? id : `${DRAFTS_PREFIX}${publishedIdOf(id)}`;
}

export function publishedIdOf(id: string): string {
  if (isDraftId(id)) return id.slice(DRAFTS_PREFIX.length);
  if (isVersionId(id)) return id.split('.').slice(2).join('.');
  return id;
}
