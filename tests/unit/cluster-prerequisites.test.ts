import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  AUTH_EMULATOR_HOST,
  CLUSTER_PORTS,
  EMULATOR_HUB_PORT,
  FIRESTORE_EMULATOR_HOST,
} from '@/lib/domain/local-services.mjs';
import { busyPorts as busyPortsOf } from './ports';

// npm run cluster and npm run chaos on a machine whose redis-server cannot start, or has none: each must fail
// within seconds, say it is Redis, and leave nothing behind; above all no Firebase emulators holding their ports
// for the next npm start. The checks come before anything starts, so these runs bind no port.

/** Every port the cluster binds: the emulators (with firebase-tools' logging emulator), the instances, Varnish, Redis. */
const PORTS = [
  Number(AUTH_EMULATOR_HOST.split(':')[1]),
  Number(FIRESTORE_EMULATOR_HOST.split(':')[1]),
  EMULATOR_HUB_PORT,
  4500,
  CLUSTER_PORTS.instanceA,
  CLUSTER_PORTS.instanceB,
  CLUSTER_PORTS.varnish,
  CLUSTER_PORTS.redis,
];
/** Far more than a failing check takes: a script that waits on a member that cannot come up never exits by itself. */
const EXIT_WITHIN_MS = 60_000;
/** Passed to each run: every process it starts inherits it, which finds them afterwards. */
const MARKER = 'STROOMPLEIN_PREREQUISITES_TEST_RUN';
// Varnish's xkey module is a file at a fixed place, which no PATH can fake: without it (a machine where npm test has
// not installed it yet) the cluster runs without Varnish and the chaos run, which needs it, is not run.
const XKEY_VMOD = '/usr/lib/x86_64-linux-gnu/varnish/vmods/libvmod_xkey.so';
const CLUSTER = existsSync(XKEY_VMOD) ? ['scripts/cluster.mjs'] : ['scripts/cluster.mjs', '--no-varnish'];

let fixture: string;
/** A PATH with a redis-server that exits 1 at once, and a varnishd only to be found: Redis fails before it starts. */
let failingRedis: string;
/** A PATH whose redis-server is found but cannot be executed (its interpreter is missing): a spawn error. */
let brokenRedis: string;
/** A PATH with no redis-server, nor apt-get or sudo: the check can name what is missing but install nothing. */
let noRedis: string;
let env: NodeJS.ProcessEnv;

beforeAll(() => {
  fixture = mkdtempSync(path.join(tmpdir(), 'stroomplein-prerequisites-'));
  failingRedis = path.join(fixture, 'failing-redis');
  brokenRedis = path.join(fixture, 'broken-redis');
  noRedis = path.join(fixture, 'no-redis');
  for (const dir of [
    failingRedis,
    brokenRedis,
    noRedis,
    path.join(fixture, 'build'),
    path.join(fixture, 'data'),
  ])
    mkdirSync(dir);
  for (const [dir, name, script] of [
    [failingRedis, 'redis-server', '#!/bin/sh\necho "redis-server: kan niet starten (test)" >&2\nexit 1\n'],
    [failingRedis, 'varnishd', '#!/bin/sh\nexit 1\n'],
    [brokenRedis, 'redis-server', '#!/nonexistent/sh\n'],
    [brokenRedis, 'varnishd', '#!/bin/sh\nexit 1\n'],
  ] as const) {
    writeFileSync(path.join(dir, name), script);
    chmodSync(path.join(dir, name), 0o755);
  }
  // A build as the scripts look for one (Next reads NEXT_DIST_DIR relative to the project).
  writeFileSync(path.join(fixture, 'build', 'BUILD_ID'), 'test');
  env = {
    ...process.env,
    NEXT_DIST_DIR: path.relative(process.cwd(), path.join(fixture, 'build')),
    // Should a run start more than it may, it still touches none of the repository's data.
    STROOMPLEIN_EMULATOR_DATA_DIR: path.join(fixture, 'data'),
    STROOMPLEIN_CONTENT_DIR: path.join(fixture, 'data'),
  };
});
afterAll(() => rmSync(fixture, { recursive: true, force: true }));

