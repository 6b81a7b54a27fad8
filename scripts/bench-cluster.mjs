// npm run bench:cluster: only the cluster's figures (npm run bench prints them too): a CMS page through Varnish
// against nginx serving the same bytes, one origin instance against the bare Next.js page, publish → live through
// Varnish, memory per instance. Builds the site into .bench/cluster and the bare page into .bench/bare first;
// needs ports 3001, 3002, 4101, 8080, 8090, 6390, 9099 and 8181 free.
import { ensureBenchTools, log, ROOT, serve, timedBuild, writeBareApp } from './lib/bench-tools.mjs';
import { runClusterBench } from './lib/cluster-bench.mjs';

const BARE_PORT = 4101;

ensureBenchTools();
log('next build: de site');
timedBuild(ROOT, { NEXT_DIST_DIR: '.bench/cluster' });
log('next build: de kale pagina');
const bareDir = writeBareApp();
timedBuild(bareDir, {});
const bare = await serve(bareDir, BARE_PORT);
log('cluster: Redis, twee instanties, Varnish; nginx als vergelijking');
console.log('\nStroomplein bench: cluster', new Date().toISOString());
try {
  const budgets = await runClusterBench({
    distDir: '.bench/cluster',
    bareUrl: `http://127.0.0.1:${BARE_PORT}/`,
  });
  for (const [budget, met] of budgets) console.log(`${met ? '✓' : '✗'} ${budget}`);
} finally {
  bare.kill();
}
process.exit(0);
