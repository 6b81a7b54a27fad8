// npm run chaos [-- --seed N --seconds S], after `npm run build`: the cluster (scripts/cluster.mjs, supervised)
// under steady load through Varnish while one fault a 10 s is injected, chosen by the seed: SIGKILL, or SIGSTOP for
// 5 s then SIGCONT, of Redis, one instance, Varnish or the Firebase emulators. The load: CMS pages, a calculator
// with its state in the URL, a cached page with tracking parameters, a contact message every 2 s with an
// idempotency key (sent again with the same key until it is acknowledged, as the form does), a publish through
// the lake every 5 s, two writers saving new documents through both instances at once, four every 200 ms (as
// editors saving at the same moment), and a release scheduled every 30 s to publish 10 s later. Ends with one line, a table per fault kind and the budgets; exits 1 when one
// is missed.
// Uses ports 3001, 3002, 8080, 6390, 9099, 8181 and 4400, a copy of content/ and its own emulator data; honours
// NEXT_DIST_DIR (the bench runs it on its own build). Checks first that Redis, Varnish and the build are there; Ctrl-C
// or a crash stops the cluster before the script ends.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { actionIds, callAction } from './form-payloads.mjs';
import { historyLogPath, readHistoryLog } from '../lake/history-log.mjs';
import { clusterPrerequisites } from './lib/cluster-prerequisites.mjs';
import { mutate, query, scheduleRelease, storedInDatasetFile } from './lib/lake-writes.mjs';
import { redisAnswers } from './lib/redis-ping.mjs';
import { EDITOR, sessionCookie } from './lib/site-session.mjs';
import {
  AUTH_EMULATOR_HOST,
  CLUSTER_PORTS,
  EMULATOR_HUB_PORT,
  FIRESTORE_EMULATOR_HOST,
} from '../lib/domain/local-services.mjs';

const option = (name, fallback) => {
  const found = process.argv.find((argument) => argument.startsWith(`--${name}=`));
  const index = process.argv.indexOf(`--${name}`);
  const value = found ? found.split('=')[1] : index !== -1 ? process.argv[index + 1] : undefined;
  return value === undefined ? fallback : Number(value);
};
const SEED = option('seed', Date.now() % 100_000);
const SECONDS = option('seconds', 300);
const A = `http://127.0.0.1:${CLUSTER_PORTS.instanceA}`;
const B = `http://127.0.0.1:${CLUSTER_PORTS.instanceB}`;
const VARNISH = `http://127.0.0.1:${CLUSTER_PORTS.varnish}`;
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const PAGES = [
  '/overons',
  '/kopersinformatie',
  '/energie-delen',
  '/calculator/koper?verbruik=4200',
  '/verkopersinformatie?utm_source=nieuwsbrief&utm_medium=email&gclid=chaos',
];
const TARGETS = ['redis', 'instance', 'varnish', 'firebase'];
const REQUEST_TIMEOUT_MS = 10_000;
const CONNECTION_LOST = new Set(['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET']);

/** mulberry32: a small seeded generator, so `--seed N` replays the same faults (Math.random cannot be seeded). */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const random = seeded(SEED);
const pick = (list) => list[Math.floor(random() * list.length)];

// Before anything starts or is copied; the cluster checks the same again for itself.
const problems = clusterPrerequisites({ root: path.resolve(import.meta.dirname, '..') });
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}

const contentDir = mkdtempSync(path.join(tmpdir(), 'stroomplein-chaos-content-'));
const emulatorDir = mkdtempSync(path.join(tmpdir(), 'stroomplein-chaos-emulators-'));
cpSync('content', contentDir, { recursive: true });
process.env.FIRESTORE_EMULATOR_HOST = FIRESTORE_EMULATOR_HOST;

/** The current process of each cluster member, as the supervisor reports its starts. */
const pids = new Map();
const cluster = spawn(process.execPath, ['scripts/cluster.mjs'], {
  detached: true,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    ...process.env,
    STROOMPLEIN_CONTENT_DIR: contentDir,
    STROOMPLEIN_EMULATOR_DATA_DIR: emulatorDir,
    SANITY_REVALIDATE_SECRET: 'chaos-webhookgeheim',
  },
});
let clusterOutput = '';
const ready = new Promise((resolve, reject) => {
  cluster.stdout.on('data', (chunk) => {
    const text = chunk.toString();
    clusterOutput += text;
    for (const [, name, pid] of text.matchAll(/\[cluster\] (\S+) gestart \(pid (\d+)\)/g))
      pids.set(name, Number(pid));
    if (text.includes('Cluster klaar')) resolve();
  });
  cluster.once('exit', (code) => reject(new Error(`npm run cluster stopped (${code})`)));
  cluster.on('error', reject);
});

