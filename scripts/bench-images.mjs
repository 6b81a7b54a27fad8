// npm run bench:images: only the images' figures (npm run bench prints them too), on a fresh build of the site on
// the bundled dataset. Needs nothing running on ports 4100, 4104, 9099 and 8181.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { benchSiteWithEmulators, log, ROOT } from './lib/bench-tools.mjs';
import { runImageBench } from './lib/image-bench.mjs';
import { CHROMIUM_ARGS } from './lib/page-weight.mjs';
import { BROWSER_PATH } from './lib/browsers.mjs';

const children = [];
process.on('exit', () => children.forEach((child) => child.kill()));

const { site: siteServer, children: started } = await benchSiteWithEmulators(4100);
children.push(...started);
const { href } = JSON.parse(readFileSync(join(ROOT, '.bench', 'site', 'site-styles.json'), 'utf8'));
const browser = await chromium.launch({
  executablePath: BROWSER_PATH,
  args: CHROMIUM_ARGS,
});
log('afbeeldingen');
console.log('\nStroomplein bench: afbeeldingen', new Date().toISOString());
const budgets = await runImageBench({
  browser,
  site: 'http://127.0.0.1:4100',
  sitePid: siteServer.pid,
  stylesheet: readFileSync(join(ROOT, '.bench', 'site', href.replace('/_next/', '')), 'utf8'),
  port: 4104,
  runs: 5,
});
await browser.close();
for (const [budget, met] of budgets) console.log(`${met ? '✓' : '✗'} ${budget}`);
process.exit(budgets.every(([, met]) => met) ? 0 : 1);
