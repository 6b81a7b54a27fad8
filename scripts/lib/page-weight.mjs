// The JavaScript a page loads in a real browser: gzip bytes over the wire, and whether any chunk carries
// Sanity client, Studio or Firebase code. Shared by scripts/page-weight.mjs and scripts/bench.mjs.
import { gzipSync } from 'node:zlib';

const FORBIDDEN = {
  'Sanity client': /apicdn\.sanity\.io|api\.sanity\.io/,
  'Sanity Studio': /@sanity\/ui|sanity-studio|NextStudio/,
  Firebase: /firebase|identitytoolkit\.googleapis/i,
};

export const VISITOR_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

/** Loads `url` in a fresh context of `browser` and sums the scripts it fetched. */
export async function measurePageWeight(browser, url) {
  const context = await browser.newContext({ userAgent: VISITOR_USER_AGENT });
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
        return { url: request.url(), bytes: gzipSync(body).length, found };
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const results = await Promise.all(scripts);
  await context.close();
  return {
    chunks: results.length,
    bytes: results.reduce((sum, { bytes }) => sum + bytes, 0),
    forbidden: [...new Set(results.flatMap(({ found }) => found))],
  };
}
