/**
 * A redirect to a path on this site with a relative Location: the browser stays on the host it used (behind a
 * proxy or on 127.0.0.1 the server's own idea of its origin may differ).
 */
export function localRedirect(path: string, status: 303 | 307 = 307): Response {
  return new Response(null, { status, headers: { Location: path } });
}
