// Posts hostile payloads straight to the forms' server actions (as a script or bot would, past the browser's
// checks) and verifies that every one is refused with field errors and that nothing was stored.
// Usage: node scripts/form-payloads.mjs [base-url] [--json]   (default http://127.0.0.1:3000; the build in NEXT_DIST_DIR
// or .next must be the one serving, and the Firestore emulator must be the one it writes to.)
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { SAMPLE_INSTALLATION } from '../components/forms/sample-installation.mjs';
import { FIRESTORE_EMULATOR_HOST } from '../lib/domain/local-services.mjs';

const ACTIONS_FILE = 'lib/server/forms/actions.ts';
const COLLECTIONS = {
  submitBuyerApplication: 'buyerApplications',
  submitSellerApplication: 'sellerApplications',
  sendContactMessage: 'contactMessages',
  subscribeToNewsletter: 'newsletterSubscriptions',
};
/** A page that hosts each action (Next routes an action call through a page that uses it). */
const PAGES = {
  submitBuyerApplication: '/koper',
  submitSellerApplication: '/verkoper',
  sendContactMessage: '/contact',
  subscribeToNewsletter: '/nieuwsbrief',
};

/** The server action ids of this build, by exported name. */
export function actionIds(distDir) {
  const manifest = JSON.parse(
    readFileSync(join(distDir, 'server', 'server-reference-manifest.json'), 'utf8'),
  );
  const ids = {};
  for (const [id, entry] of Object.entries(manifest.node)) {
    if (entry.filename === ACTIONS_FILE && entry.exportedName in COLLECTIONS) ids[entry.exportedName] = id;
  }
  const missing = Object.keys(COLLECTIONS).filter((name) => !ids[name]);
  if (missing.length > 0) throw new Error(`actions not found in ${distDir}: ${missing.join(', ')}`);
  return ids;
}

const startDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

/** A valid form per action: each hostile payload breaks it in one way (or several). */
function baselines(email) {
  const person = { name: 'Hanna Hostiel', email, phone: '0470 12 34 56' };
  const address = { street: 'Veldstraat', houseNumber: '12', postcode: '9000', municipality: 'Gent' };
  const consents = { acceptTerms: true, acceptPrivacy: true };
  return {
    submitBuyerApplication: {
      ...person,
      ...address,
      ean: '541448000000000004',
      meterType: 'digitaal',
      currentSupplier: 'Luminus',
      yearlyConsumption: '3500',
      producerType: 'zon',
      startDate,
      ...consents,
    },
    submitSellerApplication: {
      ...person,
      ...address,
      ...SAMPLE_INSTALLATION,
      accountHolder: 'Hanna Hostiel',
      ...consents,
    },
    sendContactMessage: {
      name: 'Hanna Hostiel',
      email,
      subject: 'andere',
      message: 'Een gewone vraag over mijn aansluiting.',
      website: '',
    },
    subscribeToNewsletter: { email, consent: true, website: '' },
  };
}

const OVERSIZE = 'x'.repeat(100_000);
const SCRIPT = '<script>alert(document.cookie)</script>';
const WRONG_TYPES = [null, 42, true, [], { $gt: '' }];

