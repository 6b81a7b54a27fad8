import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * The one writer of a content folder at a time: every process that writes the dataset files or the transaction log
 * (each instance's lake, `npm run content:export`, `npm run lake:history -- compact`) does so inside
 * `withDatasetLock`. Plain JavaScript because those scripts run it on plain Node too.
 *
 * Node has no flock, so the lock is a listening Unix socket in Linux's abstract namespace, named after the
 * folder: only one process can listen on a name, and the kernel closes it when its process dies, so a killed writer
 * never leaves the folder locked. Waiters connect to the holder and are woken when it lets go (their connection
 * closes), with no polling. Within a process the writers queue first, so only one per process asks the kernel.
 *
 * Limits: Linux only (elsewhere the lock covers one process, and a message says so once); processes on one
 * machine in one network namespace share it, not containers with separate network namespaces or other machines.
 */

/** Why a writer gave up: the holder kept the lock for longer than `timeoutMs` (it is frozen, or very slow). */
export class DatasetLockTimeout extends Error {
  /** @param {number} timeoutMs */
  constructor(timeoutMs) {
    super(`The dataset stayed locked by another writer for ${timeoutMs} ms.`);
    this.name = 'DatasetLockTimeout';
  }
}

/** How often a waiter tries again on its own, in case it missed the holder letting go. */
const RETRY_MS = 200;

/** @type {Map<string, Promise<void>>} the last writer in each process queue, per lock name */
const queues = /** @type {any} */ (globalThis.__stroompleinDatasetLockQueues ??= new Map());

const crossProcess = process.platform === 'linux';
let warnedSingleProcess = false;

/** @param {string} contentDir */
export function datasetLockName(contentDir) {
  let folder = path.resolve(contentDir);
  try {
    folder = realpathSync(folder);
  } catch {
    // A folder that does not exist yet is named by its path.
  }
  const digest = createHash('sha256').update(folder).digest('hex').slice(0, 40);
  return `\0stroomplein-dataset-${digest}`;
}

/**
 * Listens on `name` if no other process does.
 * @param {string} name
 * @returns {Promise<(() => void) | null>} letting go of the lock, or null when another process holds it
 */
function tryListen(name) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    /** @type {Set<net.Socket>} */
    const waiters = new Set();
    server.on('connection', (socket) => {
      waiters.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => waiters.delete(socket));
    });
    server.once('error', (error) => {
      if (/** @type {NodeJS.ErrnoException} */ (error).code === 'EADDRINUSE') resolve(null);
      else reject(error);
    });
    server.listen(name, () => {
      server.unref();
      resolve(() => {
        // Closing the listening socket frees the name at once; closing the waiters' connections wakes them.
        server.close();
        for (const socket of waiters) socket.destroy();
      });
    });
  });
}

/** Resolves when the holder of `name` lets go (or dies), when the retry interval passes, or at `deadline`. */
function holderGone(name, deadline) {
  return new Promise((resolve) => {
    const socket = net.connect(name);
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(undefined);
    };
    const timer = setTimeout(done, Math.max(0, Math.min(RETRY_MS, deadline - Date.now())));
    socket.on('error', done);
    socket.on('close', done);
  });
}

/** @param {string} name @param {number} deadline @param {number} timeoutMs */
async function acquire(name, deadline, timeoutMs) {
  for (;;) {
    const release = await tryListen(name);
    if (release) return release;
    if (Date.now() >= deadline) throw new DatasetLockTimeout(timeoutMs);
    await holderGone(name, deadline);
  }
}

/**
 * Runs `work` as the only writer of `contentDir` among every process on this machine, and returns what it returns.
 * Throws `DatasetLockTimeout` when the lock is not had within `timeoutMs`; `work` then never runs.
 * @template T
 * @param {string} contentDir
 * @param {() => T | Promise<T>} work
 * @param {{timeoutMs?: number}} [options]
 * @returns {Promise<T>}
 */
export async function withDatasetLock(contentDir, work, { timeoutMs = 5_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  const name = datasetLockName(contentDir);
  const previous = queues.get(name) ?? Promise.resolve();
  /** @type {() => void} */
  let finish = () => undefined;
  const finished = new Promise((resolve) => (finish = () => resolve(undefined)));
  // The next writer of this process goes once this one is done or gave up, and the one before it is done.
  const turnOfNext = Promise.all([previous, finished]).then(() => undefined);
  queues.set(name, turnOfNext);
  try {
    if (!(await before(previous, deadline))) throw new DatasetLockTimeout(timeoutMs);
    if (!crossProcess) {
      if (!warnedSingleProcess) {
        warnedSingleProcess = true;
        console.warn(
          'Lokale Content Lake: schrijven vanuit meerdere processen op één inhoudsmap wordt alleen op Linux vergrendeld.',
        );
      }
      return await work();
    }
    const release = await acquire(name, deadline, timeoutMs);
    try {
      return await work();
    } finally {
      release();
    }
  } finally {
    if (queues.get(name) === turnOfNext) queues.delete(name);
    finish();
  }
}

/** Whether `previous` settles before `deadline`. */
function before(previous, deadline) {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()));
    void previous.then(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}
