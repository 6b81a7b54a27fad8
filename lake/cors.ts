import 'server-only';
import { currentCorsOrigins } from './cors-origins.mjs';
import { lakeHost } from './host';
import { json } from './http';

/**
 * CORS as the Content Lake does it: a browser on another origin reads the lake's answers only when that origin is
 * on the list (the site's own origins, and cors-origins.mjs: `npm run lake:cors`), with credentials only where the
 * list allows them. An origin not on the list gets no CORS headers, so its browser keeps the answer from it; nothing
 * is refused here, so a request from the site itself (same origin, or no browser at all) is answered as always.
 */

/** What `/check/cors` tells: `@sanity/client` and the Studio read both to explain a failed request. */
export interface CorsVerdict {
  allowed: boolean;
  withCredentials: boolean;
}

/** The lake's methods, as Next's `Allow` named them before the lake answered `OPTIONS` itself. */
const ALLOW = 'DELETE, GET, HEAD, OPTIONS, POST, PUT';
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, DELETE';
/**
 * The headers beyond the CORS-safelisted ones that Sanity's clients send: a token, JSON bodies, the project of a
 * client on one host (`useProjectHostname: false`), the Studio's name and lineage, a live stream's resume position.
 */
const ALLOWED_HEADERS =
  'Authorization, Content-Type, Last-Event-ID, X-Sanity-App, X-Sanity-Lineage, X-Sanity-Project-ID';
/** Short, so an origin taken off the list loses its preflights soon too. */
const MAX_AGE_SECONDS = '600';

/** Whether the `Origin` names the host the request was sent to (behind a proxy the scheme may differ). */
function isSameOrigin(origin: string, request: Request): boolean {
  const host = request.headers.get('host') ?? new URL(request.url).host;
  try {
    return new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}

/**
 * The list's answer for a request's `Origin`. Without one (a server, a script, the site's own GET) or from the host
 * itself no browser holds anything back: allowed, with credentials.
 */
export function corsVerdict(request: Request): CorsVerdict {
  return originVerdict(request.headers.get('origin'), request);
}

/** The list's answer for `origin` in a request to the lake (the sign-in also asks it of the Studio it returns to). */
export function originVerdict(origin: string | null, request: Request): CorsVerdict {
  if (origin === null || isSameOrigin(origin, request)) return { allowed: true, withCredentials: true };
  const host = lakeHost();
  if (host.siteOrigins?.includes(origin)) return { allowed: true, withCredentials: true };
  const credentials = currentCorsOrigins(host.dataset.directory).get(origin);
  return { allowed: credentials !== undefined, withCredentials: credentials === true };
}

/** Sets `headers` on an answer; one whose headers cannot change (a fetched one) is copied first. */
function withHeaders(response: Response, headers: Record<string, string>): Response {
  const apply = (target: Headers) =>
    Object.entries(headers).forEach(([name, value]) =>
      name === 'vary' ? target.append(name, value) : target.set(name, value),
    );
  try {
    apply(response.headers);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    apply(copy.headers);
    return copy;
  }
}

/** `Access-Control-Allow-Origin` for `origin`, with `Access-Control-Allow-Credentials` where they are allowed. */
function allowOrigin(origin: string | null, withCredentials: boolean): Record<string, string> {
  if (origin === null) return {};
  return {
    'access-control-allow-origin': origin,
    ...(withCredentials ? { 'access-control-allow-credentials': 'true' } : {}),
  };
}

/** The CORS of one request: worked out before it runs, so a list that cannot be read fails it before any write. */
export function corsFor(request: Request) {
  const origin = request.headers.get('origin');
  const verdict = corsVerdict(request);
  // A same-origin request needs none: its answer stays as it was.
  const listed = origin !== null && verdict.allowed && !isSameOrigin(origin, request);
  const allowed = listed ? allowOrigin(origin, verdict.withCredentials) : {};
  return {
    /** An answer with the CORS headers its origin gets. */
    apply(response: Response): Response {
      const own = response.headers.get('access-control-allow-origin');
      // Public files, readable by any origin, as the image CDN serves them.
      if (own === '*') return response;
      // An endpoint that answers every origin (`/check/cors`).
      if (own !== null) return withHeaders(response, { vary: 'Origin' });
      return withHeaders(response, { vary: 'Origin', ...allowed });
    },
    /** `OPTIONS`: a preflight gets the allow headers when its origin is on the list; any other, what Next said. */
    preflight(): Response {
      const asked = request.headers.get('access-control-request-method') !== null;
      return new Response(null, {
        status: 204,
        headers: {
          allow: ALLOW,
          vary: 'Origin',
          ...(asked && listed
            ? {
                ...allowed,
                'access-control-allow-methods': ALLOWED_METHODS,
                'access-control-allow-headers': ALLOWED_HEADERS,
                'access-control-max-age': MAX_AGE_SECONDS,
              }
            : {}),
        },
      });
    },
  };
}

/**
 * `/check/cors`: the truth about the caller's origin, readable by every origin (the probe sends no credentials), as
 * the Content Lake answers it: otherwise an origin off the list could not learn that it is.
 */
export function corsCheck(request: Request): Response {
  const origin = request.headers.get('origin');
  const verdict = corsVerdict(request);
  const listed = origin !== null && verdict.allowed && !isSameOrigin(origin, request);
  return json({ result: verdict }, 200, allowOrigin(origin, listed && verdict.withCredentials));
}
