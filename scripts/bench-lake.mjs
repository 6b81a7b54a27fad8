// npm run bench:lake: only the local Content Lake's figures (npm run bench prints them too), on a fresh build of
// the site served twice: on the bundled dataset and on it plus 1,000 generated pages, and Sanity's default Studio on
// the first for comparison. Needs nothing running on ports 4100, 4102, 4106, 9099 and 8181.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import {
  ensureBenchTools,
  largeDataset,
  log,
  ROOT,
  serve,
  startEmulators,
  timedBuild,
  WORK,
} from './lib/bench-tools.mjs';
import { runLakeBench } from './lib/lake-bench.mjs';
import { CHROMIUM_ARGS } from './lib/page-weight.mjs';
import { BROWSER_PATH } from './lib/browsers.mjs';

const children = [];
process.on('exit', () => children.forEach((child) => child.kill()));

ensureBenchTools();
rmSync(WORK, { recursive: true, force: true });
mkdirSync(WORK, { recursive: true });
log('next build: de site');
timedBuild(ROOT, { NEXT_DIST_DIR: '.bench/site' });
const contentDir = join(WORK, 'content');
cpSync(join(ROOT, 'content'), contentDir, { recursive: true });
log('Firebase-emulators en twee servers (gebundeld, + 1.000 pagina’s)');
children.push(await startEmulators());
const siteServer = await serve(ROOT, 4100, {
  NEXT_DIST_DIR: '.bench/site',
  STROOMPLEIN_CONTENT_DIR: contentDir,
});
children.push(siteServer);
const largeContentDir = largeDataset(1000);
children.push(
  await serve(ROOT, 4102, { NEXT_DIST_DIR: '.bench/site', STROOMPLEIN_CONTENT_DIR: largeContentDir }),
);
const browser = await chromium.launch({
  executablePath: BROWSER_PATH,
  args: CHROMIUM_ARGS,
});
log('lokale Content Lake');
console.log('\nStroomplein bench: lokale Content Lake', new Date().toISOString());
await runLakeBench({
  browser,
  site: 'http://127.0.0.1:4100',
  sitePid: siteServer.pid,
  largeSite: 'http://127.0.0.1:4102',
  largeContentDir,
  comparatorPort: 4106,
});
await browser.close();
process.exit(0);