/** Values that are wrong for one particular field, beyond the generic ones. */
const FIELD_SPECIFIC = {
  ean: [
    '541448000000000005',
    '531448000000000004',
    '54144800000000000',
    '5414480000000000040',
    'EAN541448000000',
  ],
  injectionEan: ['541448000000000009', '12345678901234567'],
  postcode: ['4000', '1300', '6600', '0999', '10000', 'abcd', '9 000x'],
  iban: ['BE68 5390 0754 7035', 'NL00 ABNA 0417 1643 00', 'DE', 'SA03 8000 0000 6080 1016 7519'],
  phone: ['+33 1 23 45 67 89', '123', 'bel me maar', '+44 20 7946 0958'],
  email: ['geen-adres', 'a@b', 'x@'.repeat(200), `${SCRIPT}@voorbeeld.be`],
  yearlyConsumption: ['-5', '0', '100001', 'veel', '1e9', 'NaN', 'Infinity'],
  peakPowerKwp: ['0', '-1', '100,5', '1e3', 'vier'],
  startDate: ['2000-01-01', '2999-12-31', '31-12-2026', '2026-02-30x'],
  installationDate: ['2999-01-01', '1989-12-31', 'gisteren'],
  meterType: ['analoog', SCRIPT],
  producerType: ['kernenergie'],
  installationType: ['kerncentrale'],
  subject: ['spam'],
  acceptTerms: [false, 'true', 1],
  acceptPrivacy: [false, 'ja'],
  consent: [false, 'on'],
  message: ['kort', ' '.repeat(50), 'm'.repeat(2001)],
  website: [OVERSIZE],
  name: [SCRIPT, 'A', 'Naam\u0000met nul'],
  street: [SCRIPT, '<img src=x onerror=alert(1)>'],
  municipality: ['"><svg onload=alert(1)>'],
};

/** Hostile payloads as [action, request, what is wrong]. */
export function hostilePayloads(email) {
  const payloads = [];
  const envelope = (values) => ({ idempotencyKey: randomUUID(), values });
  for (const [action, valid] of Object.entries(baselines(email))) {
    for (const field of Object.keys(valid)) {
      const without = Object.fromEntries(Object.entries(valid).filter(([key]) => key !== field));
      payloads.push([action, envelope(without), `${field} missing`]);
      for (const wrong of WRONG_TYPES.filter((value) => value !== valid[field]))
        payloads.push([
          action,
          envelope({ ...valid, [field]: wrong }),
          `${field} = ${JSON.stringify(wrong)}`,
        ]);
      if (field !== 'website')
        payloads.push([action, envelope({ ...valid, [field]: OVERSIZE }), `${field} oversize`]);
      for (const bad of FIELD_SPECIFIC[field] ?? [])
        payloads.push([
          action,
          envelope({ ...valid, [field]: bad }),
          `${field} = ${JSON.stringify(bad).slice(0, 40)}`,
        ]);
    }
    payloads.push([action, envelope({ ...valid, isAdmin: true }), 'unknown extra field']);
    payloads.push([
      action,
      // Parsed from JSON so "__proto__" is an own key that is really sent (a literal would set the prototype).
      envelope({ ...valid, ...JSON.parse('{"__proto__":{"polluted":true}}'), constructor: SCRIPT }),
      'prototype keys',
    ]);
    payloads.push([action, envelope({}), 'empty form']);
    payloads.push([action, { idempotencyKey: 'niet-uniek', values: valid }, 'idempotency key not a uuid']);
    payloads.push([action, { values: valid }, 'no idempotency key']);
    payloads.push([action, { idempotencyKey: randomUUID() }, 'no values']);
    payloads.push([
      action,
      { idempotencyKey: randomUUID(), values: JSON.stringify(valid) },
      'values as a string',
    ]);
    payloads.push([action, { idempotencyKey: randomUUID(), values: [valid] }, 'values as an array']);
    for (const notAnObject of [null, 'formulier', 12, [], true])
      payloads.push([action, notAnObject, `request = ${JSON.stringify(notAnObject)}`]);
  }
  return payloads;
}

/** Calls a server action over HTTP as the browser does, and returns what it answered. */
export async function callAction(baseUrl, page, id, request, signal) {
  const response = await fetch(new URL(page, baseUrl), {
    method: 'POST',
    headers: { 'Next-Action': id, 'Content-Type': 'text/plain;charset=UTF-8', Accept: 'text/x-component' },
    body: JSON.stringify([request]),
    signal,
  });
  const text = await response.text();
  const line = text.split('\n').find((entry) => entry.startsWith('1:'));
  return { httpStatus: response.status, result: line ? JSON.parse(line.slice(2)) : null };
}

