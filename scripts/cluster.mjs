// npm run cluster: the site as several instances on one machine, after `npm run build`. On loopback:
// redis-server :6390 (the shared cache), the Firebase emulators, two `next start` of the one build (:3001, :3002)
// and Varnish :8080 in front of both (ops/varnish/stroomplein.vcl). Honours STROOMPLEIN_CONTENT_DIR and
// SANITY_REVALIDATE_SECRET; Ctrl-C stops everything. Checks first that Redis, Varnish and the build are there
// (scripts/lib/cluster-prerequisites.mjs). A member that fails to start stops the whole start; once the cluster is
// ready, a process that dies is started again at once, as systemd or Kubernetes would (each start is logged as
// `[cluster] <name> gestart (pid N)`). Options: --no-redis (the control: each instance its own cache),
// --no-varnish, --no-supervise (what dies stays down), --ports=a,b,varnish,redis.
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { AUTH_EMULATOR_HOST, CLUSTER_PORTS } from '../lib/domain/local-services.mjs';
import { clusterPrerequisites } from './lib/cluster-prerequisites.mjs';
import { redisAnswers } from './lib/redis-ping.mjs';

const root = path.resolve(import.meta.dirname, '..');
const flag = (name) => process.argv.includes(`--${name}`);
const ports = (
  process.argv
    .find((arg) => arg.startsWith('--ports='))
    ?.slice(8)
    .split(',') ?? []
).map(Number);
const [
  PORT_A = CLUSTER_PORTS.instanceA,
  PORT_B = CLUSTER_PORTS.instanceB,
  PORT_VARNISH = CLUSTER_PORTS.varnish,
  PORT_REDIS = CLUSTER_PORTS.redis,
] = ports;
const redis = !flag('no-redis');
const varnish = !flag('no-varnish');
const supervise = !flag('no-supervise');

// Before anything starts: a missing part must not leave emulators behind holding their ports.
const problems = clusterPrerequisites({ root, redis, varnish });
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}

const work = mkdtempSync(path.join(tmpdir(), 'stroomplein-cluster-'));
// varnishd drops its privileges to its own user, which must read the VCL here.
chmodSync(work, 0o755);
const children = new Set();
/** How each member is named to the operator. */
const LABELS = {
  redis: 'Redis',
  firebase: 'De Firebase-emulators',
  'next-a': 'Instantie a',
  'next-b': 'Instantie b',
  varnish: 'Varnish',
};
/** Set once every member answers: from then on one that dies is started again instead of failing the start. */
let ready = false;
/** Why the start failed: a member that could not be started, or stopped before the cluster was ready. */
let startFailure;

/** How long the supervisor waits before starting a process that died again, so a crash loop cannot spin. */
const RESTART_DELAY_MS = 100;
/** How long a stop waits for the processes to exit (the emulators save accounts and documents first). */
const STOP_GRACE_MS = 5_000;

function start(name, command, args, env = {}) {
  // Each in its own process group: stopping one stops what it started too (`next start` forks its server).
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  if (child.pid) console.log(`[cluster] ${name} gestart (pid ${child.pid})`);
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) console.log(`[${name}] ${line}`);
    });
  }
  let ended = false;
  const end = (how) => {
    if (ended) return;
    ended = true;
    children.delete(child);
    if (stopping) return;
    console.log(`[${name}] ${how}`);
    // What is left of its group (a forked server) goes too, so the new one finds its port free.
    signalGroup(child, 'SIGKILL');
    if (!ready) startFailure ??= new Error(`${LABELS[name]}: ${how}; de cluster stopt.`);
    else if (supervise) setTimeout(() => stopping || start(name, command, args, env), RESTART_DELAY_MS);
  };
  // A command that cannot be started (not installed, not executable) says so here, and no 'exit' follows.
  child.on('error', (error) => end(`niet te starten (${error.message})`));
  child.on('exit', (code, signal) =>
    end(ready ? `gestopt (${signal ?? code})` : `gestopt tijdens het starten (${signal ?? `code ${code}`})`),
  );
  children.add(child);
  return child;
}

const signalGroup = (child, signal) => {
  // A child that never started has no group.
  if (!child.pid) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
};

/** Waits for `check`; a member that failed meanwhile ends the wait at once (it would never come up). */
async function until(check, what, seconds = 60) {
  for (let attempt = 0; attempt < seconds * 4; attempt++) {
    if (startFailure) throw startFailure;
    if (await check().catch(() => false)) return;
    await sleep(250);
  }
  throw startFailure ?? new Error(`${what} kwam niet op binnen ${seconds} s`);
}

