/**
 * Page paths as stored in the CMS: the full path without leading or trailing slash, lowercase words joined by
 * hyphens, segments joined by slashes (for example `energie-delen/praktijkvoorbeelden`). Home has no path.
 */
export const PAGE_PATH_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

export const PAGE_PATH_MAX_LENGTH = 200;

export function isValidPagePath(path: string): boolean {
  return path.length <= PAGE_PATH_MAX_LENGTH && PAGE_PATH_PATTERN.test(path);
}

/** `/energie-delen/x` or `['energie-delen','x']` → `energie-delen/x`; returns null for anything a page can't have. */
export function toPagePath(input: string | readonly string[] | undefined): string | null {
  const joined = Array.isArray(input) ? input.join('/') : ((input as string | undefined) ?? '');
  const trimmed = joined.replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return '';
  return isValidPagePath(trimmed) ? trimmed : null;
}

/** A link target editors may enter: a path on this site (`/koper`) or a full https:// address. */
export function isSiteOrHttpsHref(value: string): boolean {
  return /^\/(?!\/)[^\s]*$/.test(value) || /^https:\/\/[^\s]+$/.test(value);
}

/** The URL path of a stored page path: `''` → `/`, `overons` → `/overons`. */
export function toHref(pagePath: string): string {
  return `/${pagePath}`;
}

/** Route segments as the visitor typed them; a malformed escape (`%E0%A4%A`) makes the path invalid, not an error. */
export function decodeSegments(segments: readonly string[] | undefined): string[] | null {
  try {
    return (segments ?? []).map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}
