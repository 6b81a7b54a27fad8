// The e2e suite runs against production builds: the default site, and the netherlands market variant
// (market settings are inlined at build time). Each is built once and reused by every test. The default build has a
// tag-manager container, so the cookie consent is tested; its loader's host is answered by a stand-in in the tests.
import { execSync } from 'node:child_process';

const builds = [
  { label: 'default', env: { NEXT_PUBLIC_GTM_ID: 'GTM-E2ETEST' } },
  {
    label: 'netherlands',
    env: { NEXT_PUBLIC_LOCAL_MARKET: 'netherlands', NEXT_DIST_DIR: '.next-netherlands' },
  },
];

for (const { label, env } of builds) {
  console.log(`\n▶ next build (${label})`);
  execSync('next build', { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } });
}
