// The e2e servers that scripts start outside Playwright's own config (build-e2e.mjs, hosted-e2e-server.mjs): one
// place for their addresses, shared with playwright.config.ts.

/** The default build with test pages, on its own copy of the content (its local lake is the hosted road's API). */
export const DEFAULT_URL = 'http://127.0.0.1:3100';
export const E2E_CONTENT_DIR = '.e2e-content';

/** The hosted-mode build: the site as on hosted Sanity, its Content Lake API being the default server's lake. */
export const HOSTED_URL = 'http://127.0.0.1:3104';
export const HOSTED_DIST_DIR = '.next-hosted';
export const HOSTED_API_HOST = `${DEFAULT_URL}/api/lake`;
/** The local lake's project (LAKE_PROJECT_ID in lake/project.ts): the one its API answers for. */
export const HOSTED_PROJECT_ID = 'stroomplein-lokaal';
export const HOSTED_WEBHOOK_SECRET = 'e2e-gehost-webhookgeheim';
/** Pages whose path starts so are left to the outage test's own webhook. */
export const HOSTED_OUTAGE_PREFIX = 'gehost-storing-';
/** Another team's Next.js app on the default server's lake (tests/outside-app), configured as Sanity's starter is. */
export const OUTSIDE_URL = 'http://127.0.0.1:3105';
export const OUTSIDE_APP_DIR = 'tests/outside-app';
/**
 * A standalone Studio on the default server's lake (tests/standalone-studio), at `sanity dev`'s address, which the
 * lake's CORS list holds by default; it calls the lake on `stroomplein-lokaal.localhost`, so the site is `localhost`.
 */
export const STANDALONE_STUDIO_URL = 'http://localhost:3333';
export const STANDALONE_STUDIO_API_HOST = `http://localhost:${new URL(DEFAULT_URL).port}/api/lake`;
export const STANDALONE_STUDIO_DIR = '.e2e-standalone-studio';

/**
 * How long the e2e servers keep an idle connection (`next start --keepAliveTimeout`): longer than the tests' API
 * clients leave one unused, so a request never meets a connection the server is closing at that moment.
 */
export const KEEP_ALIVE_MS = 65_000;

/** Until the default server answers (a script that writes into its content folder waits for its fresh copy). */
export async function defaultServerAnswering() {
  for (let tries = 0; ; tries++) {
    const up = await fetch(`${DEFAULT_URL}/api/build-id`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    if (tries > 600) throw new Error(`${DEFAULT_URL} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
