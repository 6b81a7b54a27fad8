// The local Firebase of the embedded default: the Auth emulator (firebase-tools) and a Node Firestore emulator,
// a seeded demo account, then the given command with both wired in. Offline, demo project, no credentials.
//
//   node scripts/emulators.mjs [--no-persist] [-- <command> ...]
//
// Everything listens on 127.0.0.1 only. With persistence (the default) accounts and documents are kept in
// .emulator-data/ (STROOMPLEIN_EMULATOR_DATA_DIR elsewhere): every Firestore write is appended to a journal before
// it is acknowledged and folded into an atomic snapshot about a second later, and an account change is saved before
// the Auth emulator's answer reaches the client, so a kill -9 loses no acknowledged write. A stop (Ctrl+C, SIGTERM to
// the script or its whole process group) saves both once more; the Auth emulator ends with this script, however it
// ends. Without a command the emulators run until stopped (Ctrl+C).
import { FirestoreServer } from '@firestore-emulator/server';
import { spawn } from 'node:child_process';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { writeFileAtomically } from '../lake/atomic-file.mjs';
import {
  AUTH_EMULATOR_HOST,
  EMULATOR_HUB_PORT,
  FIRESTORE_EMULATOR_HOST,
} from '../lib/domain/local-services.mjs';
import { EDITOR, SECOND_EDITOR, VISITOR } from './lib/seeded-accounts.mjs';

// The emulator's own copy of gRPC: its server only accepts credentials from that copy.
const { ServerCredentials } = createRequire(import.meta.resolve('@firestore-emulator/server'))(
  '@grpc/grpc-js',
);

const root = path.resolve(import.meta.dirname, '..');
const PROJECT_ID = process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID || 'demo-stroomplein';
const FIRESTORE_PORT = Number(FIRESTORE_EMULATOR_HOST.split(':')[1]);
const AUTH_PORT = Number(AUTH_EMULATOR_HOST.split(':')[1]);
const DATA_DIR = path.resolve(process.env.STROOMPLEIN_EMULATOR_DATA_DIR || path.join(root, '.emulator-data'));
// The Auth emulator's own export format (what `--import` reads); Firestore is one JSON file beside it.
const AUTH_DIR = path.join(DATA_DIR, 'auth');
const AUTH_DIR_PREVIOUS = path.join(DATA_DIR, 'auth.previous');
const FIRESTORE_FILE = path.join(DATA_DIR, 'firestore.json');
/** Each write since the snapshot, one JSON line a document (its path and fields, or null once deleted). */
const JOURNAL_FILE = path.join(DATA_DIR, 'firestore.journal.ndjson');
/** How long after a Firestore write the snapshot takes it in (the journal has it already). */
const SAVE_DELAY_MS = 500;
/** How long a stop waits for the Auth emulator to exit before killing it. */
const FIREBASE_EXIT_MS = 5_000;
/** How long a stop may take in all, whatever fails along the way. */
const STOP_LIMIT_MS = 20_000;
let stopping = false;

const separator = process.argv.indexOf('--');
const options = process.argv.slice(2, separator === -1 ? undefined : separator);
const command = separator === -1 ? [] : process.argv.slice(separator + 1);
const persist = !options.includes('--no-persist');

process.env.FIREBASE_AUTH_EMULATOR_HOST = AUTH_EMULATOR_HOST;
process.env.FIRESTORE_EMULATOR_HOST = FIRESTORE_EMULATOR_HOST;
const { initializeApp } = await import('firebase-admin/app');
const { getAuth } = await import('firebase-admin/auth');
const { GeoPoint, getFirestore, Timestamp } = await import('firebase-admin/firestore');
const app = initializeApp({ projectId: PROJECT_ID }, 'emulators');
const auth = getAuth(app);
const db = getFirestore(app);

// Timestamps survive the JSON round trip as { __timestamp: ISO string }.
const encode = (value) =>
  value instanceof Timestamp
    ? { __timestamp: value.toDate().toISOString() }
    : Array.isArray(value)
      ? value.map(encode)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, encode(item)]))
        : value;
const decode = (value) =>
  value && typeof value === 'object' && typeof value.__timestamp === 'string'
    ? Timestamp.fromDate(new Date(value.__timestamp))
    : Array.isArray(value)
      ? value.map(decode)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, decode(item)]))
        : value;

/** Every collection the emulator holds (the admin SDK's listCollections does not work against it). */
function collectionNames() {
  return Object.keys(firestore.state.getProject(PROJECT_ID).getDatabase('(default)').collections);
}

