// The local Firebase of the embedded default: the Auth emulator (firebase-tools) and a Node Firestore emulator,
// a seeded demo account, then the given command with both wired in. Offline, demo project, no credentials.
//
//   node scripts/emulators.mjs [--no-persist] [-- <command> ...]
//
// With persistence (the default) accounts and documents are saved in .emulator-data/ on exit and loaded on start.
// Without a command the emulators run until stopped (Ctrl+C).
import { FirestoreServer } from '@firestore-emulator/server';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const PROJECT_ID = process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID || 'demo-stroomplein';
const AUTH_HOST = '127.0.0.1:9099';
const FIRESTORE_PORT = 8181;
const FIRESTORE_HOST = `127.0.0.1:${FIRESTORE_PORT}`;
const DATA_DIR = path.join(root, '.emulator-data');
// firebase-tools replaces its export folder on exit, so the Firestore file lives beside it.
const AUTH_DIR = path.join(DATA_DIR, 'auth');
const FIRESTORE_FILE = path.join(DATA_DIR, 'firestore.json');
// Collections saved between runs (the Node emulator cannot list them itself).
const PERSISTED_COLLECTIONS = [
  'user',
  'buyerApplications',
  'sellerApplications',
  'contactMessages',
  'newsletterSubscriptions',
];
const DEMO = { email: 'demo@stroomplein.be', password: 'Demo-stroom-2026', name: 'Dana Demo' };

const separator = process.argv.indexOf('--');
const options = process.argv.slice(2, separator === -1 ? undefined : separator);
const command = separator === -1 ? [] : process.argv.slice(separator + 1);
const persist = !options.includes('--no-persist');

process.env.FIREBASE_AUTH_EMULATOR_HOST = AUTH_HOST;
process.env.FIRESTORE_EMULATOR_HOST = FIRESTORE_HOST;
const { initializeApp } = await import('firebase-admin/app');
const { getAuth } = await import('firebase-admin/auth');
const { getFirestore, Timestamp } = await import('firebase-admin/firestore');
const app = initializeApp({ projectId: PROJECT_ID }, 'emulators');
const auth = getAuth(app);
const db = getFirestore(app);

async function waitFor(url, what, seconds = 60) {
  for (let attempt = 0; attempt < seconds * 4; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not start within ${seconds} s`);
}

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

async function saveFirestore() {
  const saved = {};
  for (const name of PERSISTED_COLLECTIONS) {
    const snapshot = await db.collection(name).get();
    saved[name] = Object.fromEntries(snapshot.docs.map((document) => [document.id, encode(document.data())]));
  }
  mkdirSync(DATA_DIR, { recursive: true });
  writeFileSync(FIRESTORE_FILE, JSON.stringify(saved, null, 2));
}

async function loadFirestore() {
  if (!existsSync(FIRESTORE_FILE)) return;
  const saved = JSON.parse(readFileSync(FIRESTORE_FILE, 'utf8'));
  for (const [name, documents] of Object.entries(saved)) {
    for (const [id, data] of Object.entries(documents)) await db.collection(name).doc(id).set(decode(data));
  }
}

async function seedDemoAccount() {
  let user;
  try {
    user = await auth.getUserByEmail(DEMO.email);
  } catch {
    user = await auth.createUser({
      email: DEMO.email,
      password: DEMO.password,
      displayName: DEMO.name,
      emailVerified: true,
    });
  }
  const profile = db.collection('user').doc(user.uid);
  if (!(await profile.get()).exists) {
    await profile.set({
      name: DEMO.name,
      email: DEMO.email,
      phone: '',
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    });
  }
}

const firestore = new FirestoreServer();
await firestore.start(FIRESTORE_PORT);

const importable = persist && existsSync(path.join(AUTH_DIR, 'firebase-export-metadata.json'));
const firebaseArgs = ['emulators:start', '--only', 'auth', '--project', PROJECT_ID, '--non-interactive'];
if (importable) firebaseArgs.push('--import', AUTH_DIR);
if (persist) firebaseArgs.push('--export-on-exit', AUTH_DIR);
const firebase = spawn(path.join(root, 'node_modules/.bin/firebase'), firebaseArgs, {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: false,
});
firebase.stdout.on('data', (chunk) => {
  if (process.env.EMULATORS_VERBOSE) process.stdout.write(chunk);
});

await waitFor(`http://${AUTH_HOST}/`, 'The Auth emulator');
if (persist) await loadFirestore();
await seedDemoAccount();
console.log(
  `Firebase-emulators klaar: Auth op ${AUTH_HOST}, Firestore op ${FIRESTORE_HOST} (project ${PROJECT_ID}).`,
);
console.log(`Demo-account: ${DEMO.email} / ${DEMO.password}`);

let child;
let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  if (child && child.exitCode === null) child.kill('SIGTERM');
  if (persist) await saveFirestore().catch((error) => console.error('Firestore niet bewaard:', error));
  firestore.stop();
  if (firebase.exitCode === null) {
    const exited = new Promise((resolve) => firebase.once('exit', resolve));
    firebase.kill('SIGINT'); // lets firebase-tools export the accounts
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  }
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
firebase.on('exit', (code) => {
  if (!stopping) {
    console.error(`De Auth-emulator stopte onverwacht (code ${code}).`);
    stop(1);
  }
});

if (command.length > 0) {
  child = spawn(command[0], command.slice(1), { stdio: 'inherit', env: process.env, cwd: root });
  child.on('exit', (code) => stop(code ?? 0));
}
