// The JavaScript each page loads in a real browser: gzip bytes over the wire, next to the bare page of the same
// build, and whether any chunk carries Sanity client, Studio or Firebase code.
// Usage: node scripts/page-weight.mjs <base-url> <path>... (the first path is the yardstick, e.g. /bare-test)
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, measurePageWeight } from './lib/page-weight.mjs';
import { BROWSER_PATH } from './lib/browsers.mjs';

const [baseUrl, ...paths] = process.argv.slice(2);
if (!baseUrl || paths.length === 0) {
  console.error('Gebruik: node scripts/page-weight.mjs <basis-url> <pad>... (eerste pad = maatstaf)');
  process.exit(2);
}

const browser = await chromium.launch({
  executablePath: BROWSER_PATH,
  args: CHROMIUM_ARGS,
});
const rows = [];
for (const path of paths)
  rows.push({ path, ...(await measurePageWeight(browser, new URL(path, baseUrl).toString())) });
await browser.close();

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const yardstick = rows[0].bytes;
console.log(['pad', 'chunks', 'JS (gzip)', `× ${rows[0].path}`, '+ prefetch', 'verboden code'].join('\t'));
for (const row of rows) {
  console.log(
    [
      row.path,
      row.chunks,
      kB(row.bytes),
      (row.bytes / yardstick).toFixed(2),
      kB(row.prefetchedBytes),
      row.forbidden.join(', ') || 'geen',
    ].join('\t'),
  );
}
process.exitCode = rows.some((row) => row.forbidden.length > 0) ? 1 : 0;