async function saveFirestore() {
  // The journal's lines up to here are in the snapshot read below; later ones stay for the next save.
  const journalled = existsSync(JOURNAL_FILE) ? statSync(JOURNAL_FILE).size : 0;
  const saved = {};
  for (const name of collectionNames()) {
    const snapshot = await db.collection(name).get();
    saved[name] = Object.fromEntries(snapshot.docs.map((document) => [document.id, encode(document.data())]));
  }
  writeFileAtomically(FIRESTORE_FILE, JSON.stringify(saved, null, 2));
  // Synchronous from here on: no write can be journalled between reading the rest and replacing the file.
  if (journalled > 0)
    writeFileAtomically(JOURNAL_FILE, readFileSync(JOURNAL_FILE).subarray(journalled).toString());
}

/** The emulator's own JSON form of a field (`{type, value}`) as the admin SDK writes it. */
function fieldValue({ type, value }) {
  switch (type) {
    case 'integer_value':
    case 'double_value':
      return Number(value);
    case 'timestamp_value':
      return new Timestamp(Number(value.seconds ?? 0), Number(value.nanos ?? 0));
    case 'bytes_value':
      return Buffer.from(value, 'base64');
    case 'reference_value':
      return db.doc(value.split('/documents/')[1]);
    case 'geo_point_value':
      return new GeoPoint(value.latitude, value.longitude);
    case 'array_value':
      return value.map(fieldValue);
    case 'map_value':
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fieldValue(item)]));
    default:
      return value;
  }
}

/**
 * Appends a written document to the journal, synchronously: the write is acknowledged only after this returns. The
 * emulator keeps everything in memory and saves nothing itself, and the admin SDK (which the snapshot uses) cannot be
 * called synchronously here, so the document goes in the emulator's own JSON form (read back by `fieldValue`).
 */
function journal({ document }) {
  const fields = document.metadata.hasExist
    ? Object.fromEntries(
        Object.entries(document.fields).map(([key, field]) => [
          key,
          field.type === 'bytes_value'
            ? { type: field.type, value: Buffer.from(field.value).toString('base64') }
            : field.toJSON(),
        ]),
      )
    : null;
  const documentPath = document.getPath().split('/documents/')[1];
  appendFileSync(JOURNAL_FILE, `${JSON.stringify({ path: documentPath, fields })}\n`);
  saveFirestoreSoon();
}

async function loadFirestore() {
  if (!existsSync(FIRESTORE_FILE)) return;
  const saved = JSON.parse(readFileSync(FIRESTORE_FILE, 'utf8'));
  for (const [name, documents] of Object.entries(saved)) {
    for (const [id, data] of Object.entries(documents)) await db.collection(name).doc(id).set(decode(data));
  }
}

/** Replays the journal over the snapshot: writes acknowledged after the last snapshot, in their order. */
async function replayJournal() {
  if (!existsSync(JOURNAL_FILE)) return;
  for (const line of readFileSync(JOURNAL_FILE, 'utf8').split('\n')) {
    // A line cut short by a kill during its append was never acknowledged.
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      continue;
    }
    const reference = db.doc(entry.path);
    if (entry.fields === null) await reference.delete();
    else await reference.set(fieldValue({ type: 'map_value', value: entry.fields }));
  }
}

/**
 * Runs `save` at most once at a time; a request during a save runs it once more afterwards. Resolves to whether the
 * last run, which began after the request, succeeded.
 */
function serialised(save, what) {
  let running;
  let again = false;
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let saved;
      do {
        again = false;
        saved = await save().then(
          () => true,
          (error) => {
            console.error(`${what} niet bewaard:`, error);
            return false;
          },
        );
      } while (again);
      running = undefined;
      return saved;
    })();
    return running;
  };
}

const saveFirestoreNow = serialised(saveFirestore, 'Firestore');
const saveFirestoreSoon = (() => {
  let timer;
  return () => {
    timer ??= setTimeout(() => {
      timer = undefined;
      void saveFirestoreNow();
    }, SAVE_DELAY_MS);
  };
})();

/**
 * Saves the accounts through the emulator hub's export (the format `--import` reads) into a fresh folder, then
 * swaps it in: a crash leaves the previous complete export, which the next start falls back to.
 */
