// npm run bench:interactions: only the interaction figures (npm run bench prints them too, also with --pages): taps
// and keystrokes on a slow phone until the next paint (scripts/lib/interaction-bench.mjs).
//   --runs <n>             runs per interaction (default 5)
//   --origin <url>         measure a site already running there instead of building one: a build with a tag-manager
//                          container (the cookie question), started with ENABLE_TEST_PAGES=1 (/bare-test)
//   --preview-secret <s>   its STROOMPLEIN_PREVIEW_SECRET, for the preview toolbar (left out without)
//   --bare-origin <url>    the bare Next.js page (left out without)
// Without --origin: builds the site (with a container) and the bare page, and serves them on ports 4100 and 4101.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureBenchTools, log, ROOT, serve, timedBuild, WORK, writeBareApp } from './lib/bench-tools.mjs';
import { interactionBudget, runInteractionBench } from './lib/interaction-bench.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    origin: { type: 'string' },
    'preview-secret': { type: 'string' },
    'bare-origin': { type: 'string' },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number from 1');

const children = [];
process.on('exit', () => children.forEach((child) => child.kill()));

let origin = values.origin;
let bareOrigin = values['bare-origin'];
let previewSecret = values['preview-secret'];
if (!origin) {
  const SITE_PORT = 4100;
  const BARE_PORT = 4101;
  previewSecret = 'bench-voorbeeldsleutel';
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(WORK, { recursive: true });
  ensureBenchTools();
  log('next build: de site (met tagmanager: de cookievraag)');
  timedBuild(ROOT, { NEXT_DIST_DIR: '.bench/site', NEXT_PUBLIC_GTM_ID: 'GTM-BENCH00' });
  log('next build: de kale pagina');
  const bareDir = writeBareApp();
  timedBuild(bareDir, {});
  const contentDir = join(WORK, 'content');
  cpSync(join(ROOT, 'content'), contentDir, { recursive: true });
  log('next start: site en kale pagina');
  children.push(
    await serve(ROOT, SITE_PORT, {
      NEXT_DIST_DIR: '.bench/site',
      STROOMPLEIN_CONTENT_DIR: contentDir,
      STROOMPLEIN_PREVIEW_SECRET: previewSecret,
      ENABLE_TEST_PAGES: '1',
    }),
  );
  children.push(await serve(bareDir, BARE_PORT));
  origin = `http://127.0.0.1:${SITE_PORT}`;
  bareOrigin = `http://127.0.0.1:${BARE_PORT}`;
}

log('interacties (telefoon, CPU × 4)');
const rows = await runInteractionBench({ origin, bareOrigin, previewSecret, runs });
console.log('\nStroomplein bench: interacties', new Date().toISOString());
console.log(
  `Pixel 5, CPU × 4; per interactie de langste gebeurtenis tot de volgende paint (Event Timing, op 8 ms afgerond, "<16": onder de drempel), mediaan van ${runs}:`,
);
console.table(rows);
const [budget, met] = interactionBudget(rows);
console.log(`${met ? '✓' : '✗'} ${budget}`);
process.exit(met ? 0 : 1);
