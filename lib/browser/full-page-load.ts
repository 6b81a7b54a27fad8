/**
 * Navigates with a full page load. After sign-in, sign-up or account deletion the whole page (header included)
 * must be rendered again with the new session cookie, which a client-side navigation would not do.
 */
export function fullPageLoad(path: string): void {
  window.location.assign(path);
}

let newDeployDetected = false;

/** Called once the server runs a newer build than this tab: from then on links do a full page load. */
export function markNewDeploy(): void {
  newDeployDetected = true;
}

/** True once a newer build was detected: a client-side navigation could ask the new server for old code. */
export function linksLoadFullPages(): boolean {
  return newDeployDetected;
}