async function saveAccounts() {
  const staging = path.join(DATA_DIR, `auth.${process.pid}.staging`);
  // The first save of a fresh checkout can come before the Firestore store has made the folder.
  mkdirSync(DATA_DIR, { recursive: true });
  rmSync(staging, { recursive: true, force: true });
  const response = await fetch(`http://127.0.0.1:${EMULATOR_HUB_PORT}/_admin/export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: staging, initiatedBy: 'stroomplein', targets: ['auth'] }),
  });
  if (!response.ok) throw new Error(`export ${response.status}: ${await response.text()}`);
  rmSync(AUTH_DIR_PREVIOUS, { recursive: true, force: true });
  if (existsSync(AUTH_DIR)) renameSync(AUTH_DIR, AUTH_DIR_PREVIOUS);
  renameSync(staging, AUTH_DIR);
  rmSync(AUTH_DIR_PREVIOUS, { recursive: true, force: true });
}

const saveAccountsNow = serialised(saveAccounts, 'Accounts');

/**
 * Whether a request to the Auth emulator may change what it keeps (accounts, project config). The links it "mails"
 * apply their code on GET; the reads asked on every signed-in page (accounts:lookup) change nothing.
 */
function changesAccounts({ method, url }) {
  const pathname = url.split('?')[0];
  if (pathname === '/emulator/action') return true;
  if (['GET', 'HEAD', 'OPTIONS'].includes(method)) return false;
  return !/(accounts:(lookup|query|createAuthUri)|:createSessionCookie)$/.test(pathname);
}

/** A free loopback port, for the Auth emulator behind the proxy. */
async function freePort() {
  const server = createServer();
  await new Promise((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function seedAccount({ email, password, name, claims }) {
  let user;
  try {
    user = await auth.getUserByEmail(email);
  } catch {
    user = await auth.createUser({ email, password, displayName: name, emailVerified: true });
  }
  // The Studio shows an editor by this name and its initials: a kept account gets the seeded name again.
  if (user.displayName !== name) user = await auth.updateUser(user.uid, { displayName: name });
  if (claims && JSON.stringify(user.customClaims ?? {}) !== JSON.stringify(claims)) {
    await auth.setCustomUserClaims(user.uid, claims);
  }
  const profile = db.collection('user').doc(user.uid);
  if (!(await profile.get()).exists) {
    await profile.set({ name, email, phone: '', createdAt: Timestamp.now(), updatedAt: Timestamp.now() });
  }
}

const firestore = new FirestoreServer();
// FirestoreServer.start() binds every interface: an unauthenticated database of names, addresses and IBANs must
// not be reachable from the network, so its gRPC server is bound here, on loopback.
await new Promise((resolve, reject) =>
  firestore.server.bindAsync(`127.0.0.1:${FIRESTORE_PORT}`, ServerCredentials.createInsecure(), (error) =>
    error ? reject(error) : resolve(),
  ),
);

// A crash during the swap in saveAccounts leaves only the previous export.
if (persist && !existsSync(AUTH_DIR) && existsSync(AUTH_DIR_PREVIOUS))
  renameSync(AUTH_DIR_PREVIOUS, AUTH_DIR);
const importable = persist && existsSync(path.join(AUTH_DIR, 'firebase-export-metadata.json'));
// The Auth emulator keeps accounts in memory and tells nobody when they change: it listens on a port of its own,
// behind the proxy below on AUTH_PORT, which sees every change go by.
const authUpstreamPort = await freePort();
// firebase-tools reads its ports from a config file: this one keeps the Auth emulator and its hub on loopback.
const firebaseConfig = path.join(tmpdir(), `stroomplein-firebase-${process.pid}.json`);
writeFileAtomically(
  firebaseConfig,
  JSON.stringify({
    emulators: {
      auth: { host: '127.0.0.1', port: authUpstreamPort },
      hub: { host: '127.0.0.1', port: EMULATOR_HUB_PORT },
      logging: { host: '127.0.0.1' },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  }),
);
const firebaseArgs = [
  'emulators:start',
  '--only',
  'auth',
  '--project',
  PROJECT_ID,
  '--config',
  firebaseConfig,
  '--non-interactive',
];
if (importable) firebaseArgs.push('--import', AUTH_DIR);
// In a process group of its own, so that a signal to the whole group (Ctrl+C, kill -TERM -<pgid>, a service manager)
// leaves it running for the last save; it exits when its stdin closes, as the kernel closes it when this script ends,
// however it ends.
const firebase = spawn(
  process.execPath,
  [
    '--import',
    pathToFileURL(path.join(import.meta.dirname, 'lib', 'exit-with-parent.mjs')).href,
    realpathSync(path.join(root, 'node_modules/.bin/firebase')),
    ...firebaseArgs,
  ],
  { cwd: root, stdio: ['pipe', 'pipe', 'inherit'], detached: true },
);
// Ending its input while it exits by itself must not crash this script.
firebase.stdin.on('error', () => {});
// Its port answers before it has imported the saved accounts: a save before then would lose them.
const firebaseReady = new Promise((resolve, reject) => {
  setTimeout(() => reject(new Error('The Auth emulator did not start within 60 s')), 60_000).unref();
  let output = '';
  firebase.stdout.on('data', (chunk) => {
    if (process.env.EMULATORS_VERBOSE) process.stdout.write(chunk);
    if (output === undefined) return;
    output = (output + chunk).slice(-1_000);
    if (output.includes('All emulators ready')) {
      output = undefined;
      resolve();
    }
  });
});

const upstreamAgent = new http.Agent({ keepAlive: true });
/**
 * Passes each request on to the Auth emulator. One that may change an account is answered only once the accounts are
 * saved, as a Firestore write is acknowledged only once journalled: an account a client was told exists survives any
 * end of this process, kill -9 included.
 */
const authProxy = http.createServer((request, response) => {
  const upstream = http.request(
    {
      host: '127.0.0.1',
      port: authUpstreamPort,
      method: request.method,
      path: request.url,
      headers: request.headers,
      agent: upstreamAgent,
    },
    async (answer) => {
      const status = answer.statusCode ?? 502;
      if (persist && status < 400 && changesAccounts(request) && !(await saveAccountsNow())) {
        answer.resume();
        response.writeHead(503, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { code: 503, message: 'Account niet bewaard' } }));
        return;
      }
      // The emulator writes its own address into the links it "mails" (listed by oobCodes): the one clients know
      // instead, so that following a link comes through here too.
      if (/(\/oobCodes|accounts:sendOobCode)$/.test(request.url.split('?')[0])) {
        const body = Buffer.concat(await answer.toArray())
          .toString()
          .replaceAll(`//127.0.0.1:${authUpstreamPort}/`, `//${AUTH_EMULATOR_HOST}/`);
        const headers = { ...answer.headers, 'content-length': Buffer.byteLength(body) };
        delete headers.etag;
        delete headers['transfer-encoding'];
        response.writeHead(status, headers);
        response.end(body);
        return;
      }
      response.writeHead(status, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => {
    if (response.headersSent || response.destroyed) response.destroy();
    else response.writeHead(502).end();
  });
  // A client gone before its answer leaves no request to the emulator open.
  response.on('close', () => {
    if (!response.writableFinished) upstream.destroy();
  });
  request.pipe(upstream);
});

