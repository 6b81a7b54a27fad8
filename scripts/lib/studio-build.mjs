// `sanity build` of a Studio kept beside the site (the bench's comparator, the e2e suite's standalone Studio),
// offline: its packages are the site's, and what the build links from Sanity's CDN is left out.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');

/**
 * Builds the Studio configured in `configDir` into `outDir`, with `env` for its `SANITY_STUDIO_*` settings.
 * @param {string} configDir
 * @param {string} outDir
 * @param {Record<string, string>} [env]
 */
export function buildStudio(configDir, outDir, env = {}) {
  rmSync(outDir, { recursive: true, force: true });
  execFileSync(join(ROOT, 'node_modules', '.bin', 'sanity'), ['build', outDir, '--yes'], {
    cwd: configDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, SANITY_TELEMETRY_DISABLED: '1', ...env },
  });
  // Sanity's Dashboard script, which every build links from its CDN: no Studio request leaves this machine.
  const index = join(outDir, 'index.html');
  writeFileSync(
    index,
    readFileSync(index, 'utf8').replace(/<script[^>]*data-sanity-core[^>]*><\/script>/, ''),
  );
}
