/**
 * A same-site path to send a visitor to after sign-in or preview, never another site (no open redirect):
 * only "/..." paths, not protocol-relative "//host" or "/\host" (which browsers treat as another host).
 */
export function safeSamePath(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  try {
    const url = new URL(value, 'https://stroomplein.invalid');
    if (url.origin !== 'https://stroomplein.invalid') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
