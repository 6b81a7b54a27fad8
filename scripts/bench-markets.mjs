// npm run bench:markets: only the markets' figures (npm run bench prints them too): one build serving the four
// markets against one serving one (build time, each market's CMS page throughput, memory after the load). Builds
// into .bench/one-market and .bench/four-markets; needs ports 4110 and 4111 free.
import { ensureBenchTools } from './lib/bench-tools.mjs';
import { runMarketsBench } from './lib/markets-bench.mjs';

ensureBenchTools();
console.log('\nStroomplein bench: markten', new Date().toISOString());
const budgets = await runMarketsBench({ seconds: process.argv.includes('--quick') ? 3 : 6 });
for (const [budget, met] of budgets) console.log(`${met ? '✓' : '✗'} ${budget}`);
process.exit(0);