function firestore() {
  process.env.FIRESTORE_EMULATOR_HOST ??= FIRESTORE_EMULATOR_HOST;
  const app =
    getApps()[0] ?? initializeApp({ projectId: process.env.FIREBASE_PROJECT ?? 'demo-stroomplein' });
  return getFirestore(app);
}

/** How many documents the payloads left: by the marker address, and by every idempotency key used. */
async function storedDocuments(email, payloads) {
  const database = firestore();
  const found = new Set();
  for (const collection of Object.values(COLLECTIONS)) {
    const snapshot = await database.collection(collection).where('email', '==', email).get();
    snapshot.docs.forEach((document) => found.add(document.ref.path));
  }
  const references = payloads.flatMap(([action, request]) =>
    request && typeof request === 'object' && typeof request.idempotencyKey === 'string'
      ? [
          database
            .collection(COLLECTIONS[action])
            .doc(request.idempotencyKey.slice(0, 100).replace(/\//g, '_')),
        ]
      : [],
  );
  for (let start = 0; start < references.length; start += 100) {
    const snapshots = await database.getAll(...references.slice(start, start + 100));
    snapshots.filter((snapshot) => snapshot.exists).forEach((snapshot) => found.add(snapshot.ref.path));
  }
  return found.size;
}

/** Sends every payload; returns the counts and every payload that was not refused with field errors. */
export async function runHostilePayloads(baseUrl, { distDir = process.env.NEXT_DIST_DIR ?? '.next' } = {}) {
  const ids = actionIds(distDir);
  // Control: the untouched forms are stored, so what follows is refused for what each payload breaks.
  const controlEmail = `controle-${Date.now()}-${Math.floor(Math.random() * 1e6)}@voorbeeld.be`;
  let controlsStored = 0;
  for (const [action, values] of Object.entries(baselines(controlEmail))) {
    const { result } = await callAction(baseUrl, PAGES[action], ids[action], {
      idempotencyKey: randomUUID(),
      values,
    });
    if (result?.status === 'stored') controlsStored++;
    else throw new Error(`the valid ${action} form was not stored: ${JSON.stringify(result)}`);
  }
  const email = `hostiel-${Date.now()}-${Math.floor(Math.random() * 1e6)}@voorbeeld.be`;
  const payloads = hostilePayloads(email);
  const accepted = [];
  const perAction = {};
  for (const [action, request, label] of payloads) {
    const { httpStatus, result } = await callAction(baseUrl, PAGES[action], ids[action], request);
    const refused =
      httpStatus === 200 &&
      result?.status === 'invalid' &&
      Object.values(result.errors ?? {}).every(
        // Written for visitors: Dutch, never a library's English default.
        (message) =>
          typeof message === 'string' &&
          message.length > 0 &&
          !/Unrecognized|Invalid input|expected|received/i.test(message),
      ) &&
      Object.keys(result.errors ?? {}).length > 0;
    perAction[action] = (perAction[action] ?? 0) + 1;
    if (!refused) accepted.push({ action, label, httpStatus, result });
  }
  const stored = await storedDocuments(email, payloads);
  return {
    controlsStored,
    sent: payloads.length,
    refused: payloads.length - accepted.length,
    accepted,
    stored,
    perAction,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const baseUrl =
    process.argv.slice(2).find((argument) => !argument.startsWith('--')) ?? 'http://127.0.0.1:3000';
  const report = await runHostilePayloads(baseUrl);
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(report));
    process.exit(0);
  }
  console.log(`${report.controlsStored} valid control forms stored (one per action)`);
  console.table(report.perAction);
  console.log(
    `${report.sent} hostile payloads sent, ${report.refused} refused with field errors, ${report.stored} stored`,
  );
  for (const { action, label, httpStatus, result } of report.accepted)
    console.log(`NOT REFUSED ${action}: ${label} → HTTP ${httpStatus} ${JSON.stringify(result)}`);
  process.exit(report.accepted.length === 0 && report.stored === 0 ? 0 : 1);
}
