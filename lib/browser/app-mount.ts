/**
 * Whether React has finished mounting (hydrating) the page. Errors reported before that are mount failures:
 * Next's counterpart of the seed's "Error while mounting app" (see instrumentation-client.ts).
 */
let mounted = false;

export function markAppMounted(): void {
  mounted = true;
}

export function isAppMounted(): boolean {
  return mounted;
}
