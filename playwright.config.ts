import { defineConfig, devices } from '@playwright/test';
import { CONSENT_COOKIE, NO_GRANTS, serialiseConsent } from './lib/domain/consent';
import { AUTH_EMULATOR_HOST } from './lib/domain/local-services.mjs';
import { TEST_BROWSER_PATH } from './scripts/lib/browsers.mjs';
import { VISITOR_USER_AGENT } from './scripts/lib/visitor-agent.mjs';
import {
  DEFAULT_URL,
  E2E_CONTENT_DIR,
  HOSTED_OUTAGE_PREFIX,
  HOSTED_URL,
  HOSTED_WEBHOOK_SECRET,
  KEEP_ALIVE_MS,
  OUTSIDE_URL,
  STANDALONE_STUDIO_DIR,
  STANDALONE_STUDIO_URL,
} from './scripts/lib/e2e-servers.mjs';

export {
  DEFAULT_URL,
  E2E_CONTENT_DIR,
  HOSTED_URL,
  HOSTED_WEBHOOK_SECRET,
  HOSTED_OUTAGE_PREFIX,
  OUTSIDE_URL,
  STANDALONE_STUDIO_URL,
};
/** The tests that write the shared dataset copy (the real Studio, and files edited by hand for the webhook). */
const EDITING_SPECS = /(studio|studio-day|studio-releases|editorial|hosted-mode|outside-app)\.spec\.ts$/;
/** The Dutch market: the same server, reached by its host name (the default host map; `*.localhost` is this machine). */
export const NETHERLANDS_HOST = 'nederland.localhost:3100';
/** Every host the default server answers in the tests: the plain site and the four markets. */
const TEST_HOSTS = [
  '127.0.0.1',
  'belgie.localhost',
  'nederland.localhost',
  'flags.localhost',
  'sharingiscaring.localhost',
];
export const PRODUCTION_URL = 'http://127.0.0.1:3102';
/** A server whose content source and Firebase can fail: its own dataset copy, and no Firebase to reach. */
export const FAULT_URL = 'http://127.0.0.1:3103';
export const FAULT_CONTENT_DIR = '.e2e-content-fault';

/**
 * Loopback only, idle connections kept for KEEP_ALIVE_MS: with Node's 5 s, a test's request sent on a reused
 * connection at the moment the server closed it failed with ECONNRESET.
 */
const SERVER_OPTIONS = `-H 127.0.0.1 --keepAliveTimeout ${KEEP_ALIVE_MS}`;

export const PREVIEW_SECRET = 'e2e-voorbeeldsleutel';
export const WEBHOOK_SECRET = 'e2e-webhookgeheim';
/** A Remote Config server template the default server reads when present (absent: the in-code defaults). */
export const E2E_REMOTE_CONFIG_FILE = '.e2e-remote-config.json';

/**
 * A visitor who has already answered the cookie question (refused): the e2e build has a tag-manager container, and
 * the banner belongs to the tests of the first visit (cookie-consent.spec), not to every page's test.
 */
export const CONSENT_GIVEN = {
  cookies: TEST_HOSTS.map((domain) => ({
    name: CONSENT_COOKIE,
    value: serialiseConsent({ grants: NO_GRANTS, decidedAt: Date.now() }),
    domain,
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  })),
  origins: [],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // A test that passes only on a second try is a bug in the test or the product: it must fail loudly.
  retries: 0,
  reporter: [['list'], ['./tests/e2e/slowest-tests-reporter.ts']],
  // Tests that write the shared dataset run one at a time, beside the site's on the other worker: a file edited by
  // hand while the lake writes the same file would undo the lake's write, and two real Studios would compete for
  // this 2-core machine's CPU (a publish → live budget is timed there). Listed first: workers take tests in this
  // order, so the editing tests start at once on one worker while the site's fill the other, instead of running
  // one by one after the site's with the second worker idle.
  projects: [
    { name: 'editing', testMatch: EDITING_SPECS, workers: 1 },
    { name: 'site', testIgnore: EDITING_SPECS },
  ],
  timeout: 30_000,
  use: {
    ...devices['Desktop Chrome'],
    baseURL: DEFAULT_URL,
    storageState: CONSENT_GIVEN,
    userAgent: VISITOR_USER_AGENT,
    locale: 'nl-BE',
    launchOptions: {
      executablePath: TEST_BROWSER_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // The market hosts are this machine, whatever the resolver would say.
        '--host-resolver-rules=MAP *.localhost 127.0.0.1',
      ],
    },
  },
  // The build is made once by `npm run test:e2e` (scripts/build-e2e.mjs); the tests only start it.
  webServer: [
    {
      // Local Firebase (Auth + Firestore emulators, demo account), fresh for every run.
      command: 'node scripts/emulators.mjs --no-persist',
      url: `http://${AUTH_EMULATOR_HOST}/`,
      reuseExistingServer: false,
      timeout: 90_000,
    },
    {
      command: `rm -rf ${E2E_CONTENT_DIR} ${E2E_REMOTE_CONFIG_FILE} && cp -r content ${E2E_CONTENT_DIR} && node server.mjs -p 3100 ${SERVER_OPTIONS}`,
      url: `${DEFAULT_URL}/api/build-id`,
      env: {
        ENABLE_TEST_PAGES: '1',
        STROOMPLEIN_CONTENT_DIR: E2E_CONTENT_DIR,
        STROOMPLEIN_PREVIEW_SECRET: PREVIEW_SECRET,
        SANITY_REVALIDATE_SECRET: WEBHOOK_SECRET,
        FIREBASE_REMOTE_CONFIG_FILE: E2E_REMOTE_CONFIG_FILE,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The hosted-mode build, reading the server above's lake through @sanity/client (scripts/hosted-e2e-server.mjs).
      command: 'node scripts/hosted-e2e-server.mjs',
      url: `${HOSTED_URL}/api/build-id`,
      reuseExistingServer: false,
      timeout: 90_000,
    },
    {
      command: `rm -rf ${FAULT_CONTENT_DIR} && cp -r content ${FAULT_CONTENT_DIR} && node server.mjs -p 3103 ${SERVER_OPTIONS}`,
      url: `${FAULT_URL}/api/build-id`,
      env: {
        STROOMPLEIN_CONTENT_DIR: FAULT_CONTENT_DIR,
        // Port 9 (discard) refuses connections: Firebase is unreachable for this server.
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9',
        FIRESTORE_EMULATOR_HOST: '127.0.0.1:9',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // Another team's Next.js app on the default server's lake (scripts/outside-app-e2e-server.mjs).
      command: 'node scripts/outside-app-e2e-server.mjs',
      url: `${OUTSIDE_URL}/`,
      reuseExistingServer: false,
      timeout: 90_000,
    },
    {
      // A standalone Studio on the default server's lake (tests/standalone-studio), served by Sanity's own preview.
      command: `node ../../node_modules/sanity/bin/sanity preview ../../${STANDALONE_STUDIO_DIR} --host 127.0.0.1 --port ${new URL(STANDALONE_STUDIO_URL).port}`,
      cwd: 'tests/standalone-studio',
      url: `http://127.0.0.1:${new URL(STANDALONE_STUDIO_URL).port}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The default build once more, without ENABLE_TEST_PAGES: what production serves.
      command: `node server.mjs -p 3102 ${SERVER_OPTIONS}`,
      url: `${PRODUCTION_URL}/api/build-id`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