const answers = (url) => fetch(url).then((response) => response.status < 500);

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  try {
    const running = [...children];
    for (const child of running) signalGroup(child, 'SIGTERM');
    // Not a fixed second: the emulators' last save must not be cut short, and a quick stop need not wait.
    const exited = running
      .filter((child) => child.exitCode === null && child.signalCode === null)
      .map((child) => new Promise((resolve) => child.once('exit', resolve)));
    await Promise.race([Promise.all(exited), sleep(STOP_GRACE_MS)]);
    // What is left of each group, a forked server or a process that did not stop.
    for (const child of running) signalGroup(child, 'SIGKILL');
    rmSync(work, { recursive: true, force: true });
  } finally {
    // Whatever failed above, the script ends: a stop that hangs would keep the ports busy.
    process.exit(code);
  }
}
process.on('SIGINT', () => stop());
// Killed outright, this script cannot stop its groups; a parent that means to stop it sends SIGINT or SIGTERM.
process.on('SIGTERM', () => stop());
// A crash of this script stops the members as Ctrl-C does, instead of leaving them running on their ports.
process.on('uncaughtException', (error) => {
  console.error(error);
  void stop(1);
});

try {
  if (redis) {
    // Memory-bound, no persistence: a cache, not a database. Its own folder, not the system service's.
    start('redis', 'redis-server', [
      '--port',
      String(PORT_REDIS),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--maxmemory',
      '256mb',
      '--maxmemory-policy',
      'allkeys-lru',
      '--dir',
      work,
    ]);
    // Up before the emulators start: a Redis that cannot start fails the cluster before anything else runs.
    await until(() => redisAnswers(PORT_REDIS), 'Redis');
  }
  start('firebase', process.execPath, ['scripts/emulators.mjs']);
  await until(() => answers(`http://${AUTH_EMULATOR_HOST}/`), 'De Firebase-emulators');

  const shared = {
    ...(redis ? { REDIS_URL: `redis://127.0.0.1:${PORT_REDIS}` } : {}),
    ...(varnish ? { HTTP_CACHE_PURGE_URLS: `http://127.0.0.1:${PORT_VARNISH}/` } : {}),
  };
  for (const [name, port] of [
    ['a', PORT_A],
    ['b', PORT_B],
  ]) {
    start(
      `next-${name}`,
      process.execPath,
      // Idle connections stay open longer than Varnish keeps them (backend_idle_timeout, 60 s): Varnish closes them
      // first, instead of sending a visitor's request down a connection the instance is just closing (a 503).
      [path.join(root, 'server.mjs'), '-p', String(port), '-H', '127.0.0.1', '--keepAliveTimeout', '65000'],
      shared,
    );
  }
  await until(() => answers(`http://127.0.0.1:${PORT_A}/api/build-id`), 'Instantie a');
  await until(() => answers(`http://127.0.0.1:${PORT_B}/api/build-id`), 'Instantie b');

  if (varnish) {
    const backends = [PORT_A, PORT_B]
      .map(
        (port, index) => `backend next_${index} {
  .host = "127.0.0.1";
  .port = "${port}";
  # Healthy from the start (.initial): a Varnish started again sends visitors on at once instead of answering 503
  # until the probes have run.
  .probe = { .url = "/api/build-id"; .interval = 1s; .timeout = 1s; .window = 3; .threshold = 2; .initial = 3; }
  # A frozen instance must not hold a visitor: Varnish gives up on it quickly and asks the other (vcl_backend_error).
  .connect_timeout = 1s;
  .first_byte_timeout = 2s;
  .between_bytes_timeout = 2s;
}`,
      )
      .join('\n');
    const vcl = readFileSync(path.join(root, 'ops', 'varnish', 'stroomplein.vcl'), 'utf8')
      .replace('{{backends}}', backends)
      .replace(
        '{{add_backends}}',
        [PORT_A, PORT_B].map((_, index) => `origin.add_backend(next_${index});`).join('\n  '),
      );
    const vclFile = path.join(work, 'stroomplein.vcl');
    writeFileSync(vclFile, vcl);
    mkdirSync(path.join(work, 'varnish'), { recursive: true });
    start('varnish', 'varnishd', [
      '-F',
      '-a',
      `127.0.0.1:${PORT_VARNISH}`,
      '-T',
      'none',
      '-f',
      vclFile,
      '-n',
      path.join(work, 'varnish'),
      '-s',
      'malloc,256m',
    ]);
    await until(() => answers(`http://127.0.0.1:${PORT_VARNISH}/`), 'Varnish');
  }
  // A member that stopped while the last one came up.
  if (startFailure) throw startFailure;
  ready = true;
  console.log(
    `Cluster klaar: ${varnish ? `Varnish http://127.0.0.1:${PORT_VARNISH} → ` : ''}instanties :${PORT_A} en :${PORT_B}` +
      `${redis ? `, gedeelde cache Redis :${PORT_REDIS}` : ', elk een eigen cache'}. Ctrl-C stopt alles.`,
  );
} catch (error) {
  console.error(error.message);
  await stop(1);
}
