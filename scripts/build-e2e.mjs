// The e2e suite's two production builds, each reused by every test that needs it:
// - the default build (.next): the bundled dataset and the local lake; it serves the plain site and the four markets
//   by host name, with a tag-manager container, so the cookie consent is tested (its loader's host is answered by a
//   stand-in in the tests);
// - the hosted-mode build (.next-hosted): the same site configured for hosted Sanity, whose Content Lake API is the
//   default server's local lake (scripts/lib/e2e-servers.mjs). Its pages are prerendered from that API, so a default
//   server on a copy of the content answers while it builds;
// - the outside app (tests/outside-app): another team's Next.js app on that lake, configured at run time;
// - a standalone Studio (tests/standalone-studio) on that lake, its API host set at build as `sanity build` takes it.
import { execSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  DEFAULT_URL,
  HOSTED_API_HOST,
  HOSTED_DIST_DIR,
  HOSTED_PROJECT_ID,
  OUTSIDE_APP_DIR,
  STANDALONE_STUDIO_API_HOST,
  STANDALONE_STUDIO_DIR,
} from './lib/e2e-servers.mjs';
import { buildStudio } from './lib/studio-build.mjs';

const common = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_PUBLIC_GTM_ID: 'GTM-E2ETEST',
  STROOMPLEIN_TURBOPACK_BUILD_CACHE: 'off',
};

console.log('\n▶ next build (default, with the self-contained bundle)');
execSync('next build && node scripts/bundle.mjs', {
  stdio: 'inherit',
  env: { ...common, STROOMPLEIN_BUNDLE: '1' },
});

console.log(`\n▶ next build (the outside app, ${OUTSIDE_APP_DIR})`);
execSync(`next build ${OUTSIDE_APP_DIR}`, {
  stdio: 'inherit',
  env: { ...common, NEXT_PUBLIC_GTM_ID: undefined },
});

console.log(`\n▶ sanity build (a standalone Studio, ${STANDALONE_STUDIO_DIR})`);
buildStudio('tests/standalone-studio', path.resolve(STANDALONE_STUDIO_DIR), {
  SANITY_STUDIO_LAKE_API_HOST: STANDALONE_STUDIO_API_HOST,
});

console.log(`\n▶ next build (hosted mode, Content Lake API ${HOSTED_API_HOST})`);
const contentDir = mkdtempSync(path.join(tmpdir(), 'stroomplein-hosted-build-'));
cpSync('content', contentDir, { recursive: true });
const port = new URL(DEFAULT_URL).port;
const lake = spawn('node', ['server.mjs', '-p', port, '-H', '127.0.0.1'], {
  env: { ...common, STROOMPLEIN_CONTENT_DIR: contentDir },
  stdio: 'ignore',
  detached: true,
});
const stopLake = () => {
  try {
    process.kill(-lake.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
};
process.on('exit', stopLake);
try {
  for (let tries = 0; ; tries++) {
    const up = await fetch(`${DEFAULT_URL}/api/build-id`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (tries > 600) throw new Error(`the lake for the hosted build did not start on ${DEFAULT_URL}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Its data cache holds what the last run's lake answered, a copy of content/ as it was then: a build that reused
  // it would prerender that content instead of this run's.
  rmSync(path.join(HOSTED_DIST_DIR, 'cache', 'fetch-cache'), { recursive: true, force: true });
  execSync('next build', {
    stdio: 'inherit',
    env: {
      ...common,
      NEXT_DIST_DIR: HOSTED_DIST_DIR,
      // The same code as the build above: its types are checked once, there or by npm test's typecheck.
      STROOMPLEIN_TYPES_CHECKED: '1',
      NEXT_PUBLIC_SANITY_PROJECT_ID: HOSTED_PROJECT_ID,
      NEXT_PUBLIC_SANITY_API_HOST: HOSTED_API_HOST,
    },
  });
} finally {
  stopLake();
  rmSync(contentDir, { recursive: true, force: true });
}
