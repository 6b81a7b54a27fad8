// The JavaScript a page loads in a real browser: gzip bytes over the wire, and whether any chunk carries
// Sanity client, Studio or Firebase code. Shared by scripts/page-weight.mjs and scripts/bench.mjs.
import { gzipSync } from 'node:zlib';
import { VISITOR_USER_AGENT } from './visitor-agent.mjs';

const FORBIDDEN = {
  'Sanity client': /apicdn\.sanity\.io|api\.sanity\.io/,
  'Sanity Studio': /@sanity\/ui|sanity-studio|NextStudio/,
  Firebase: /firebase|identitytoolkit\.googleapis/i,
};

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

/**
 * Every script a load of `url` fetched until the network was idle (url → { bytes (gzip), found }), and the gzip
 * size of the document itself.
 */
async function loadScripts(browser, url, { blockRoutePrefetch, cookies }) {
  const context = await browser.newContext({ userAgent: VISITOR_USER_AGENT });
  if (cookies.length) await context.addCookies(cookies);
  if (blockRoutePrefetch)
    // Next prefetches the routes that links point to (their data and their JavaScript) once the page is idle.
    await context.route(
      (target) => target.searchParams.has('_rsc'),
      (route) => (route.request().headers()['next-router-prefetch'] ? route.abort() : route.fallback()),
    );
  const page = await context.newPage();
  const scripts = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(
      (async () => {
        const response = await request.response();
        const body = (await response?.body()) ?? Buffer.alloc(0);
        const text = body.toString('utf8');
        const found = Object.entries(FORBIDDEN).flatMap(([name, pattern]) =>
          pattern.test(text) ? [name] : [],
        );
        // Gzip size as a compressing server sends it (next start compresses), whatever this server did.
        return [request.url(), { bytes: gzipSync(body).length, found }];
      })(),
    );
  });
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  const documentBytes = gzipSync((await response?.body()) ?? Buffer.alloc(0)).length;
  const results = new Map(await Promise.all(scripts));
  await context.close();
  return { scripts: results, documentBytes };
}

const sum = (entries) => entries.reduce((total, { bytes }) => total + bytes, 0);

/**
 * The JavaScript `url` loads: `bytes` is what the page itself needs (loaded with route prefetching blocked),
 * `prefetchedBytes` what Next fetched on top for the routes its links point to, `documentBytes` the HTML's gzip size
 * (inline scripts included). Forbidden code is looked for in both. `cookies`: what the browser already holds (a
 * returning visitor's consent).
 */
export async function measurePageWeight(browser, url, { cookies = [] } = {}) {
  const { scripts: own, documentBytes } = await loadScripts(browser, url, {
    blockRoutePrefetch: true,
    cookies,
  });
  const { scripts: all } = await loadScripts(browser, url, { blockRoutePrefetch: false, cookies });
  const prefetched = [...all].filter(([script]) => !own.has(script)).map(([, entry]) => entry);
  return {
    chunks: own.size,
    bytes: sum([...own.values()]),
    documentBytes,
    prefetchedBytes: sum(prefetched),
    forbidden: [...new Set([...own.values(), ...all.values()].flatMap(({ found }) => found))],
  };
}
