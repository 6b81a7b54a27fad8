// Building blocks shared by the bench scripts (scripts/bench.mjs, bench-lake.mjs, bench-cluster.mjs).
import { spawn, execFileSync, execSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { AUTH_EMULATOR_HOST } from '../../lib/domain/local-services.mjs';

// Stopped by a signal, a bench still runs its 'exit' handlers, which stop the servers and nginx it started.
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129],
])
  process.once(signal, () => process.exit(code));

export const ROOT = process.cwd();
export const WORK = join(ROOT, '.bench');
export const NEXT_BIN = join(ROOT, 'node_modules', '.bin', 'next');

export function log(message) {
  process.stderr.write(`▶ ${message}\n`);
}

/** Installs what the bench needs from Debian when missing: the tests' tools (Chromium, Redis, Varnish) and nginx. */
export function ensureBenchTools() {
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'ensure-test-tools.mjs'), '--bench'], {
    stdio: 'inherit',
  });
}

/** Runs `next build` and returns how long it took (seconds). */
export function timedBuild(cwd, env) {
  const started = performance.now();
  execFileSync(NEXT_BIN, ['build'], {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  return (performance.now() - started) / 1000;
}

/** The bundled dataset plus `count` generated CMS pages (copies of kopersinformatie under /bench/…). */
export function largeDataset(count) {
  const dir = join(WORK, 'content-large');
  rmSync(dir, { recursive: true, force: true });
  cpSync(join(ROOT, 'content'), dir, { recursive: true });
  const source = readFileSync(join(dir, 'dataset.ndjson'), 'utf8')
    .split('\n')
    .find((line) => line.includes('"current":"kopersinformatie"'));
  const page = JSON.parse(source);
  const lines = Array.from({ length: count }, (_, index) =>
    JSON.stringify({
      ...page,
      _id: `bench-page-${index + 1}`,
      title: `${page.title} ${index + 1}`,
      slug: { ...page.slug, current: `bench/pagina-${index + 1}` },
    }),
  );
  writeFileSync(join(dir, 'bench.ndjson'), `${lines.join('\n')}\n`);
  return dir;
}

/** The HTTP status `url` answers with, or undefined when nothing listens there. */
export async function statusOf(url) {
  try {
    return (await fetch(url)).status;
  } catch {
    return undefined;
  }
}

/** Starts the app in `cwd` as it runs in production (its server.mjs if it has one, else `next start`), once it answers. */
export async function serve(cwd, port, env = {}) {
  const url = `http://127.0.0.1:${port}/`;
  // A server left over on the port would answer instead, and the figures would be another build's.
  if ((await statusOf(url)) !== undefined)
    throw new Error(`port ${port} is already in use: stop that server first`);
  const [command, ...start] = existsSync(join(cwd, 'server.mjs'))
    ? [process.execPath, 'server.mjs']
    : [NEXT_BIN, 'start'];
  const child = spawn(command, [...start, '-p', String(port), '-H', '127.0.0.1'], {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 120; attempt++) {
    if (((await statusOf(url)) ?? 500) < 500) return child;
    await sleep(250);
  }
  child.kill();
  throw new Error(`next start on ${port} did not come up`);
}

/** The resident memory (bytes) of the process listening on `port`. */
export function rssOfPort(port) {
  const pid = /pid=(\d+)/.exec(execSync(`ss -ltnpH 'sport = :${port}'`, { encoding: 'utf8' }))?.[1];
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

export function percentile(sorted, share) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

/** The Firebase emulators with the seeded accounts (fresh, not persisted), for figures that need a session. */
export async function startEmulators() {
  const child = spawn(process.execPath, ['scripts/emulators.mjs', '--no-persist'], {
    cwd: ROOT,
    stdio: 'ignore',
    detached: false,
  });
  for (let attempt = 0; attempt < 240; attempt++) {
    if ((await statusOf(`http://${AUTH_EMULATOR_HOST}/`)) !== undefined) return child;
    await sleep(250);
  }
  child.kill();
  throw new Error('the Firebase emulators did not come up');
}

/** A minimal Next.js app (one page, nothing else) inside the project, so it uses the same installed packages. */
export function writeBareApp() {
  const dir = join(WORK, 'bare');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'app'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'bare', private: true }));
  writeFileSync(
    join(dir, 'next.config.mjs'),
    `export default { turbopack: { root: ${JSON.stringify(ROOT)} } };\n`,
  );
  writeFileSync(
    join(dir, 'app', 'layout.jsx'),
    `export const metadata = { title: 'Kaal', description: 'Een kale Next.js-pagina als maatstaf.' };
export default function Layout({ children }) {
  return <html lang="nl-BE"><body>{children}</body></html>;
}
`,
  );
  writeFileSync(
    join(dir, 'app', 'page.jsx'),
    `export default function Page() {
  return <main><h1>Kale pagina</h1><p>Dezelfde Next.js en React, zonder de site eromheen.</p></main>;
}
`,
  );
  writeFileSync(join(dir, 'app', 'icon.svg'), readFileSync(join(ROOT, 'app', 'icon.svg')));
  return dir;
}

const WRK_UNITS = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

/** A wrk duration (`812.00us`, `1.23ms`, `2.01s`) in milliseconds. */
function wrkMilliseconds(text) {
  const [, value, unit] = /^([\d.]+)(us|ms|s|m)$/.exec(text) ?? [];
  return value === undefined ? Number.NaN : Number(value) * WRK_UNITS[unit];
}

/**
 * Loads `url` with 10 connections for `seconds`: requests per second, latency (ms) and errors. The load generator is
 * Debian's wrk, a C program on one thread: a Node load generator took a good part of the core the server needed.
 */
export function load(url, seconds, headers = {}) {
  const args = ['-t1', '-c10', `-d${seconds}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const output = execFileSync('wrk', [...args, url], { encoding: 'utf8' });
  const latency = (share) =>
    wrkMilliseconds(new RegExp(`^\\s+${share}%\\s+(\\S+)`, 'm').exec(output)?.[1] ?? '');
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0),
    p50: latency(50),
    p99: latency(99),
    errors:
      Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0) +
      (socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0),
  };
}

/**
 * Loads each `[url, headers]` in turn, three rounds, and keeps each one's median round by req/s: the servers share
 * the machine with the load generator, and a single run swings by ±10 %.
 */
export function medianLoads(loads, seconds) {
  const rounds = loads.map(() => []);
  for (let round = 0; round < 3; round++)
    for (const [index, [url, headers]] of loads.entries()) rounds[index].push(load(url, seconds, headers));
  return rounds.map((results) => results.sort((a, b) => a.rps - b.rps)[1]);
}

// Set by nginx itself for its copy, or about the connection and the cache rather than the page.
const NGINX_OWN_HEADERS = new Set([
  'accept-ranges',
  'age',
  'connection',
  'content-encoding',
  'content-length',
  'content-type',
  'date',
  'etag',
  'keep-alive',
  'transfer-encoding',
  'via',
  'x-cache',
  'x-varnish',
]);

/**
 * nginx on loopback as a static server would run: `files` (path → bytes) from disk, each also gzipped beforehand
 * (gzip_static), sent with `headers` (a page's own, its Content-Type included, to send the same bytes); `aliases` serve
 * folders (URL prefix → folder), gzipped on the fly; `app` serves a built single-page app (`{ prefix, folder }`: its
 * index.html for every path under the prefix that is no file, its hashed `static/` files cached as `next start`
 * caches its own); any other path goes to `origin` when given (a page's images, an API).
 * Resolves once it answers; `stop()` ends it and removes its folder.
 */
export async function startNginx({ port, files = {}, headers = new Headers(), aliases = {}, app, origin }) {
  const dir = mkdtempSync(join(tmpdir(), 'stroomplein-nginx-'));
  chmodSync(dir, 0o755);
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, 'root', name)), { recursive: true });
    writeFileSync(join(dir, 'root', name), body);
    writeFileSync(join(dir, 'root', `${name}.gz`), gzipSync(body));
  }
  const quoted = (value) => `"${value.replace(/["\\]/g, '\\$&')}"`;
  const config = `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  include /etc/nginx/mime.types;
  default_type ${quoted(headers.get('content-type') ?? 'text/html; charset=utf-8')};
  keepalive_requests 100000;
  client_body_temp_path ${dir}/tmp;
  proxy_temp_path ${dir}/tmp;
  fastcgi_temp_path ${dir}/tmp;
  uwsgi_temp_path ${dir}/tmp;
  scgi_temp_path ${dir}/tmp;
  gzip_static on;
  gzip on;
  gzip_types text/css application/javascript image/svg+xml;
${[...headers]
  .filter(([name]) => !NGINX_OWN_HEADERS.has(name))
  .map(([name, value]) => `  add_header ${name} ${quoted(value)} always;`)
  .join('\n')}
  server {
    listen 127.0.0.1:${port};
    root ${dir}/root;
    index index.html;
${Object.entries(aliases)
  .map(([prefix, folder]) => `    location ${prefix} { alias ${folder}/; }`)
  .join('\n')}
${
  app
    ? `    location ${app.prefix} { alias ${app.folder}/; error_page 404 = ${app.prefix}index.html; }
    location ${app.prefix}static/ {
      alias ${app.folder}/static/;
      add_header Cache-Control "public, max-age=31536000, immutable";
    }`
    : ''
}
${origin ? `    location / { try_files $uri $uri/index.html @origin; }\n    location @origin { proxy_pass ${origin}; }` : ''}
  }
}
`;
  writeFileSync(join(dir, 'nginx.conf'), config);
  const nginx = spawn('nginx', ['-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' });
  const stop = () => {
    nginx.kill();
    rmSync(dir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 40; attempt++) {
    if ((await statusOf(`http://127.0.0.1:${port}/`)) !== undefined) return { stop };
    await sleep(250);
  }
  stop();
  throw new Error(`nginx on ${port} did not come up`);
}

/**
 * A fresh bench: the site built into .bench/site, the Firebase emulators, and the site served on `port` from a copy
 * of content/ (so its edits stay out of the repository). Returns the site's server and every process started.
 */
export async function benchSiteWithEmulators(port) {
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(WORK, { recursive: true });
  ensureBenchTools();
  log('next build: de site');
  timedBuild(ROOT, { NEXT_DIST_DIR: '.bench/site' });
  const contentDir = join(WORK, 'content');
  cpSync(join(ROOT, 'content'), contentDir, { recursive: true });
  log('Firebase-emulators en de site');
  const emulators = await startEmulators();
  const site = await serve(ROOT, port, { NEXT_DIST_DIR: '.bench/site', STROOMPLEIN_CONTENT_DIR: contentDir });
  return { site, children: [emulators, site] };
}
