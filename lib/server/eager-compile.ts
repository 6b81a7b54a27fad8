import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { runInNewContext } from 'node:vm';

/**
 * V8's explicit compile hint (Chrome 136 and later): compile every function of the script while it streams in, on a
 * background thread. Without it a slow phone compiles the framework function by function on the main thread as
 * hydration calls them, which was most of every page's blocking time (npm run bench). Other browsers
 * read a comment. It must be the file's first line.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Smaller chunks compile in well under a millisecond; the hint would only add its bytes to every page. */
export const MIN_HINTED_CHUNK_BYTES = 16 * 1024;

type ClientReferenceManifests = Record<string, { entryJSFiles?: Record<string, string[]> }>;
type BuildManifest = { rootMainFiles?: string[]; polyfillFiles?: string[] };

/**
 * The scripts (paths relative to the build directory) that a public page loads before it is interactive: the
 * framework and each route's own entries. The Studio's own chunks are left out: megabytes of editor code of which
 * a session runs a part, so compiling all of it up front would only cost an editor's laptop memory.
 */
function firstLoadScripts(distDir: string): Set<string> {
  const appDir = join(distDir, 'server', 'app');
  const scripts = new Set<string>();
  for (const file of readdirSync(appDir, { recursive: true, encoding: 'utf8' })) {
    // The Studio sits below the site segment, as every page does (app/[site]/studio).
    if (file.split(sep)[1] === 'studio') continue;
    const path = join(appDir, file);
    if (file.endsWith(`page${sep}build-manifest.json`)) {
      const manifest = JSON.parse(readFileSync(path, 'utf8')) as BuildManifest;
      for (const script of [...(manifest.rootMainFiles ?? []), ...(manifest.polyfillFiles ?? [])])
        scripts.add(script);
    } else if (file.endsWith('page_client-reference-manifest.js')) {
      // The manifest is a script that assigns to globalThis.__RSC_MANIFEST; a fresh context is its global.
      const context: { __RSC_MANIFEST?: ClientReferenceManifests } = {};
      runInNewContext(readFileSync(path, 'utf8'), context);
      for (const entry of Object.values(context.__RSC_MANIFEST ?? {}))
        for (const files of Object.values(entry.entryJSFiles ?? {}))
          files.forEach((script) => scripts.add(script));
    }
  }
  return scripts;
}

/** Puts the hint on top of every first-load script of at least MIN_HINTED_CHUNK_BYTES; returns those it marked. */
export function markEagerCompile(distDir: string): string[] {
  const marked: string[] = [];
  for (const script of firstLoadScripts(distDir)) {
    const path = join(distDir, script);
    if (!script.endsWith('.js') || statSync(path).size < MIN_HINTED_CHUNK_BYTES) continue;
    const code = readFileSync(path, 'utf8');
    if (code.startsWith(EAGER_COMPILE_HINT)) continue;
    // One line on top: browser source maps (not built here, see productionBrowserSourceMaps) would be a line off.
    writeFileSync(path, EAGER_COMPILE_HINT + code);
    marked.push(script);
  }
  return marked.sort();
}
