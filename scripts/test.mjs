// `npm test`: every check in order, stopping at the first failure, then the wall time of each phase (a phase that
// grows is worth a look).
import { execSync } from 'node:child_process';

const phases = [
  ['typecheck, lint and unit tests', ['npm run typecheck', 'npm run lint', 'npm run test:unit']],
  ['system packages and builds', ['node scripts/ensure-test-tools.mjs', 'node scripts/build-e2e.mjs']],
  [
    'end-to-end tests',
    ['playwright test', 'node scripts/crash-safety-test.mjs', 'node scripts/cluster-test.mjs'],
  ],
];

const timings = [];
for (const [name, commands] of phases) {
  const started = Date.now();
  for (const command of commands) execSync(command, { stdio: 'inherit' });
  timings.push(`${name} ${Math.round((Date.now() - started) / 1000)} s`);
}
console.log(`\nPhase times: ${timings.join(' · ')}`);
