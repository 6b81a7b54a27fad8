// `npm run test:soak`: the long versions of the tests that find rare faults by running for minutes, which
// `npm test` runs in a short version (STROOMPLEIN_SOAK=1 lengthens them): an editor typing fast in the real Studio
// for minutes, with a publish after every stretch of writing; the cluster check with two editors typing for half a
// minute through each instance. Run after `npm test`, it reuses that run's two builds (.next and .next-hosted);
// where either is missing, it makes them first.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { HOSTED_DIST_DIR } from './lib/e2e-servers.mjs';

const SOAK_TESTS = ['tests/e2e/studio-day.spec.ts', '-g', 'fast typing in every kind of field'];

execSync('node scripts/ensure-test-tools.mjs', { stdio: 'inherit' });
if (['.next', HOSTED_DIST_DIR].some((dir) => !existsSync(path.join(dir, 'BUILD_ID')))) {
  execSync('node scripts/build-e2e.mjs', { stdio: 'inherit' });
} else {
  console.log(`Reusing the builds in .next and ${HOSTED_DIST_DIR} (remove them to build afresh).`);
}
const soakEnv = { ...process.env, STROOMPLEIN_SOAK: '1' };
execSync(`playwright test ${SOAK_TESTS.map((arg) => JSON.stringify(arg)).join(' ')}`, {
  stdio: 'inherit',
  env: soakEnv,
});
execSync('node scripts/cluster-test.mjs', { stdio: 'inherit', env: soakEnv });
