// npm run bench:cluster: only the cluster's figures (npm run bench prints them too): a CMS page through Varnish
// against nginx serving the same bytes, one origin instance, publish → live through Varnish, memory per instance.
// Builds the site into .bench/cluster first; needs ports 3001, 3002, 8080, 8090, 6390, 9099 and 8181 free.
import { ensureBenchTools, log, ROOT, timedBuild } from './lib/bench-tools.mjs';
import { runClusterBench } from './lib/cluster-bench.mjs';

ensureBenchTools();
log('next build: de site');
timedBuild(ROOT, { NEXT_DIST_DIR: '.bench/cluster' });
log('cluster: Redis, twee instanties, Varnish; nginx als vergelijking');
console.log('\nStroomplein bench: cluster', new Date().toISOString());
const budgets = await runClusterBench({ distDir: '.bench/cluster' });
for (const [budget, met] of budgets) console.log(`${met ? '✓' : '✗'} ${budget}`);
process.exit(0);
