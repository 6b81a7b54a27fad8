// The e2e suite's hosted-mode server: the site's hosted build (NEXT_DIST_DIR=.next-hosted, built by build-e2e.mjs
// with NEXT_PUBLIC_SANITY_PROJECT_ID and NEXT_PUBLIC_SANITY_API_HOST) reading the default server's local lake as it
// would read Sanity's Content Lake. Like an operator moving to hosted Sanity, it first makes a viewer token for the
// site's draft mode and a signed webhook from the lake to the site's /api/revalidate, then starts the site.
// Usage: node scripts/hosted-e2e-server.mjs (the default e2e server must be starting; see playwright.config.ts).
import { spawn } from 'node:child_process';
import { createApiToken } from '../lake/api-tokens.mjs';
import { addWebhook } from '../lake/webhook-config.mjs';
import {
  E2E_CONTENT_DIR,
  HOSTED_DIST_DIR,
  HOSTED_OUTAGE_PREFIX,
  HOSTED_URL,
  HOSTED_WEBHOOK_SECRET,
  KEEP_ALIVE_MS,
  defaultServerAnswering,
} from './lib/e2e-servers.mjs';

// The default server copies the content folder afresh as it starts: write into it once it answers.
await defaultServerAnswering();

const token = createApiToken(E2E_CONTENT_DIR, { role: 'viewer', label: 'Site in hosted mode (e2e)' });
addWebhook(E2E_CONTENT_DIR, {
  name: 'Site in hosted mode (e2e)',
  url: `${HOSTED_URL}/api/revalidate`,
  on: ['create', 'update', 'delete'],
  // As docs/operations.md configures it; the outage test's pages go through a webhook of its own.
  filter: `!string::startsWith(coalesce(slug.current, ""), "${HOSTED_OUTAGE_PREFIX}")`,
  projection: '{_id, _type, "path": slug.current, "previousPath": before().slug.current}',
  secret: HOSTED_WEBHOOK_SECRET,
});

const port = new URL(HOSTED_URL).port;
const site = spawn(
  'node',
  ['server.mjs', '-p', port, '-H', '127.0.0.1', '--keepAliveTimeout', String(KEEP_ALIVE_MS)],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      NEXT_DIST_DIR: HOSTED_DIST_DIR,
      SANITY_API_READ_TOKEN: token.secret,
      SANITY_REVALIDATE_SECRET: HOSTED_WEBHOOK_SECRET,
    },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => site.kill(signal));
site.on('exit', (code) => process.exit(code ?? 0));
