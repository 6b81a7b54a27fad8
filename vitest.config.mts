import react from '@vitejs/plugin-react';
import { globSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';

/**
 * @sanity/client's transport as Next's server bundles load it (get-it's react-server build): the global `fetch`,
 * where the site's in-process lake transport (lib/server/content/lake-transport.ts) answers. get-it's Node build
 * brings an agent of its own. Each copy of @sanity/client gets its own get-it's build (next-sanity has one nested).
 */
const sanityClientOnGlobalFetch: Plugin = {
  name: 'sanity-client-on-global-fetch',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== 'get-it' || !importer?.includes('/node_modules/@sanity/client/')) return null;
    const manifest = createRequire(importer).resolve('get-it/package.json');
    const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as {
      exports: { '.': { 'react-server': string } };
    };
    return path.join(path.dirname(manifest), exports['.']['react-server']);
  },
};

const TEST_FILES = ['tests/unit/**/*.test.{ts,tsx}', 'blocks/**/*.test.{ts,tsx}', 'lake/**/*.test.{ts,tsx}'];

/**
 * Test files that mock modules (vi.mock, vi.doMock, vi.resetModules): each gets a module graph of its own, as a module
 * another file imported first would keep its real version. The others share their workers' modules (isolate: false),
 * which spares every file a worker's start.
 */
const ISOLATED_FILES = globSync(TEST_FILES).filter((file) =>
  /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(file, 'utf8')),
);

export default defineConfig({
  plugins: [react(), sanityClientOnGlobalFetch],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./', import.meta.url)) },
      // Server-only modules are plain modules under test.
      {
        find: 'server-only',
        replacement: fileURLToPath(new URL('./tests/unit/server-only-stub.ts', import.meta.url)),
      },
      // Server modules import it; Next resolves it under the react-server condition, which tests do not set.
      {
        find: /^next-sanity\/live$/,
        replacement: fileURLToPath(
          new URL('./node_modules/next-sanity/dist/live/conditions/react-server/index.js', import.meta.url),
        ),
      },
    ],
  },
  test: {
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    // Loaded through Vite, so the plugin above reaches @sanity/client's import of get-it.
    server: { deps: { inline: ['next-sanity', '@sanity/client'] } },
    pool: 'threads',
    maxWorkers: 2,
    // Beside the builds in npm test a test's first imports alone can take seconds; a test that hangs still fails.
    testTimeout: 30_000,
    projects: [
      { extends: true, test: { name: 'isolated', include: ISOLATED_FILES } },
      {
        extends: true,
        test: { name: 'shared', include: TEST_FILES, exclude: ISOLATED_FILES, isolate: false },
      },
    ],
  },
});
