// The e2e suite's outside app (tests/outside-app, built by build-e2e.mjs): another team's Next.js app on the default
// server's local lake. As its operator would, it first makes a viewer token and puts the app's origin on the lake's
// CORS list, then starts the app with `next start`, configured by its environment alone.
// Usage: node scripts/outside-app-e2e-server.mjs (the default e2e server must be starting; see playwright.config.ts).
import { spawn } from 'node:child_process';
import { createApiToken } from '../lake/api-tokens.mjs';
import { addCorsOrigin } from '../lake/cors-origins.mjs';
import {
  DEFAULT_URL,
  E2E_CONTENT_DIR,
  HOSTED_API_HOST,
  HOSTED_PROJECT_ID,
  OUTSIDE_APP_DIR,
  OUTSIDE_URL,
  defaultServerAnswering,
} from './lib/e2e-servers.mjs';

// The default server copies the content folder afresh as it starts: write into it once it answers.
await defaultServerAnswering();

const token = createApiToken(E2E_CONTENT_DIR, { role: 'viewer', label: 'Buiten-app (e2e)' });
addCorsOrigin(E2E_CONTENT_DIR, OUTSIDE_URL);

const app = spawn(
  process.execPath,
  [
    'node_modules/next/dist/bin/next',
    'start',
    OUTSIDE_APP_DIR,
    '-p',
    new URL(OUTSIDE_URL).port,
    '-H',
    '127.0.0.1',
  ],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      NEXT_DIST_DIR: undefined,
      SANITY_API_HOST: HOSTED_API_HOST,
      SANITY_PROJECT_ID: HOSTED_PROJECT_ID,
      SANITY_DATASET: 'production',
      SANITY_API_READ_TOKEN: token.secret,
      SANITY_STUDIO_URL: `${DEFAULT_URL}/studio`,
    },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => app.kill(signal));
app.on('exit', (code) => process.exit(code ?? 0));
