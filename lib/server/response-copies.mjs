// The answers of cached pages, kept as they were sent (compressed, with their headers), for a server with no HTTP
// cache in front (server.mjs turns this on without HTTP_CACHE_PURGE_URLS and REDIS_URL). Next answers a cached page
// by running the proxy, hashing the page for its ETag and compressing it, on every request: for a page of 100 kB
// that is most of the server's time. A copy is dropped with the page keys (`xkey`) that purge HTTP caches
// (lib/domain/http-cache.mjs), once Next's page cache has dropped the page: the same road a publish takes to Varnish.
// Written here, not a library: it must replay exactly what Next sent, and be purged by the same keys as Varnish.

/** Copies are kept up to this many bytes in all (the least recently used go first). */
const MAX_TOTAL_BYTES = 64 * 1024 * 1024;
/** A larger answer is not kept. */
const MAX_COPY_BYTES = 2 * 1024 * 1024;
/** Request headers of Next's client router: their answers differ (`Vary`) and are not kept. */
const ROUTER_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
];
// Personal requests, as Varnish tells them (ops/varnish/stroomplein.vcl, `vcl_recv`; a unit test keeps the two the
// same): a signed-in visitor or an editor's preview, and the paths of accounts, flows, the Studio and the APIs,
// where the proxy's answer depends on who asks.
export const PERSONAL_COOKIE = /(^|;\s*)(__session|__prerender_bypass|__next_preview_data)=/;
export const PERSONAL_PATH =
  /^\/(account|api|studio|koper|koper-v3|verkoper|login|logout|aanmelden|contact|nieuwsbrief|test-contracting|component-test|icon-test|test42|bare-test)(\/|\?|$)/;
const GZIP = 'gzip';
/** Sent by Node for each answer itself. */
const CONNECTION_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
]);

/**
 * @typedef {{ status: number, headers: string[][], body: Buffer, keys: Set<string>,
 *   expiresAt: number }} ResponseCopy
 */

/** @param {import('node:http').IncomingMessage} request @returns {string | null} */
function keyOf(request) {
  const { headers } = request;
  if (request.method !== 'GET' || !request.url) return null;
  if (ROUTER_HEADERS.some((name) => headers[name] !== undefined) || headers['next-action']) return null;
  // Conditional and partial requests get Next's own answer (a 304 for a matching ETag, a range).
  if (headers['if-none-match'] || headers['if-modified-since'] || headers.range) return null;
  if (PERSONAL_COOKIE.test(headers.cookie ?? '') || PERSONAL_PATH.test(request.url)) return null;
  const gzip = /\bgzip\b/.test(String(headers['accept-encoding'] ?? ''));
  return `${headers.host ?? ''}\u0000${request.url}\u0000${gzip ? GZIP : ''}`;
}

/**
 * Whether an answer may be kept: a page Next served from its page cache (the same for everyone who asks), with the
 * keys that purge it, for as long as Next may keep it.
 * @param {import('node:http').ServerResponse} response @returns {{ keys: Set<string>, seconds: number } | null}
 */
function keepable(response) {
  if (response.statusCode !== 200 || response.getHeader('x-nextjs-cache') !== 'HIT') return null;
  if (response.getHeader('set-cookie') !== undefined) return null;
  const control = String(response.getHeader('cache-control') ?? '');
  const maxAge = /(?:^|,)\s*s-maxage=(\d+)/.exec(control);
  if (!maxAge || /\b(?:private|no-store|no-cache)\b/.test(control)) return null;
  const keys = String(response.getHeader('xkey') ?? '')
    .split(/\s+/)
    .filter(Boolean);
  if (keys.length === 0) return null;
  return { keys: new Set(keys), seconds: Number(maxAge[1]) };
}

export function createResponseCopies({ maxTotalBytes = MAX_TOTAL_BYTES, now = Date.now } = {}) {
  /** @type {Map<string, ResponseCopy>} in the order of last use */
  const copies = new Map();
  let totalBytes = 0;

  const drop = (/** @type {string} */ key) => {
    const copy = copies.get(key);
    if (!copy) return;
    copies.delete(key);
    totalBytes -= copy.body.length;
  };

  const keep = (/** @type {string} */ key, /** @type {ResponseCopy} */ copy) => {
    drop(key);
    copies.set(key, copy);
    totalBytes += copy.body.length;
    for (const oldest of copies.keys()) {
      if (totalBytes <= maxTotalBytes) break;
      drop(oldest);
    }
  };

  /** Records what Next writes to `response`, and keeps it once sent if it may be kept. */
  const record = (/** @type {string} */ key, /** @type {import('node:http').ServerResponse} */ response) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    const collect = (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function' || size > MAX_COPY_BYTES)
        return;
      const bytes =
        typeof chunk === 'string'
          ? Buffer.from(
              chunk,
              typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8',
            )
          : Buffer.from(/** @type {Uint8Array} */ (chunk));
      chunks.push(bytes);
      size += bytes.length;
    };
    const { write, end } = response;
    response.write = /** @type {typeof write} */ (
      function (chunk, encoding, callback) {
        collect(chunk, encoding);
        return write.call(this, chunk, encoding, callback);
      }
    );
    response.end = /** @type {typeof end} */ (
      function (chunk, encoding, callback) {
        collect(chunk, encoding);
        return end.call(this, chunk, encoding, callback);
      }
    );
    // Asked while the copy was being made: a purge in between means the copy may be of the old page.
    const purgesBefore = purgeCount;
    response.on('finish', () => {
      const kept = keepable(response);
      if (!kept || size > MAX_COPY_BYTES || purgeCount !== purgesBefore) return;
      // Kept for the requests that accept what was sent: gzip, or (another coding: not kept) nothing.
      const coding = response.getHeader('content-encoding');
      if ((key.endsWith(GZIP) ? GZIP : undefined) !== coding) return;
      const headers = Object.entries(response.getHeaders())
        .filter(([name]) => !CONNECTION_HEADERS.has(name))
        .flatMap(([name, value]) =>
          (Array.isArray(value) ? value : [value]).map((one) => [name, String(one)]),
        );
      keep(key, {
        status: 200,
        headers,
        body: Buffer.concat(chunks),
        keys: kept.keys,
        expiresAt: now() + kept.seconds * 1000,
      });
    });
  };

  let purgeCount = 0;

  return {
    /**
     * Answers `request` from a copy (true), or arranges for Next's answer to be kept (false: Next answers).
     * @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response
     */
    serve(request, response) {
      const key = keyOf(request);
      if (key === null) return false;
      const copy = copies.get(key);
      if (copy && copy.expiresAt > now()) {
        copies.delete(key);
        copies.set(key, copy);
        response.writeHead(
          copy.status,
          [...copy.headers, ['content-length', String(copy.body.length)]].flat(),
        );
        response.end(copy.body);
        return true;
      }
      if (copy) drop(key);
      record(key, response);
      return false;
    },
    /** Drops every copy that carries one of `keys` (surrogate keys, as `xkey-purge` takes them). */
    purge(/** @type {readonly string[]} */ keys) {
      purgeCount++;
      for (const [key, copy] of copies) if (keys.some((purged) => copy.keys.has(purged))) drop(key);
    },
    /** How many copies and bytes are kept (for tests and the bench). */
    size: () => ({ copies: copies.size, bytes: totalBytes }),
  };
}
