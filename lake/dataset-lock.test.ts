import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DatasetLockTimeout, withDatasetLock } from './dataset-lock.mjs';

const folder = mkdtempSync(path.join(tmpdir(), 'stroomplein-lock-'));
const lockModule = path.resolve('lake/dataset-lock.mjs');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A plain Node process running `source` (an ES module) with the lock module imported as `lock`. */
function nodeProcess(source: string): ChildProcess {
  return spawn(
    process.execPath,
    ['--input-type=module', '-e', `import * as lock from ${JSON.stringify(lockModule)};\n${source}`],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

describe('the content folder lock', () => {
  it('lets four processes each add 100 to one counter at once, with none of them lost', async () => {
    const counter = path.join(folder, 'teller');
    // Each read-modify-write yields to the event loop between reading and writing, as a slow commit would.
    const writer = `
      import { readFileSync, writeFileSync } from 'node:fs';
      const file = ${JSON.stringify(counter)};
      await Promise.all(Array.from({ length: 100 }, () => lock.withDatasetLock(${JSON.stringify(folder)}, async () => {
        let value = 0;
        try { value = Number(readFileSync(file, 'utf8')); } catch {}
        await new Promise((resolve) => setImmediate(resolve));
        writeFileSync(file, String(value + 1));
      }, { timeoutMs: 30_000 })));`;
    const writers = [1, 2, 3, 4].map(() => nodeProcess(writer));
    expect(await Promise.all(writers.map(exited))).toEqual([0, 0, 0, 0]);
    expect(readFileSync(counter, 'utf8')).toBe('400');
  });

  it('is held while its holder runs, and released at once when the holder is killed', async () => {
    const holder = nodeProcess(`
      setInterval(() => {}, 1_000);
      await lock.withDatasetLock(${JSON.stringify(folder)}, () => {
        console.log('held');
        return new Promise(() => {});
      });`);
    try {
      await new Promise<void>((resolve) => holder.stdout!.once('data', () => resolve()));
      await expect(withDatasetLock(folder, () => 'geschreven', { timeoutMs: 300 })).rejects.toBeInstanceOf(
        DatasetLockTimeout,
      );
      const waiting = withDatasetLock(folder, () => 'geschreven', { timeoutMs: 10_000 });
      holder.kill('SIGKILL');
      await expect(waiting).resolves.toBe('geschreven');
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('queues the writers of one process and gives up on a writer whose turn comes too late', async () => {
    const order: string[] = [];
    let release = () => {};
    const first = withDatasetLock(folder, async () => {
      order.push('eerste');
      await new Promise<void>((resolve) => (release = resolve));
    });
    const impatient = withDatasetLock(folder, () => order.push('ongeduldig'), { timeoutMs: 100 });
    const second = withDatasetLock(folder, () => order.push('tweede'));
    await expect(impatient).rejects.toBeInstanceOf(DatasetLockTimeout);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['eerste', 'tweede']);
  });
});