let stopped;
/** Stops the cluster (it stops its members, their last save included) and removes this run's folders; once. */
function stopCluster() {
  stopped ??= (async () => {
    if (cluster.exitCode === null && cluster.signalCode === null) {
      const exited = once(cluster, 'exit');
      cluster.kill('SIGINT');
      await exited;
    }
    rmSync(contentDir, { recursive: true, force: true });
    rmSync(emulatorDir, { recursive: true, force: true });
  })();
  return stopped;
}
// The cluster runs in a process group of its own, out of reach of a Ctrl-C to this one: it is stopped from here.
const interrupted = () => stopCluster().finally(() => process.exit(1));
process.on('SIGINT', interrupted);
process.on('SIGTERM', interrupted);
process.on('uncaughtException', (error) => {
  console.error(error);
  void interrupted();
});

const signalGroup = (name, signal) => {
  try {
    process.kill(-pids.get(name), signal);
  } catch {
    // Gone already: the supervisor is starting it again.
  }
};

async function answers(url, timeoutMs = 1_000) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return response.status < 500;
  } catch {
    return false;
  }
}

/** Whether a member answers as it should: the check that says a fault is over. */
const HEALTHY = {
  redis: () => redisAnswers(CLUSTER_PORTS.redis),
  'next-a': () => answers(`${A}/api/build-id`),
  'next-b': () => answers(`${B}/api/build-id`),
  // Any answer from Varnish itself counts, even one about its backends.
  varnish: async () => {
    try {
      await fetch(`${VARNISH}/api/build-id`, { signal: AbortSignal.timeout(1_000) });
      return true;
    } catch {
      return false;
    }
  },
  firebase: async () =>
    (await answers(`http://${AUTH_EMULATOR_HOST}/`)) &&
    (await answers(`http://127.0.0.1:${EMULATOR_HUB_PORT}/`)),
};

async function healthyAgain(member) {
  for (;;) {
    if (await HEALTHY[member]()) return performance.now();
    await sleep(50);
  }
}

// ---- What happened, on one clock (performance.now()).
/** Every request of the load: page or form, when it started and ended, and how it ended. */
const requests = [];
/** Every fault: {kind, member, start, end}; `end` is when the member answered again. */
const faults = [];
const submissions = { acknowledged: new Set() };
/** The ids of the lake writes an instance acknowledged. */
const lakeWrites = { acknowledged: [] };
const publishes = [];
let running = true;

const downWhile = (member, start, end) =>
  faults.some((fault) => fault.member === member && fault.start <= end && (fault.end ?? Infinity) >= start);
const instancesUp = (start, end) => !downWhile('next-a', start, end) || !downWhile('next-b', start, end);

/** A request of the load, recorded as it starts; the caller fills in how it ended. */
function recorded(kind, url) {
  const entry = { kind, url, start: performance.now(), end: 0, status: 0, error: '' };
  requests.push(entry);
  return entry;
}