const alive = (subprocess) => subprocess.exitCode === null && subprocess.signalCode === null;

// Stopped from here on, also while starting: a stop then must not leave the Auth emulator running on its own.
let ready = false;
let child;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  // However the steps below go, a stop ends.
  setTimeout(() => process.exit(code), STOP_LIMIT_MS).unref();
  if (child && alive(child)) child.kill('SIGTERM');
  // A last save of both (none before they were loaded): Firestore writes of the final half second, and account
  // changes that did not come through the proxy.
  if (persist && ready) {
    await saveFirestoreNow();
    if (alive(firebase)) await saveAccountsNow();
  }
  authProxy.close();
  authProxy.closeAllConnections();
  upstreamAgent.destroy();
  firestore.stop();
  if (alive(firebase)) {
    const exited = new Promise((resolve) => firebase.once('exit', resolve));
    firebase.stdin.end();
    await Promise.race([exited, sleep(FIREBASE_EXIT_MS)]);
    if (alive(firebase)) firebase.kill('SIGKILL');
  }
  rmSync(firebaseConfig, { force: true });
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
// A crash stops as a signal does: the command goes too, and both get their last save. A start still under way when
// stopped fails as its emulators go, which is no news; the stop ends within STOP_LIMIT_MS whatever else fails.
process.on('uncaughtException', (error) => {
  if (!stopping || ready) console.error(error);
  if (!stopping) void stop(1);
});
firebase.on('exit', (code) => {
  if (!stopping) {
    console.error(`De Auth-emulator stopte onverwacht (code ${code}).`);
    stop(1);
  }
});

await firebaseReady;
// Read at its start only: gone now, a kill -9 leaves nothing behind in the temporary folder.
rmSync(firebaseConfig, { force: true });
await new Promise((resolve, reject) =>
  authProxy.once('error', reject).listen(AUTH_PORT, '127.0.0.1', resolve),
);
if (persist) {
  await loadFirestore();
  await replayJournal();
}
await seedAccount(VISITOR);
await seedAccount(EDITOR);
await seedAccount(SECOND_EDITOR);
if (persist) {
  for (const event of ['create-document', 'update-document', 'delete-document'])
    firestore.state.emitter.on(event, journal);
  await saveFirestore();
}
ready = true;
console.log(
  `Firebase-emulators klaar: Auth op ${AUTH_EMULATOR_HOST}, Firestore op ${FIRESTORE_EMULATOR_HOST} (project ${PROJECT_ID}).`,
);
console.log(`Demo-account: ${VISITOR.email} / ${VISITOR.password}`);
console.log(`Redacteur (Studio): ${EDITOR.email} / ${EDITOR.password}`);
console.log(`Tweede redacteur (Studio): ${SECOND_EDITOR.email} / ${SECOND_EDITOR.password}`);

if (command.length > 0) {
  child = spawn(command[0], command.slice(1), { stdio: 'inherit', env: process.env, cwd: root });
  child.on('exit', (code) => stop(code ?? 0));
}
