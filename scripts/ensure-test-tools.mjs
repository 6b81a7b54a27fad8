// What the e2e suite needs from Debian, installed with apt when missing (Playwright cannot download its own
// browser here): Chromium's headless shell for the browser tests and the full Chromium for the benches and
// screenshots (scripts/lib/browsers.mjs), a Java runtime for the W3C Nu HTML checker (vnu.jar), and for
// the cluster (npm run cluster, scripts/cluster-test.mjs) redis-server, Varnish and its xkey module. The cluster
// runs its own processes on loopback; the system services these packages register are left alone. With --bench,
// also nginx (npm run bench serves a page's bytes from disk with it beside Varnish, and the page without
// JavaScript) and wrk, the benches' load generator.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { BROWSER_PATH, TEST_BROWSER_PATH } from './lib/browsers.mjs';

const XKEY_VMOD = '/usr/lib/x86_64-linux-gnu/varnish/vmods/libvmod_xkey.so';

const onPath = (command) => {
  try {
    execSync(`command -v ${command}`, { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
};

const missing = new Set([
  ...(existsSync(BROWSER_PATH) ? [] : ['chromium', 'fonts-liberation']),
  // Together with Chromium: both depend on the exact version of the chromium-common files they share.
  ...(existsSync(TEST_BROWSER_PATH) ? [] : ['chromium-headless-shell', 'chromium']),
  ...(onPath('java') ? [] : ['default-jre-headless']),
  ...(onPath('redis-server') ? [] : ['redis-server']),
  ...(onPath('varnishd') ? [] : ['varnish']),
  ...(existsSync(XKEY_VMOD) ? [] : ['varnish-modules']),
  ...(process.argv.includes('--bench') && !onPath('nginx') ? ['nginx-light'] : []),
  ...(process.argv.includes('--bench') && !onPath('wrk') ? ['wrk'] : []),
]);

if (missing.size > 0) {
  console.log(`Installing Debian packages the tests and bench need: ${[...missing].join(' ')}`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq ${[...missing].join(' ')}`, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