async function timedRequest(kind, url, init = {}) {
  const entry = recorded(kind, url);
  try {
    const response = await fetch(url, {
      ...init,
      headers: { 'user-agent': BROWSER, ...init.headers },
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    entry.status = response.status;
  } catch (error) {
    entry.error = error.cause?.code ?? error.name;
  }
  entry.end = performance.now();
  return entry;
}

async function pageLoad(worker) {
  const next = seeded(SEED + worker);
  while (running) {
    await timedRequest('page', `${VARNISH}${PAGES[Math.floor(next() * PAGES.length)]}`);
    await sleep(50);
  }
}

/** A contact message every 2 s through Varnish, sent again with the same key until it is acknowledged. */
async function submitLoad() {
  const ids = actionIds(process.env.NEXT_DIST_DIR ?? '.next');
  while (running) {
    const key = randomUUID();
    const request = {
      idempotencyKey: key,
      values: {
        name: 'Chaos Test',
        email: `chaos-${key.slice(0, 8)}@voorbeeld.be`,
        subject: 'andere',
        message: 'Een bericht tijdens een chaosrun: het mag niet verloren gaan.',
        website: '',
      },
    };
    for (let attempt = 0; attempt < 10 && running; attempt++) {
      const entry = recorded('form', '/contact');
      try {
        const { httpStatus, result } = await callAction(
          VARNISH,
          '/contact',
          ids.sendContactMessage,
          request,
          AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        );
        entry.status = httpStatus;
        if (result?.status === 'stored') submissions.acknowledged.add(key);
      } catch (error) {
        entry.error = error.cause?.code ?? error.name;
      }
      entry.end = performance.now();
      if (submissions.acknowledged.has(key)) break;
      await sleep(1_000);
    }
    await sleep(2_000);
  }
}

/** A publish through the lake every 5 s, alternately on each instance; live once A, B and Varnish serve it. */
async function publishLoad() {
  let cookie;
  let round = 0;
  while (running) {
    round++;
    const site = round % 2 ? A : B;
    const marker = `Chaosronde ${round} ${Date.now()}`;
    const publish = { marker, accepted: 0, live: 0 };
    const giveUp = performance.now() + 60_000;
    while (!publish.accepted && performance.now() < giveUp) {
      try {
        cookie ??= await sessionCookie(site, EDITOR);
        const response = await fetch(`${site}/api/lake/v2025-02-19/data/mutate/production`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({
            mutations: [{ patch: { id: 'page-declarations', set: { 'blocks[0].text': marker } } }],
          }),
          signal: AbortSignal.timeout(5_000),
        });
        await response.arrayBuffer();
        if (response.ok) publish.accepted = performance.now();
        else if (response.status === 401) cookie = undefined;
      } catch {
        // The instance or its lake is down: the editor's Studio tries again.
      }
      if (!publish.accepted) await sleep(500);
    }
    if (!publish.accepted) continue;
    publishes.push(publish);
    const readers = [A, B, VARNISH];
    while (readers.length > 0 && performance.now() < giveUp) {
      for (const reader of [...readers]) {
        try {
          const response = await fetch(`${reader}/declarations`, {
            headers: { 'user-agent': BROWSER },
            redirect: 'manual',
            signal: AbortSignal.timeout(2_000),
          });
          if ((await response.text()).includes(marker)) readers.splice(readers.indexOf(reader), 1);
        } catch {
          // Down for now.
        }
      }
      if (readers.length > 0) await sleep(100);
    }
    if (readers.length === 0) publish.live = performance.now();
    await sleep(5_000);
  }
}

/** An editor's session, from whichever instance answers. */
async function editorCookie() {
  for (;;) {
    for (const site of [A, B]) {
      try {
        return await sessionCookie(site, EDITOR);
      } catch {
        // That instance is down: the other.
      }
    }
    await sleep(500);
  }
}

/**
 * A writer saving four new documents at once every 200 ms, two through each instance. A write that got no 200 is
 * not counted (the editor's Studio would send it again); every acknowledged one must be stored.
 */
async function lakeWriteLoad(writer) {
  let cookie = await editorCookie();
  for (let burst = 0; running; burst++) {
    const ids = [0, 1, 2, 3].map((index) => `drafts.chaos-schrijver-${writer}-${burst}-${index}`);
    const statuses = await Promise.all(
      ids.map((id, index) =>
        mutate(
          index % 2 ? B : A,
          cookie,
          [{ createOrReplace: { _id: id, _type: 'faqItem', question: id } }],
          {
            timeoutMs: REQUEST_TIMEOUT_MS,
          },
        ),
      ),
    );
    for (const [index, id] of ids.entries()) if (statuses[index] === 200) lakeWrites.acknowledged.push(id);
    if (statuses.includes(401)) cookie = await editorCookie();
    await sleep(200);
  }
}

/** The releases scheduled (acknowledged) during the run, each 10 s ahead. */
const releases = [];

/** A marketer scheduling a release every 30 s through either instance, each to publish 10 s later. */
async function releaseLoad() {
  let cookie = await editorCookie();
  for (let round = 0; running; round++) {
    const releaseId = `rchaos${round}${Date.now().toString(36)}`;
    const publishAt = new Date(Date.now() + 10_000).toISOString();
    const status = await scheduleRelease(round % 2 ? B : A, cookie, {
      releaseId,
      documents: [{ _id: `chaos-release-${round}`, _type: 'faqItem', question: releaseId }],
      publishAt,
    });
    if (status === 200) releases.push({ releaseId, publishAt });
    if (status === 401) cookie = await editorCookie();
    const next = performance.now() + (status === 200 ? 30_000 : 1_000);
    while (running && performance.now() < next) await sleep(200);
  }
}

/** One fault every 10 s, chosen by the seed. */
async function injectFaults(started) {
  for (let at = 10_000; at < SECONDS * 1_000; at += 10_000) {
    await sleep(started + at - performance.now());
    if (!running) return;
    const target = pick(TARGETS);
    const member = target === 'instance' ? pick(['next-a', 'next-b']) : target;
    const kind = pick(['SIGKILL', 'SIGSTOP']);
    const fault = { kind, member, start: performance.now(), end: undefined, released: 0 };
    faults.push(fault);
    console.log(`${((fault.start - started) / 1000).toFixed(1)} s: ${kind} ${member}`);
    if (kind === 'SIGKILL') {
      signalGroup(member, 'SIGKILL');
      fault.released = fault.start;
      // Give the supervisor a moment to see the exit, then wait for the new process to answer.
      await sleep(200);
    } else {
      signalGroup(member, 'SIGSTOP');
      await sleep(5_000);
      signalGroup(member, 'SIGCONT');
      fault.released = performance.now();
    }
    fault.end = await healthyAgain(member);
  }
}

const milliseconds = (value) => `${Math.round(value)} ms`;

let exitCode = 1;
try {
  await ready;
  console.log(`chaos: seed ${SEED}, ${SECONDS} s, one fault every 10 s`);
  // Warm: every page once through Varnish, so the run measures the cluster and not the first render.
  for (const page of [...PAGES, '/declarations', '/contact']) await answers(`${VARNISH}${page}`, 30_000);
  const started = performance.now();
  const load = [0, 1, 2, 3].map((worker) => pageLoad(worker));
  const faulting = injectFaults(started);
  const writing = [submitLoad(), publishLoad(), lakeWriteLoad(1), lakeWriteLoad(2), releaseLoad()];
  await sleep(SECONDS * 1_000);
  running = false;
  await faulting;
  await Promise.all([...load, ...writing]);
  // Every member answers again before the submissions are counted.
  for (const member of Object.keys(HEALTHY)) await healthyAgain(member);

  const { initializeApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const database = getFirestore(initializeApp({ projectId: 'demo-stroomplein' }, 'chaos'));
  let stored = 0;
  for (const key of submissions.acknowledged)
    if ((await database.collection('contactMessages').doc(key).get()).exists) stored++;

  // A lake write counts as stored when both instances serve it and the dataset file holds it.
  const cookie = await editorCookie();
  const onDisk = storedInDatasetFile(contentDir);
  const [onA, onB] = await Promise.all(
    [A, B].map(
      async (site) =>
        new Set(await query(site, cookie, '*[_id in $ids]._id', { ids: lakeWrites.acknowledged })),
    ),
  );
  const lakeStored = lakeWrites.acknowledged.filter(
    (id) => onA.has(id) && onB.has(id) && onDisk.has(id),
  ).length;

  // Each scheduled release published exactly once (one publishing transaction in the log), its last moment passed.
  const lastMoment = Math.max(0, ...releases.map(({ publishAt }) => Date.parse(publishAt)));
  await sleep(Math.max(0, lastMoment + 5_000 - Date.now()));
  const publishCounts = new Map(releases.map(({ releaseId }) => [`_.releases.${releaseId}`, 0]));
  for (const entry of readHistoryLog(historyLogPath(contentDir)).entries) {
    for (const [id, change] of Object.entries(entry.documents)) {
      if (publishCounts.has(id) && change.after?.state === 'published') {
        publishCounts.set(id, publishCounts.get(id) + 1);
      }
    }
  }
  const releasedOnce = [...publishCounts.values()].filter((count) => count === 1).length;

  const pages = requests.filter(({ end }) => end > 0);
  const serverErrors = pages.filter(({ status }) => status >= 500);
  // Refused, or cut off by Varnish going down with the request in flight.
  const refused = pages.filter(({ error }) => CONNECTION_LOST.has(error));
  const otherErrors = pages.filter(({ error }) => error && !CONNECTION_LOST.has(error));
  const overThree = pages.filter(
    ({ start, end }) => end - start > 3_000 && instancesUp(start, end) && !downWhile('varnish', start, end),
  );
  const live = publishes.filter(({ live }) => live > 0);
  /** The time a publish took outside every fault window: what the site itself added. */
  const unexplained = ({ accepted, live }) => {
    let covered = 0;
    let cursor = accepted;
    for (const { start, end } of [...faults].sort((x, y) => x.start - y.start)) {
      const from = Math.max(start, cursor);
      const to = Math.min(end ?? live, live);
      if (to > from) {
        covered += to - from;
        cursor = to;
      }
    }
    return live - accepted - covered;
  };
  const latePublishes = live.filter((publish) => unexplained(publish) > 2_000);

  console.log(
    `chaos: seconds ${SECONDS}, requests ${pages.length}, 5xx ${serverErrors.length}, refused ${refused.length}, ` +
      `over-3s ${overThree.length}, submissions acknowledged ${submissions.acknowledged.size} stored ${stored}, ` +
      `lake writes acknowledged ${lakeWrites.acknowledged.length} stored ${lakeStored}, ` +
      `publishes live ${live.length}/${publishes.length}, releases published ${releasedOnce}/${releases.length} once`,
  );
  const table = {};
  for (const fault of faults) {
    const row = (table[`${fault.kind} ${fault.member.startsWith('next') ? 'instance' : fault.member}`] ??= {
      count: 0,
      'longest unanswered': 0,
      'slowest recovery': 0,
    });
    row.count++;
    const overlapping = pages.filter(({ start, end }) => start <= fault.end && end >= fault.start);
    row['longest unanswered'] = Math.max(
      row['longest unanswered'],
      ...overlapping.map(({ start, end }) => end - start),
    );
    row['slowest recovery'] = Math.max(row['slowest recovery'], fault.end - fault.released);
  }
  console.table(
    Object.fromEntries(
      Object.entries(table).map(([kind, row]) => [
        kind,
        {
          count: row.count,
          'longest unanswered': milliseconds(row['longest unanswered']),
          'time to recover': milliseconds(row['slowest recovery']),
        },
      ]),
    ),
  );

  const instanceKilled = (start, end) =>
    faults.some(
      ({ kind, member, start: from, end: to }) =>
        kind === 'SIGKILL' && member.startsWith('next') && from <= end && to >= start,
    );
  const varnishKills = faults.filter(({ kind, member }) => kind === 'SIGKILL' && member === 'varnish');
  const budgets = [
    [
      `every acknowledged submission stored (${stored}/${submissions.acknowledged.size})`,
      stored === submissions.acknowledged.size,
    ],
    [
      `every acknowledged lake write stored on both instances and in dataset.ndjson (${lakeStored}/${lakeWrites.acknowledged.length})`,
      lakeStored === lakeWrites.acknowledged.length && lakeWrites.acknowledged.length > 0,
    ],
    [
      `no request over 3 s while an instance and Varnish were up (${overThree.length})`,
      overThree.length === 0,
    ],
    [
      `5xx only in flight on a killed instance, at most 0.5 % (${serverErrors.length} of ${pages.length})`,
      serverErrors.every(({ start, end }) => instanceKilled(start, end)) &&
        serverErrors.length <= pages.length * 0.005,
    ],
    [
      `refused connections only while Varnish was down (${refused.length})`,
      refused.every(({ start, end }) => downWhile('varnish', start, end)),
    ],
    [
      `Varnish back within 2 s after a kill (${varnishKills.map(({ start, end }) => milliseconds(end - start)).join(', ') || 'not killed'})`,
      varnishKills.every(({ start, end }) => end - start <= 2_000),
    ],
    [
      `no other failed request (${otherErrors.map(({ error }) => error).join(', ') || 'none'})`,
      otherErrors.length === 0,
    ],
    [
      `every scheduled release published exactly once (${releasedOnce}/${releases.length})`,
      releasedOnce === releases.length && releases.length > 0,
    ],
    [
      `every publish live on both instances and through Varnish within 2 s outside faults (${live.length}/${publishes.length}, late ${latePublishes.length})`,
      live.length === publishes.length && latePublishes.length === 0,
    ],
  ];
  for (const [budget, met] of budgets) console.log(`${met ? '✓' : '✗'} ${budget}`);
  exitCode = budgets.every(([, met]) => met) ? 0 : 1;
  if (exitCode !== 0) {
    for (const request of [...serverErrors, ...otherErrors, ...overThree].slice(0, 20))
      console.log(
        `  ${request.kind} ${request.url} at ${((request.start - started) / 1000).toFixed(1)} s: ` +
          `${request.status || request.error} after ${milliseconds(request.end - request.start)}`,
      );
  }
} catch (error) {
  // Stopped by a signal, the run ends without more to say; a cluster that did not start said why itself (on
  // stderr, shared with this script).
  if (!stopped) {
    console.error(cluster.exitCode === null ? error : error.message);
    console.error(clusterOutput.split('\n').slice(-40).join('\n'));
  }
} finally {
  await stopCluster();
}
process.exit(exitCode);