const busyPorts = () => busyPortsOf(PORTS);

/** The processes that carry `run`'s marker: what that run started and left behind. */
function processesOf(run: string) {
  const found: string[] = [];
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      if (readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(`${MARKER}=${run}`))
        found.push(`${pid} ${readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim()}`);
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}

/** Whether the listener on `port` is a process of `run` (or cannot be told apart from one). */
function heldBy(run: string, port: number) {
  try {
    const listeners = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
    const pids = [...listeners.matchAll(/pid=(\d+)/g)].map((match) => match[1]);
    return pids.length === 0 || processesOf(run).some((entry) => pids.includes(entry.split(' ')[0]));
  } catch {
    return true;
  }
}

/**
 * Runs `args` with PATH `pathDir` and checks that it fails within seconds, naming Redis, without an unhandled error,
 * having started nothing but Redis, and leaving no process and no port behind.
 */
async function expectCleanFailure(args: string[], pathDir: string) {
  const run = randomUUID();
  const busyBefore = await busyPorts();
  const started = performance.now();
  const script = spawn(process.execPath, args, {
    env: { ...env, PATH: pathDir, [MARKER]: run },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [script.stdout, script.stderr]) stream.on('data', (chunk) => (output += chunk));
  try {
    const code = await Promise.race([
      once(script, 'exit').then(([exitCode]) => exitCode as number | null),
      new Promise<'running'>((resolve) => setTimeout(() => resolve('running'), EXIT_WITHIN_MS)),
    ]);
    // Its last output, unless something it left behind holds the pipes.
    await Promise.race([once(script, 'close'), new Promise((resolve) => setTimeout(resolve, 1_000))]);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${args.join(' ')} (PATH ${path.basename(pathDir)}): exit ${code} after ${seconds.toFixed(1)} s`,
    );

    // Each check on its own (soft), so that a failing run shows everything it got wrong.
    expect.soft(code, output).not.toBe('running');
    expect.soft(code, output).not.toBe(0);
    expect.soft(output).toMatch(/\bRedis\b/);
    expect.soft(output).not.toMatch(/Unhandled 'error' event|ERR_UNHANDLED_ERROR/);
    // No crash at all: what went wrong is said in a sentence, not a stack trace.
    expect.soft(output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
    expect.soft(output).not.toMatch(/\[cluster\] (firebase|next-a|next-b|varnish) gestart/);
    expect.soft(processesOf(run)).toEqual([]);
    // A port another run took meanwhile (the emulators' own tests beside these) is not this run's.
    const taken = (await busyPorts()).filter((port) => !busyBefore.includes(port) && heldBy(run, port));
    expect.soft(taken).toEqual([]);
  } finally {
    // Whatever a failing run left behind, and nothing else: only processes with its marker.
    for (const entry of processesOf(run)) {
      try {
        process.kill(Number(entry.split(' ')[0]), 'SIGKILL');
      } catch {
        // Gone meanwhile.
      }
    }
  }
}

it('npm run cluster with a redis-server that exits at once fails within seconds, naming Redis', async () => {
  await expectCleanFailure(CLUSTER, failingRedis);
}, 120_000);

it('npm run cluster with a redis-server that cannot be executed fails within seconds, naming Redis', async () => {
  await expectCleanFailure(CLUSTER, brokenRedis);
}, 120_000);

it('npm run cluster without redis-server fails before starting anything, naming Redis', async () => {
  await expectCleanFailure(['scripts/cluster.mjs'], noRedis);
}, 120_000);

it.skipIf(!existsSync(XKEY_VMOD))(
  'npm run chaos with a redis-server that exits at once fails within seconds, naming Redis',
  async () => {
    await expectCleanFailure(['scripts/chaos.mjs', '--seconds', '5'], failingRedis);
  },
  120_000,
);

it('npm run chaos without redis-server fails before starting anything, naming Redis', async () => {
  await expectCleanFailure(['scripts/chaos.mjs', '--seconds', '5'], noRedis);
}, 120_000);
