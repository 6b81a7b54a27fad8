// The JavaScript each page loads in a real browser: gzip bytes over the wire, next to the bare page of the same
// build, and whether any chunk carries Sanity client, Studio or Firebase code.
// Usage: node scripts/page-weight.mjs <base-url> <path>... (the first path is the yardstick, e.g. /bare-test)
import { chromium } from '@playwright/test';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FORBIDDEN = {
  'Sanity client': /apicdn\.sanity\.io|api\.sanity\.io/,
  'Sanity Studio': /@sanity\/ui|sanity-studio|NextStudio/,
  Firebase: /firebase|identitytoolkit\.googleapis/i,
};

const [baseUrl, ...paths] = process.argv.slice(2);
if (!baseUrl || paths.length === 0) {
  console.error('Gebruik: node scripts/page-weight.mjs <basis-url> <pad>... (eerste pad = maatstaf)');
  process.exit(2);
}

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});

async function measure(path) {
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36',
  });
  const page = await context.newPage();
  const scripts = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(
      (async () => {
        const response = await request.response();
        const body = (await response?.text()) ?? '';
        const { responseBodySize } = await request.sizes();
        const found = Object.entries(FORBIDDEN).flatMap(([name, pattern]) =>
          pattern.test(body) ? [name] : [],
        );
        return { url: request.url(), bytes: responseBodySize, found };
      })(),
    );
  });
  await page.goto(new URL(path, baseUrl).toString(), { waitUntil: 'networkidle' });
  const results = await Promise.all(scripts);
  await context.close();
  return {
    path,
    chunks: results.length,
    bytes: results.reduce((sum, { bytes }) => sum + bytes, 0),
    forbidden: [...new Set(results.flatMap(({ found }) => found))],
  };
}

const rows = [];
for (const path of paths) rows.push(await measure(path));
await browser.close();

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const yardstick = rows[0].bytes;
console.log(['pad', 'chunks', 'JS (gzip)', `× ${rows[0].path}`, 'verboden code'].join('\t'));
for (const row of rows) {
  console.log(
    [
      row.path,
      row.chunks,
      kB(row.bytes),
      (row.bytes / yardstick).toFixed(2),
      row.forbidden.join(', ') || 'geen',
    ].join('\t'),
  );
}
process.exitCode = rows.some((row) => row.forbidden.length > 0) ? 1 : 0;
