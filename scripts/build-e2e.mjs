// The e2e suite runs against one production build, reused by every test: it serves the plain site and the four
// markets by host name. It has a tag-manager container, so the cookie consent is tested; its loader's host is
// answered by a stand-in in the tests.
import { execSync } from 'node:child_process';

console.log('\n▶ next build');
execSync('next build', {
  stdio: 'inherit',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_PUBLIC_GTM_ID: 'GTM-E2ETEST' },
});
