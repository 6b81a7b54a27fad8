// Completes Next's standalone output into the site's self-contained bundle: a folder that runs with
// `node server.mjs [-p <port>]` and nothing else, no source tree and no dev dependencies.
//
//   node scripts/bundle.mjs      (after `next build`, with the build's NEXT_DIST_DIR; `npm run build` runs both)
//
// In place, in .next/standalone: Next has already copied the server and the node_modules it traced there, so
// completing it costs no second copy of them. What it adds:
// - public/ and .next/static, which Next leaves out for a CDN (its docs copy them by hand);
// - the site stylesheet's manifest, which the server reads by path (lib/server/site-styles/manifest.ts);
// - server.mjs and the modules it imports, in place of Next's minimal server.js, which would serve the site without
//   server.mjs's guards and copies (server.mjs hands Next the config the build recorded, as server.js does).
// The bundled dataset is traced by Next (`outputFileTracingIncludes`); checked here, since the lake reads it by path.
import { cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { nodeFileTrace } from './lib/next-tracer.mjs';
import { SITE_STYLES_MANIFEST } from '../lib/server/site-styles/paths.mjs';

const root = path.resolve(import.meta.dirname, '..');
const build = path.resolve(root, process.env.NEXT_DIST_DIR ?? '.next');
const standalone = path.join(build, 'standalone');

/** @param {string} message */
function fail(message) {
  console.error(`Bundel: ${message}`);
  process.exit(1);
}

/** Copies a file or folder, links kept as they are: Next's links point inside the bundle, relatively. */
function copy(/** @type {string} */ from, /** @type {string} */ to) {
  mkdirSync(path.dirname(to), { recursive: true });
  cpSync(from, to, { recursive: true, verbatimSymlinks: true });
}

const serverFiles = path.join(build, 'required-server-files.json');
if (!existsSync(serverFiles)) fail(`geen build in ${path.relative(root, build)}: eerst next build`);
/** @type {{ config: { outputFileTracingRoot: string }, relativeAppDir: string }} */
const { config, relativeAppDir } = JSON.parse(readFileSync(serverFiles, 'utf8'));
// The project's place below the tracing root (the project folder itself, unless it lies in a monorepo).
const app = path.join(standalone, relativeAppDir);
const buildInApp = path.join(app, path.relative(root, build));
const buildId = readFileSync(path.join(build, 'BUILD_ID'), 'utf8');
const bundledId = existsSync(path.join(buildInApp, 'BUILD_ID'))
  ? readFileSync(path.join(buildInApp, 'BUILD_ID'), 'utf8')
  : undefined;
if (bundledId !== buildId)
  fail(
    `${path.relative(root, standalone)} hoort niet bij deze build: bouw met STROOMPLEIN_BUNDLE=1 (npm run build)`,
  );

copy(path.join(root, 'public'), path.join(app, 'public'));
copy(path.join(build, 'static'), path.join(buildInApp, 'static'));
if (!existsSync(path.join(build, SITE_STYLES_MANIFEST)))
  fail(`${SITE_STYLES_MANIFEST} ontbreekt in de build (lib/server/site-styles/build.mjs)`);
copy(path.join(build, SITE_STYLES_MANIFEST), path.join(buildInApp, SITE_STYLES_MANIFEST));

// Next's own copy of @vercel/nft, the tracer behind its standalone output: it follows server.mjs's imports, static
// and dynamic, as Next's trace follows the routes'. Modules only: the files server.mjs reads by path are the
// build's, already in the bundle. Next itself is there too, traced with Next's exclusions (its dev server, its
// compilers), so it is left out here.
/** @type {{ fileList: Set<string> }} */
const { fileList } = await nodeFileTrace([path.join(root, 'server.mjs')], {
  base: config.outputFileTracingRoot,
  processCwd: root,
  analysis: { computeFileReferences: false },
  ignore: (/** @type {string} */ file) => /(^|\/)node_modules\/next\//.test(file),
});
for (const file of fileList) {
  const from = path.join(config.outputFileTracingRoot, file);
  const to = path.join(standalone, file);
  // A link the bundle already holds stays as Next made it (pointing inside the bundle); files are copied afresh.
  if (lstatSync(from).isSymbolicLink() && lstatSync(to, { throwIfNoEntry: false })) continue;
  copy(from, to);
}
rmSync(path.join(app, 'server.js'), { force: true });

const dataset = readdirSync(path.join(root, 'content')).filter((name) => name.endsWith('.ndjson'));
const missing = dataset.filter((name) => !existsSync(path.join(app, 'content', name)));
if (missing.length > 0)
  fail(
    `de dataset ontbreekt in de bundel (${missing.join(', ')}): zie outputFileTracingIncludes in next.config.ts`,
  );

console.log(`Bundel klaar in ${path.relative(root, app)}: daar start node server.mjs -p <poort> de site.`);
