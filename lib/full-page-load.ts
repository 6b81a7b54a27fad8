/**
 * Navigates with a full page load. After sign-in, sign-up or account deletion the whole page (header included)
 * must be rendered again with the new session cookie, which a client-side navigation would not do.
 */
export function fullPageLoad(path: string): void {
  window.location.assign(path);
}
