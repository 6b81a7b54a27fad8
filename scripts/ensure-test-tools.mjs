// What the e2e suite needs from Debian, installed with apt when missing (Playwright cannot download its own
// browser here): Chromium's headless shell for the browser tests and the full Chromium for the benches and
// screenshots (scripts/lib/browsers.mjs), a Java runtime for the W3C Nu HTML checker (vnu.jar), and for
// the cluster (npm run cluster, scripts/cluster-test.mjs) redis-server, Varnish and its xkey module. The cluster
// runs its own processes on loopback; the system services these packages register are left alone. With --bench,
// also nginx (npm run bench serves a page's bytes from disk with it beside Varnish, and the page without
// JavaScript) and wrk, the benches' load generator. Imported, it installs nothing: npm run cluster and npm run chaos
// check their own parts with it (scripts/lib/cluster-prerequisites.mjs).
import { execSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
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

/** Each part the scripts need from Debian: whether this machine has it, and the packages that bring it. */
export const SYSTEM_PARTS = {
  browser: { present: () => existsSync(BROWSER_PATH), packages: ['chromium', 'fonts-liberation'] },
  // Together with Chromium: both depend on the exact version of the chromium-common files they share.
  testBrowser: {
    present: () => existsSync(TEST_BROWSER_PATH),
    packages: ['chromium-headless-shell', 'chromium'],
  },
  java: { present: () => onPath('java'), packages: ['default-jre-headless'] },
  redis: { present: () => onPath('redis-server'), packages: ['redis-server'] },
  varnish: { present: () => onPath('varnishd'), packages: ['varnish'] },
  xkey: { present: () => existsSync(XKEY_VMOD), packages: ['varnish-modules'] },
  nginx: { present: () => onPath('nginx'), packages: ['nginx-light'] },
  wrk: { present: () => onPath('wrk'), packages: ['wrk'] },
};

/** The packages that bring what is missing of `parts`, each once. */
export const missingPackages = (parts) => [
  ...new Set(
    parts.filter((part) => !SYSTEM_PARTS[part].present()).flatMap((part) => SYSTEM_PARTS[part].packages),
  ),
];

/** Whether this process may install packages itself (as root); otherwise through sudo. */
export const isRoot = () => process.getuid?.() === 0;

/** The command that installs `packages`. */
export function installCommand(packages) {
  const sudo = isRoot() ? '' : 'sudo ';
  return `${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq ${packages.join(' ')}`;
}

/** Installs `packages` with apt, its output on this terminal; throws when apt fails. */
export function installPackages(packages, heading = 'Installing Debian packages the tests and bench need') {
  console.log(`${heading}: ${packages.join(' ')}`);
  execSync(installCommand(packages), {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

if (process.argv[1] && pathToFileURL(realpathSync(process.argv[1])).href === import.meta.url) {
  const bench = process.argv.includes('--bench') ? ['nginx', 'wrk'] : [];
  const missing = missingPackages(['browser', 'testBrowser', 'java', 'redis', 'varnish', 'xkey', ...bench]);
  if (missing.length > 0) installPackages(missing);
}
