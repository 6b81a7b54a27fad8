import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import {
  AUTH_EMULATOR_HOST,
  EMULATOR_HUB_PORT,
  FIRESTORE_EMULATOR_HOST,
} from '@/lib/domain/local-services.mjs';
import { busyPorts as busyPortsOf } from './ports';

const authAnswers = () =>
  fetch(`http://${AUTH_EMULATOR_HOST}/`).then(
    () => true,
    () => false,
  );

/** The emulators' ports are fixed: the Auth emulator, Firestore, the hub and firebase-tools' logging emulator. */
const PORTS = [
  Number(AUTH_EMULATOR_HOST.split(':')[1]),
  Number(FIRESTORE_EMULATOR_HOST.split(':')[1]),
  EMULATOR_HUB_PORT,
  4500,
];

const busyPorts = () => busyPortsOf(PORTS);
/** Emulators of another run (an end-to-end suite) hold the ports for a while: these tests start after them. */
const portsFree = () =>
  expect
    .poll(busyPorts, { timeout: 60_000, interval: 1_000, message: 'the emulator ports are in use' })
    .toEqual([]);

// A script that gives up while the emulators still seed their accounts (a bench whose port was taken) stops them:
// the Auth emulator must not stay behind, holding its ports for the next run.
it('a stop while the emulators start leaves no Auth emulator running', async () => {
  await portsFree();
  const emulators = spawn(process.execPath, ['scripts/emulators.mjs', '--no-persist'], { stdio: 'ignore' });
  try {
    await expect.poll(authAnswers, { timeout: 60_000, interval: 100 }).toBe(true);
    emulators.kill('SIGTERM');
    await expect.poll(busyPorts, { timeout: 20_000, interval: 250 }).toEqual([]);
  } finally {
    emulators.kill('SIGKILL');
  }
}, 150_000);

const identityToolkit = (method: string, email: string) =>
  fetch(`http://${AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=any`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Blijft-bewaard-2026', returnSecureToken: true }),
  }).then((response) => response.status);

/**
 * `npm start`'s wrapper around a command that runs until stopped, in a process group of its own as a shell gives a
 * foreground job, so that a signal to the group reaches the wrapper and everything it started at once.
 */
async function startEmulators(dataDir: string) {
  const run = spawn(
    process.execPath,
    ['scripts/emulators.mjs', '--', process.execPath, '-e', 'setInterval(() => {}, 1 << 30)'],
    {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, STROOMPLEIN_EMULATOR_DATA_DIR: dataDir },
    },
  );
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    for (const stream of [run.stdout, run.stderr]) {
      stream.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Firebase-emulators klaar')) resolve();
      });
    }
    run.once('exit', (code) => reject(new Error(`emulators stopped while starting (${code}):\n${output}`)));
  });
  await ready;
  return { run, output: () => output };
}

const signalGroup = (run: ChildProcess, signal: NodeJS.Signals) => {
  try {
    process.kill(-run.pid!, signal);
  } catch {
    // Already gone.
  }
};
const exited = (run: ChildProcess) =>
  run.exitCode !== null || run.signalCode !== null ? Promise.resolve() : once(run, 'exit');

// Ctrl-C signals the terminal's whole foreground group, as `kill -TERM -<pgid>`, systemd and docker stop reach every
// process: the Auth emulator must not be gone before the last account is saved, nor outlive a script killed outright.
it('an account created just before SIGTERM, SIGINT (Ctrl-C) or SIGKILL to the group signs in after the next start', async () => {
  await portsFree();
  const folder = mkdtempSync(path.join(tmpdir(), 'stroomplein-emulators-stop-'));
  // Not there yet, as `.emulator-data/` in a fresh checkout: the first start saves the seeded accounts into it.
  const dataDir = path.join(folder, 'emulator-data');
  const started: ChildProcess[] = [];
  const start = async () => {
    const emulators = await startEmulators(dataDir);
    started.push(emulators.run);
    return emulators;
  };
  try {
    let { run, output } = await start();
    expect(await identityToolkit('signUp', 'sigterm@voorbeeld.be')).toBe(200);
    signalGroup(run, 'SIGTERM');
    await exited(run);
    expect(output()).not.toContain('niet bewaard');
    expect(await busyPorts()).toEqual([]);

    ({ run, output } = await start());
    expect(await identityToolkit('signInWithPassword', 'sigterm@voorbeeld.be')).toBe(200);
    expect(await identityToolkit('signUp', 'sigint@voorbeeld.be')).toBe(200);
    signalGroup(run, 'SIGINT');
    await exited(run);
    expect(output()).not.toContain('niet bewaard');
    expect(await busyPorts()).toEqual([]);

    ({ run } = await start());
    expect(await identityToolkit('signInWithPassword', 'sigint@voorbeeld.be')).toBe(200);
    expect(await identityToolkit('signUp', 'kill9@voorbeeld.be')).toBe(200);
    signalGroup(run, 'SIGKILL');
    // Out of the group's reach, the Auth emulator must go by itself.
    await expect.poll(busyPorts, { timeout: 10_000, interval: 100 }).toEqual([]);

    ({ run } = await start());
    expect(await identityToolkit('signInWithPassword', 'kill9@voorbeeld.be')).toBe(200);
  } finally {
    // Only the groups whose leader still runs: the number of one gone may belong to someone else by now.
    const running = started.filter((run) => run.exitCode === null && run.signalCode === null);
    for (const run of running) signalGroup(run, 'SIGTERM');
    await Promise.race([
      Promise.all(running.map(exited)),
      new Promise((resolve) => setTimeout(resolve, 20_000)),
    ]);
    for (const run of running.filter((run) => run.exitCode === null && run.signalCode === null))
      signalGroup(run, 'SIGKILL');
    rmSync(folder, { recursive: true, force: true });
  }
}, 240_000);
