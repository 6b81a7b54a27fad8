// Crash safety of the embedded default (run by `npm test` after the e2e suite, which holds the emulator ports):
// sign up (accounts are saved within about a second, so the check waits two), then send the contact form and save a
// document through the local Content Lake on `npm start`'s stack and kill -9 the whole start command the moment both
// are acknowledged; start it again on the same data folders and check that the account, the message and the
// document are all still there.
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEST_BROWSER_PATH } from './lib/browsers.mjs';
import { EDITOR, sessionCookie } from './lib/site-session.mjs';
import { AUTH_EMULATOR_HOST, FIRESTORE_EMULATOR_HOST } from '../lib/domain/local-services.mjs';

const SITE = 'http://127.0.0.1:3104';
const PROJECT_ID = 'demo-stroomplein';
const dataDir = mkdtempSync(path.join(tmpdir(), 'stroomplein-emulator-data-'));
// The lake writes the dataset: a copy, never the repository's content/.
const contentDir = mkdtempSync(path.join(tmpdir(), 'stroomplein-content-'));
cpSync('content', contentDir, { recursive: true });
const LAKE = `${SITE}/api/lake/v2025-02-19/data`;
const documentId = `kras-${Date.now()}`;
const email = `kras-${Date.now()}@voorbeeld.be`;
const password = 'Kras-bestendig-2026';

/** `npm start`'s command (emulators, then the site) in its own process group, so kill -9 reaches all of it. */
function startStack() {
  const stack = spawn(
    'node',
    ['scripts/emulators.mjs', '--', 'node', 'server.mjs', '-p', '3104', '-H', '127.0.0.1'],
    {
      detached: true,
      stdio: 'ignore',
      env: { ...process.env, STROOMPLEIN_EMULATOR_DATA_DIR: dataDir, STROOMPLEIN_CONTENT_DIR: contentDir },
    },
  );
  return stack;
}

async function waitFor(url) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 90 s`);
}

const killGroup = (stack, signal) => {
  try {
    process.kill(-stack.pid, signal);
  } catch {
    // already gone
  }
};

const checks = [];
let stack = startStack();
const browser = await chromium.launch({
  executablePath: TEST_BROWSER_PATH,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  await waitFor(`${SITE}/api/build-id`);
  const page = await browser.newPage({
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
  });
  await page.goto(`${SITE}/aanmelden`);
  await page.getByLabel('Naam').fill('Kris Kras');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await page.waitForURL(`${SITE}/account`);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  await page.goto(`${SITE}/contact`);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Waarover gaat je vraag?').selectOption('andere');
  await page.getByLabel('Je bericht').fill('Blijft dit bericht bewaard als de server plots stopt?');
  await page.getByRole('button', { name: 'Bericht versturen' }).click();
  await page
    .locator('main')
    .getByRole('status')
    .filter({ hasText: 'Bedankt, je bericht is verstuurd.' })
    .waitFor();
  const saved = await fetch(`${LAKE}/mutate/production`, {
    method: 'POST',
    headers: { cookie: await sessionCookie(SITE, EDITOR), 'content-type': 'application/json' },
    body: JSON.stringify({
      mutations: [{ create: { _id: documentId, _type: 'faqItem', question: 'Overleeft dit een crash?' } }],
    }),
  });
  if (!saved.ok) throw new Error(`the lake answered ${saved.status}`);
  // Both documents were just acknowledged: the machine "crashes" now.
  killGroup(stack, 'SIGKILL');
  await new Promise((resolve) => setTimeout(resolve, 500));

  stack = startStack();
  await waitFor(`${SITE}/api/build-id`);
  const signIn = await fetch(
    `http://${AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  checks.push(['the account signs in after kill -9', signIn.ok]);
  process.env.FIRESTORE_EMULATOR_HOST = FIRESTORE_EMULATOR_HOST;
  const { initializeApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const db = getFirestore(initializeApp({ projectId: PROJECT_ID }, 'crash-safety'));
  const messages = await db.collection('contactMessages').where('email', '==', email).get();
  checks.push(['the contact message is stored after kill -9', messages.size === 1]);
  const found = await fetch(
    `${LAKE}/query/production?query=${encodeURIComponent('*[_id == $id][0].question')}&$id=${encodeURIComponent(JSON.stringify(documentId))}`,
  ).then((response) => response.json());
  checks.push([
    'the document saved in the Studio is stored after kill -9',
    found.result === 'Overleeft dit een crash?',
  ]);
} finally {
  await browser.close();
  killGroup(stack, 'SIGTERM');
  await new Promise((resolve) => stack.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(contentDir, { recursive: true, force: true });
}

for (const [name, passed] of checks) console.log(`${passed ? '✓' : '✘'} ${name}`);
const failed = checks.filter(([, passed]) => !passed).length;
console.log(`${checks.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 && checks.length === 3 ? 0 : 1);
