// The cluster (npm run cluster) as an operator would check it, run by `npm test` after the e2e suite: a signed
// publish sent to one instance is served by the other and through Varnish within 1 s, both ways; a new redirect
// too; a Studio on one instance hears saves made through the other; saves sent at once through both instances (100
// new documents, 100 increments of one, two from one revision; a listener on either instance hears the increments
// as one chain of revisions) and two Studios typing (30 s in the soak, 8 s in npm test), one through each,
// are stored whole on both, as is every write acknowledged around a kill -9 of one instance, in the dataset file
// and on both instances started again; a scheduled release publishes once at its moment, also with one instance
// frozen then, and one whose moment passed while the cluster was stopped publishes at the next start; a campaign link is a cache hit; an image variant is kept once per format; Redis frozen
// or stopped, pages are still served within 1 s, each instance logs the outage once (and a busy one never logs one),
// and once it is back a publish is shared again; nothing personal is served from Varnish; one instance stopped,
// Varnish serves from the other; 20 publishes in a row are all live through Varnish within 1 s; Varnish gzips
// and answers 304; the shared cache's keys carry the build id; two markets on their host names never get each
// other's copy, a publish that changes one market's page purges that market alone, a forged Host leaves nothing a
// real host receives; and a control run without Redis shows the other instance stale.
import { execSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import {
  DECLARATIONS_CHANGE,
  getText,
  publishUntilServed,
  sendSignedWebhook,
  servedAfter,
  setDeclarationsHero,
} from './lib/publish.mjs';
import { mutate, query, scheduleRelease, storedInDatasetFile, writeAtOnce } from './lib/lake-writes.mjs';
import { historyLogPath, readHistoryLog } from '../lake/history-log.mjs';
import { TEST_BROWSER_PATH } from './lib/browsers.mjs';
import { SECOND_EDITOR } from './lib/seeded-accounts.mjs';
import { EDITOR, sessionCookie, VISITOR } from './lib/site-session.mjs';
import { AUTH_EMULATOR_HOST, CLUSTER_PORTS, FIRESTORE_EMULATOR_HOST } from '../lib/domain/local-services.mjs';
import { SILENCE_MS, TIMEOUT_MS } from '../lib/server/redis-guard.mjs';

const SECRET = 'cluster-webhookgeheim';
const A = `http://127.0.0.1:${CLUSTER_PORTS.instanceA}`;
const B = `http://127.0.0.1:${CLUSTER_PORTS.instanceB}`;
const VARNISH = `http://127.0.0.1:${CLUSTER_PORTS.varnish}`;
// A browser's user agent: command-line agents count as people, but Node's fetch counts as a crawler.
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const contentDir = mkdtempSync(path.join(tmpdir(), 'stroomplein-cluster-content-'));
cpSync('content', contentDir, { recursive: true });
const checks = [];
/** The commits the Studios of the typing check sent, in order. */
const studioCommits = [];
/** Two markets on the host names an operator would map; Varnish is reached on this machine with those names. */
const BELGIAN_HOST = 'stroomplein.be';
const DUTCH_HOST = 'stroomplein.nl';
const MARKET_HOSTS = `${BELGIAN_HOST}=belgium,${DUTCH_HOST}=netherlands`;
/** What the cluster printed (its processes' logs, each line prefixed with the process). */
let clusterLog = '';

function startCluster(...options) {
  // Unsupervised: the check stops Redis and an instance on purpose, to see the cluster without them.
  const cluster = spawn(process.execPath, ['scripts/cluster.mjs', '--no-supervise', ...options], {
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      STROOMPLEIN_CONTENT_DIR: contentDir,
      SANITY_REVALIDATE_SECRET: SECRET,
      STROOMPLEIN_MARKET_HOSTS: MARKET_HOSTS,
    },
  });
  const ready = new Promise((resolve, reject) => {
    cluster.stdout.on('data', (chunk) => {
      clusterLog += chunk.toString();
      if (chunk.toString().includes('Cluster klaar')) resolve();
    });
    cluster.once('exit', (code) => reject(new Error(`npm run cluster stopped (${code})`)));
  });
  return { cluster, ready };
}

/**
 * A listener on the lake of `instance` for one document: `event` settles with its first mutation event, `heard`
 * holds every mutation event in the order it arrived.
 */
function listenFor(instance, cookie, id) {
  const controller = new AbortController();
  const query = encodeURIComponent(`*[_id == "${id}"]`);
  const heard = [];
  let ready;
  const event = new Promise((resolve) => {
    ready = fetch(`${instance}/api/lake/v2025-02-19/data/listen/production?query=${query}`, {
      headers: { cookie },
      signal: controller.signal,
    }).then(async (response) => {
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      void (async () => {
        let text = '';
        for (;;) {
          const { value, done } = await reader.read().catch(() => ({ done: true }));
          if (done) return;
          text += decoder.decode(value, { stream: true });
          let end;
          while ((end = text.indexOf('\n\n')) !== -1) {
            const block = text.slice(0, end);
            text = text.slice(end + 2);
            // An event is `id: …`, `event: …` and `data: …` lines.
            const lines = block.split('\n');
            if (!lines.includes('event: mutation')) continue;
            heard.push(JSON.parse(lines.find((line) => line.startsWith('data: ')).slice(6)));
            resolve(block);
          }
        }
      })();
    });
  });
  return { ready, event, heard, close: () => controller.abort() };
}

/** Whether `events`, in the order heard, form one chain of revisions (each starts where the one before ended). */
const chainBreaks = (events) =>
  events.filter((event, index) => index > 0 && event.previousRev !== events[index - 1].resultRev).length;

/** The process listening on an instance's port. */
const instancePid = (port) =>
  Number(/pid=(\d+)/.exec(execSync(`ss -ltnpH 'sport = :${port}'`, { encoding: 'utf8' }))?.[1]);

async function stopCluster(cluster) {
  const exited = new Promise((resolve) => cluster.once('exit', resolve));
  process.kill(cluster.pid, 'SIGINT');
  await Promise.race([exited, sleep(10_000)]);
}

const get = (url, headers = {}) =>
  fetch(url, { headers: { 'user-agent': BROWSER, ...headers }, redirect: 'manual' });

/** How long until `url` shows `marker` (ms), or Infinity after `limitMs`. */
const liveAfter = (url, marker, started, limitMs = 1_000) =>
  servedAfter({ url, marker, started, limitMs, headers: { 'user-agent': BROWSER } });

async function publishRound(to, readers, label) {
  // Both instances and Varnish hold the page first, so a stale copy would show.
  for (const url of [A, B, VARNISH]) await (await get(`${url}/declarations`)).text();
  const marker = `Clusterronde ${label} ${Date.now()}`;
  setDeclarationsHero(contentDir, marker);
  const started = performance.now();
  await sendSignedWebhook(to, SECRET, DECLARATIONS_CHANGE);
  for (const reader of readers) {
    const took = await liveAfter(`${reader}/declarations`, marker, started);
    checks.push([
      `${label}: ${reader} serves the publish within 1 s (${took === Infinity ? 'no' : `${took.toFixed(0)} ms`})`,
      took <= 1_000,
    ]);
  }
}

/**
 * Publishes `rounds` times, alternately to each instance, with Varnish the first and only reader: a purge that
 * went out before the shared cache dropped the page would let Varnish store the old copy again. The slowest, in ms.
 */
async function publishRoundsReadThroughVarnish(rounds) {
  let slowest = 0;
  for (let round = 1; round <= rounds && slowest !== Infinity; round++) {
    await (await get(`${VARNISH}/declarations`)).text();
    const took = await publishUntilServed({
      contentDir,
      site: round % 2 ? A : B,
      reader: VARNISH,
      secret: SECRET,
      marker: `Varnishronde ${round} ${Date.now()}`,
      headers: { 'user-agent': BROWSER },
      limitMs: 1_000,
    });
    slowest = Math.max(slowest, took);
  }
  return slowest;
}

/** How many lines of the cluster's log hold `text`. */
const linesLogged = (text) => clusterLog.split('\n').filter((line) => line.includes(text)).length;

/** Both instances report Redis back (`recoveries` such lines so far in the log) within 2 s of `since`. */
async function checkRedisUsedAgain(label, since, recoveries) {
  while (
    linesLogged('Gedeelde cache (Redis) weer bereikbaar') < recoveries &&
    performance.now() - since < 5_000
  ) {
    await sleep(50);
  }
  const took = performance.now() - since;
  checks.push([`${label}: both instances use it again within 2 s (${took.toFixed(0)} ms)`, took <= 2_000]);
}

/** How many of `ids` a lake (a site) or the dataset file (a Map) holds; `counter` the count of `cluster-teller`. */
async function storedWrites(where, cookie, ids) {
  if (where instanceof Map) {
    return {
      documents: ids.filter((id) => where.has(id)).length,
      counter: where.get('cluster-teller')?.count,
    };
  }
  const found = await query(where, cookie, 'count(*[_id in $ids])', { ids });
  return { documents: found, counter: await query(where, cookie, '*[_id == "cluster-teller"][0].count') };
}

/** The ids written by the concurrent-writes and crash checks that were acknowledged, to look for after a restart. */
const acknowledgedIds = [];

/**
 * Two editors saving at the same moment through different instances: 100 new documents and 100 increments of one,
 * all sent at once, alternating between the instances; then two saves from one revision, one through each.
 */
async function concurrentWrites(cookie) {
  const sites = [A, B];
  const ids = Array.from({ length: 100 }, (_, index) => `drafts.cluster-gelijktijdig-${index}`);
  const created = await writeAtOnce(sites, cookie, 100, (index) => [
    { createOrReplace: { _id: ids[index], _type: 'faqItem', question: `Gelijktijdig ${index}` } },
  ]);
  acknowledgedIds.push(...created.map((index) => ids[index]));
  await mutate(A, cookie, [
    { createOrReplace: { _id: 'cluster-teller', _type: 'faqItem', question: 'Teller', count: 0 } },
  ]);
  // A Studio on either instance follows the counter's chain of revisions: a revision it misses or hears out of
  // order makes it fetch the document afresh mid-edit, which moves what its editor typed meanwhile.
  const followers = sites.map((site) => listenFor(site, cookie, 'cluster-teller'));
  await Promise.all(followers.map(({ ready }) => ready));
  const increments = await writeAtOnce(sites, cookie, 100, () => [
    { patch: { id: 'cluster-teller', inc: { count: 1 } } },
  ]);
  const heardAll = performance.now() + 2_000;
  while (followers.some(({ heard }) => heard.length < 100) && performance.now() < heardAll) await sleep(50);
  for (const [index, { heard, close }] of followers.entries()) {
    close();
    checks.push([
      `a listener on ${sites[index]} hears the 100 increments sent through both instances as one chain of revisions (${heard.length} heard, ${chainBreaks(heard)} out of order)`,
      heard.length === 100 && chainBreaks(heard) === 0,
    ]);
  }
  for (const site of sites) {
    const { documents, counter } = await storedWrites(site, cookie, ids);
    checks.push([
      `100 saves of new documents and 100 increments of one, sent at once through both instances: ${site} stores ${documents} documents (${created.length} acknowledged) and counts ${counter} (${increments.length} acknowledged)`,
      created.length === 100 && documents === 100 && increments.length === 100 && counter === 100,
    ]);
  }
  // What either instance tells of the counter's history (Historie in the Studio) holds every revision, wherever
  // it was committed: its creation and the 100 increments.
  for (const site of sites) {
    const response = await fetch(
      `${site}/api/lake/v2025-02-19/data/history/production/transactions/cluster-teller?excludeContent=true`,
      { headers: { cookie } },
    );
    const revisions = (await response.text()).split('\n').filter(Boolean).length;
    checks.push([
      `the counter's history on ${site} lists its creation and the 100 increments, through either instance (${revisions} revisions)`,
      response.status === 200 && revisions === 101,
    ]);
  }
  const revision = await query(A, cookie, '*[_id == "cluster-teller"][0]._rev');
  const raced = await Promise.all(
    sites.map((site, index) =>
      mutate(site, cookie, [
        { patch: { id: 'cluster-teller', ifRevisionID: revision, set: { question: `Teller ${index}` } } },
      ]),
    ),
  );
  checks.push([
    `two saves from one revision, one through each instance: one is stored, the other refused with 409 (${raced.join(', ')})`,
    [...raced].sort().join(',') === '200,409',
  ]);
}

/**
 * kill -9 of instance A while B commits 50 writes (five editors saving ten times each) and A commits as many as it
 * can: every write either instance acknowledged is stored, and B goes on committing after the kill.
 */
async function killDuringCommits(cookie, pidOfA) {
  const write = (site, id) =>
    mutate(site, cookie, [{ createOrReplace: { _id: id, _type: 'faqItem', question: id } }]);
  const acknowledged = [];
  let toBAcknowledged = 0;
  let killed = false;
  const onA = Array.from({ length: 5 }, async (_, worker) => {
    for (let index = 0; !killed; index++) {
      const id = `drafts.cluster-kras-a-${worker}-${index}`;
      if ((await write(A, id)) === 200) acknowledged.push(id);
    }
  });
  const onB = Array.from({ length: 5 }, async (_, worker) => {
    for (let index = 0; index < 10; index++) {
      const id = `drafts.cluster-kras-b-${worker}-${index}`;
      if ((await write(B, id)) !== 200) continue;
      acknowledged.push(id);
      if (++toBAcknowledged === 20) {
        process.kill(pidOfA, 'SIGKILL');
        killed = true;
      }
    }
  });
  await Promise.all(onB);
  killed = true;
  await Promise.all(onA);
  acknowledgedIds.push(...acknowledged);
  const stored = await query(B, cookie, 'count(*[_id in $ids])', { ids: acknowledged });
  const fromA = acknowledged.filter((id) => id.includes('-a-')).length;
  checks.push([
    `kill -9 of :${CLUSTER_PORTS.instanceA} while :${CLUSTER_PORTS.instanceB} commits 50 writes: ${toBAcknowledged} of 50 acknowledged by :${CLUSTER_PORTS.instanceB}, ${fromA} by :${CLUSTER_PORTS.instanceA}, ${stored} of ${acknowledged.length} stored`,
    toBAcknowledged === 50 && stored === acknowledged.length,
  ]);
}

/** Signs an editor in at `site` in a new browser context and opens the document `id` in its Studio. */
async function studioOn(browser, site, account, id) {
  const context = await browser.newContext({ userAgent: BROWSER, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  // What this Studio sent, in order: kept for a typing check that fails, to tell a wrong patch from a wrong apply.
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/data\/(actions|mutate)\//.test(request.url())) {
      studioCommits.push({ at: Date.now(), editor: account.email, body: request.postData() });
    }
  });
  await page.goto(`${site}/login?next=${encodeURIComponent(`/studio/intent/edit/id=${id};type=page/`)}`);
  await page.getByLabel('E-mailadres').fill(account.email);
  await page.getByLabel('Wachtwoord').fill(account.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/studio'), { timeout: 60_000 });
  return page;
}

/** Types numbered sentences into `textbox` for `seconds`, at an editor's speed; returns exactly what was typed. */
async function typeFor(textbox, label, seconds) {
  await textbox.click();
  let typed = '';
  const until = performance.now() + seconds * 1_000;
  for (let sentence = 1; performance.now() < until; sentence++) {
    const text = `${sentence === 1 ? '' : ' '}${label} ${sentence}.`;
    await textbox.pressSequentially(text, { delay: 15 });
    typed += text;
  }
  return typed;
}

/** Waits up to 10 s until both lakes store `text` at `field` of the draft of `id`; what each stored in the end. */
async function storedByBoth(cookie, id, field, text) {
  const deadline = performance.now() + 10_000;
  let stored = [];
  do {
    stored = await Promise.all(
      [A, B].map((site) => query(site, cookie, `*[_id == $id][0].${field}`, { id: `drafts.${id}` })),
    );
    if (stored.every((value) => value === text)) break;
    await sleep(250);
  } while (performance.now() < deadline);
  return stored;
}

/** Where a stored text first departs from what was typed, with some context, to tell a lost key from a moved one. */
function whereTheyDiffer(name, typed, stored) {
  const text = String(stored);
  let index = 0;
  while (index < typed.length && typed[index] === text[index]) index++;
  const around = (value) => JSON.stringify(value.slice(Math.max(0, index - 20), index + 40));
  return `${name}: first difference at ${index}\n  typed:  ${around(typed)}\n  stored: ${around(text)}`;
}

/** How long the two editors type in each part: half a minute in `npm run test:soak`, 8 s in `npm test`. */
const TYPING_SECONDS = process.env.STROOMPLEIN_SOAK ? 30 : 8;

/**
 * Two editors' Studios, one through each instance, type for TYPING_SECONDS into two different pages, then as long
 * into two fields of the same page: each lake stores what was typed, to the character.
 */
async function twoStudiosTyping(cookie) {
  const ids = ['cluster-typen-een', 'cluster-typen-twee', 'cluster-typen-samen'];
  for (const id of ids) await mutate(A, cookie, [{ createOrReplace: { _id: id, _type: 'page' } }]);
  const browser = await chromium.launch({
    executablePath: TEST_BROWSER_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const [first, second] = await Promise.all([
      studioOn(browser, A, EDITOR, ids[0]),
      studioOn(browser, B, SECOND_EDITOR, ids[1]),
    ]);
    const title = (page) => page.locator('[data-testid="field-title"] input').first();
    await Promise.all([first, second].map((page) => title(page).waitFor({ timeout: 60_000 })));
    const apart = await Promise.all([
      typeFor(title(first), 'Rik typt op a', TYPING_SECONDS),
      typeFor(title(second), 'Sofie typt op b', TYPING_SECONDS),
    ]);
    // As an editor does, each waits for the Studio to have saved before leaving the page: a page left at once drops
    // the keys the Studio had not sent yet.
    const results = [];
    for (const [id, field, typed] of [
      [ids[0], 'title', apart[0]],
      [ids[1], 'title', apart[1]],
    ]) {
      results.push([id, field, typed, await storedByBoth(cookie, id, field, typed)]);
    }

    await first.goto(`${A}/studio/intent/edit/id=${ids[2]};type=page/`);
    await second.goto(`${B}/studio/intent/edit/id=${ids[2]};type=page/`);
    await title(first).waitFor({ timeout: 60_000 });
    await second.getByRole('tab', { name: 'SEO' }).click({ timeout: 60_000 });
    const seoTitle = second.locator('[data-testid="field-seo.title"] input').first();
    const together = await Promise.all([
      typeFor(title(first), 'Rik in de titel', TYPING_SECONDS),
      typeFor(seoTitle, 'Sofie in de SEO-titel', TYPING_SECONDS),
    ]);

    for (const [id, field, typed] of [
      [ids[2], 'title', together[0]],
      [ids[2], 'seo.title', together[1]],
    ]) {
      results.push([id, field, typed, await storedByBoth(cookie, id, field, typed)]);
    }
    for (const [id, field, typed, stored] of results) {
      for (const value of stored)
        if (value !== typed) console.log(whereTheyDiffer(`${id}.${field}`, typed, value));
      if (stored.some((value) => value !== typed)) {
        mkdirSync('test-results', { recursive: true });
        writeFileSync(
          'test-results/cluster-studio-commits.ndjson',
          studioCommits.map((commit) => JSON.stringify(commit)).join('\n'),
        );
        console.log('What the Studios sent: test-results/cluster-studio-commits.ndjson');
      }
      checks.push([
        `two Studios typing at once through both instances: ${id}.${field} holds the ${typed.length} characters typed on both instances (${stored.map((value) => (value === typed ? 'exact' : `${String(value).length} characters, not the same`)).join(', ')})`,
        stored.every((value) => value === typed),
      ]);
    }
  } finally {
    await browser.close();
  }
}

/** Which market answered, as the page's <html> tag says: `<html … data-market="…">`, or null for the plain site. */
const marketOf = (html) => /<html[^>]*data-market="([^"]*)"/.exec(html)?.[1] ?? null;

/** GET `path` from Varnish for `host`, as a browser on that host name asks. */
const getOnHost = (host, path) => getText(`${VARNISH}${path}`, { host, 'user-agent': BROWSER });

/**
 * Two markets through Varnish: alternating hosts never get each other's copy; a publish that changes only the
 * Dutch home page (a block limited to the Netherlands) is live there within 1 s and leaves the Belgian copy in
 * Varnish (its Age keeps growing); a forged Host gets the plain site and leaves no copy a real host receives.
 */
async function marketsThroughVarnish(cookie) {
  const mixed = [];
  for (let request = 0; request < 20; request++) {
    const [host, market] = request % 2 ? [DUTCH_HOST, 'netherlands'] : [BELGIAN_HOST, 'belgium'];
    const served = marketOf((await getOnHost(host, '/overons')).text);
    if (served !== market) mixed.push(`${host} gave ${served}`);
  }
  checks.push([
    `20 alternating requests for /overons to ${BELGIAN_HOST} and ${DUTCH_HOST} through Varnish each show their own market (${mixed.join(', ') || 'all did'})`,
    mixed.length === 0,
  ]);

  const home = JSON.parse(
    readFileSync(path.join(contentDir, 'dataset.ndjson'), 'utf8')
      .split('\n')
      .find((line) => line.includes('"_id":"home"')),
  );
  const dutchBlock = home.blocks.find(
    (block) => block.markets?.length === 1 && block.markets[0] === 'netherlands',
  );
  await getOnHost(DUTCH_HOST, '/');
  await getOnHost(BELGIAN_HOST, '/');
  // The Belgian copy has aged a second, so a purge (Age back to 0) would show.
  let belgianBefore = await getOnHost(BELGIAN_HOST, '/');
  while (Number(belgianBefore.headers.age ?? 0) < 1) {
    await sleep(100);
    belgianBefore = await getOnHost(BELGIAN_HOST, '/');
  }
  const marker = `Alleen voor Nederland ${Date.now()}`;
  const started = performance.now();
  const published = await mutate(A, cookie, [
    { patch: { id: 'home', set: { [`blocks[_key=="${dutchBlock._key}"].heading`]: marker } } },
  ]);
  const took = await servedAfter({
    url: `${VARNISH}/`,
    marker,
    started,
    limitMs: 1_000,
    headers: { host: DUTCH_HOST, 'user-agent': BROWSER },
  });
  const belgianAfter = await getOnHost(BELGIAN_HOST, '/');
  checks.push([
    `a publish of a block limited to the Netherlands is live on ${DUTCH_HOST} through Varnish within 1 s (${published}, ${took === Infinity ? 'not' : `${took.toFixed(0)} ms`})`,
    published === 200 && took <= 1_000,
  ]);
  checks.push([
    `…and the Belgian home page stays in Varnish (${belgianAfter.headers['x-cache']}, Age ${belgianBefore.headers.age} → ${belgianAfter.headers.age})`,
    belgianAfter.headers['x-cache'] === 'HIT' &&
      Number(belgianAfter.headers.age) >= Number(belgianBefore.headers.age) &&
      !belgianAfter.text.includes(marker),
  ]);

  const forgedPath = `/kopersinformatie?host=${Date.now()}`;
  const forged = await getOnHost('evil.example', forgedPath);
  const realAfterForged = await getOnHost(BELGIAN_HOST, forgedPath);
  checks.push([
    `a forged Host gets the plain site and leaves no copy that ${BELGIAN_HOST} receives (evil.example: ${marketOf(forged.text) ?? 'plain site'}; ${BELGIAN_HOST}: ${realAfterForged.headers['x-cache']}, ${marketOf(realAfterForged.text)})`,
    marketOf(forged.text) === null &&
      realAfterForged.headers['x-cache'] === 'MISS' &&
      marketOf(realAfterForged.text) === 'belgium',
  ]);
}

/** The transactions in the log that published the release `releaseId`. */
const publishesOf = (releaseId) =>
  readHistoryLog(historyLogPath(contentDir)).entries.filter(
    (entry) => entry.documents[`_.releases.${releaseId}`]?.after?.state === 'published',
  ).length;

/** A FAQ item to put in a release: its published id and what the release will publish. */
const releaseDocument = (releaseId) => ({
  _id: `cluster-release-${releaseId}`,
  _type: 'faqItem',
  question: `Gepubliceerd door ${releaseId}`,
});

/** Waits until `site` shows the release as published (or `limitMs` after `publishAt`); returns when, or Infinity. */
async function publishedAfter(site, cookie, releaseId, publishAt, limitMs) {
  while (Date.now() <= publishAt + limitMs) {
    const state = await query(site, cookie, '*[_id == $id][0].state', {
      id: `_.releases.${releaseId}`,
    }).catch(() => null);
    if (state === 'published') return Date.now() - publishAt;
    await sleep(100);
  }
  return Infinity;
}

/**
 * The release schedule in the cluster: a release scheduled 4 s ahead publishes once, with both instances running;
 * with instance A frozen (SIGSTOP) at the moment, B publishes it within 5 s, and A thawed does not publish it again.
 */
async function releasesOnSchedule(cookie, pidOfA) {
  const first = `rcluster${Date.now().toString(36)}`;
  const firstAt = Date.now() + 4_000;
  // The release also changes a page: once published, it must be live like any publish.
  const page = storedInDatasetFile(contentDir).get('page-overons');
  const marker = `Over ons, vrijgegeven door ${first}`;
  // And a new page, whose path visitors ask for before its moment: Varnish keeps that 404 until the publish.
  const newPage = {
    _id: `cluster-release-page-${first}`,
    _type: 'page',
    title: `Campagne ${first}`,
    slug: { _type: 'slug', current: `campagne-${first}` },
    blocks: [],
  };
  const scheduled = await scheduleRelease(A, cookie, {
    releaseId: first,
    documents: [releaseDocument(first), { ...page, seo: { ...page.seo, title: marker } }, newPage],
    publishAt: new Date(firstAt).toISOString(),
  });
  // A request that does not ask for HTML gets Next's own 404 at that address, which Varnish must not keep.
  const notHtml = await get(`${VARNISH}/${newPage.slug.current}`);
  await notHtml.arrayBuffer();
  const askedBefore = [`${notHtml.status} without Accept`];
  for (let round = 0; round < 2; round++) {
    const response = await get(`${VARNISH}/${newPage.slug.current}`, { accept: 'text/html' });
    askedBefore.push(
      `${response.status} ${response.headers.get('x-cache')} ${(await response.text()).includes('Pagina niet gevonden') ? 'page' : 'no page'}`,
    );
  }
  checks.push([
    `a visitor's 404 is kept by Varnish until a page is published there (${askedBefore.join(', ')})`,
    askedBefore.join() === '404 without Accept,404 MISS page,404 HIT page',
  ]);
  await sleep(firstAt - 300 - Date.now());
  /** When `url` first shows `text`, as a wall-clock time; Infinity if not within 5 s of the moment. */
  const liveAt = async (url, shown) => {
    while (Date.now() < firstAt + 5_000) {
      const { text } = await getText(url, { 'user-agent': BROWSER, accept: 'text/html' }).catch(() => ({
        text: '',
      }));
      if (text.includes(shown)) return Date.now();
      await sleep(10);
    }
    return Infinity;
  };
  const [after, newPageAt, ...seen] = await Promise.all([
    publishedAfter(B, cookie, first, firstAt, 5_000),
    liveAt(`${VARNISH}/${newPage.slug.current}`, newPage.title),
    ...[A, B, VARNISH].map((site) => liveAt(`${site}/overons`, marker)),
  ]);
  const publishedAt = Date.parse(
    await query(A, cookie, '*[_id == $id][0].publishedAt', { id: `_.releases.${first}` }),
  );
  const live = seen.map((at) => at - publishedAt);
  const shownAs = (ms) => (ms === Infinity ? 'not' : `${ms} ms`);
  checks.push([
    `the release's page is live within 1 s of its publish on :${CLUSTER_PORTS.instanceA}, :${CLUSTER_PORTS.instanceB} and through Varnish (${live.map(shownAs).join(', ')})`,
    live.every((ms) => ms <= 1_000),
  ]);
  checks.push([
    `the release's new page, asked for every 10 ms through Varnish, is live there within 1 s of its publish (${shownAs(newPageAt - publishedAt)})`,
    newPageAt - publishedAt <= 1_000,
  ]);
  await sleep(2_000);
  const onBoth = await Promise.all(
    [A, B].map((site) =>
      query(site, cookie, '*[_id == $id][0].question', { id: releaseDocument(first)._id }),
    ),
  );
  checks.push([
    `a release scheduled 4 s ahead with both instances running publishes once (${scheduled}, ${after === Infinity ? 'not within 5 s' : `${after} ms after its moment`}, ${publishesOf(first)} publish transaction), both serve its document`,
    scheduled === 200 &&
      after <= 2_000 &&
      publishesOf(first) === 1 &&
      onBoth.every((question) => question === releaseDocument(first).question),
  ]);

  const second = `rbevroren${Date.now().toString(36)}`;
  const secondAt = Date.now() + 3_000;
  await scheduleRelease(B, cookie, {
    releaseId: second,
    documents: [releaseDocument(second)],
    publishAt: new Date(secondAt).toISOString(),
  });
  await sleep(secondAt - 500 - Date.now());
  process.kill(pidOfA, 'SIGSTOP');
  let frozenAfter;
  try {
    frozenAfter = await publishedAfter(B, cookie, second, secondAt, 5_000);
  } finally {
    process.kill(pidOfA, 'SIGCONT');
  }
  await sleep(3_000);
  checks.push([
    `with :${CLUSTER_PORTS.instanceA} frozen at the moment, :${CLUSTER_PORTS.instanceB} publishes the release within 5 s (${frozenAfter === Infinity ? 'not' : `${frozenAfter} ms`}), once after the thaw too (${publishesOf(second)})`,
    frozenAfter <= 5_000 && publishesOf(second) === 1,
  ]);
}

const MISSED_RELEASE = `rgemist${Date.now().toString(36)}`;
let missedReleaseAt = 0;
let { cluster, ready } = startCluster();
try {
  await ready;
  await publishRound(A, [B, VARNISH], `publish to :${CLUSTER_PORTS.instanceA}`);
  await publishRound(B, [A, VARNISH], `publish to :${CLUSTER_PORTS.instanceB}`);
  const slowest = await publishRoundsReadThroughVarnish(20);
  checks.push([
    `20 publishes to either instance, each live through Varnish within 1 s (slowest ${slowest === Infinity ? 'never' : `${slowest.toFixed(0)} ms`})`,
    slowest <= 1_000,
  ]);

  // Varnish compresses what the instances send uncompressed, and answers a revalidating browser with 304.
  const page = await get(`${VARNISH}/kopersinformatie`, { 'accept-encoding': 'gzip' });
  await page.arrayBuffer();
  const etag = page.headers.get('etag');
  const revalidated = await get(`${VARNISH}/kopersinformatie`, {
    'accept-encoding': 'gzip',
    'if-none-match': etag ?? '',
  });
  checks.push([
    `a page through Varnish is gzipped with a validator, and revalidating it answers 304 (${page.headers.get('content-encoding')}, ${etag}, ${revalidated.status})`,
    page.headers.get('content-encoding') === 'gzip' && Boolean(etag) && revalidated.status === 304,
  ]);

  // The shared cache is kept per build: two builds sharing Redis in a rolling deploy never serve each other's pages.
  const buildId = readFileSync(path.join(process.env.NEXT_DIST_DIR ?? '.next', 'BUILD_ID'), 'utf8').trim();
  const pageKeys = execSync(`redis-cli -p ${CLUSTER_PORTS.redis} --scan --pattern '*kopersinformatie*'`, {
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  checks.push([
    `the shared cache's page keys carry the build id (${pageKeys.length} keys, prefix stroomplein:${buildId}:)`,
    pageKeys.length > 0 && pageKeys.every((key) => key.startsWith(`stroomplein:${buildId}:`)),
  ]);

  // A Studio connected to :3002 hears a save made through :3001 (the listeners are told over Redis).
  const cookie = await sessionCookie(A, EDITOR);
  const heard = listenFor(B, cookie, 'cluster-luisteraar');
  await heard.ready;
  const saved = performance.now();
  await fetch(`${A}/api/lake/v2025-02-19/data/mutate/production`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      mutations: [
        { createOrReplace: { _id: 'cluster-luisteraar', _type: 'faqItem', question: 'Hoor je dit?' } },
      ],
    }),
  });
  const event = await Promise.race([heard.event, sleep(1_000).then(() => null)]);
  heard.close();
  checks.push([
    `a Studio listener on :${CLUSTER_PORTS.instanceB} hears a save made through :${CLUSTER_PORTS.instanceA} (${event ? `${(performance.now() - saved).toFixed(0)} ms` : 'not within 1 s'})`,
    event !== null,
  ]);

  await marketsThroughVarnish(cookie);
  await concurrentWrites(cookie);
  await twoStudiosTyping(cookie);
  await releasesOnSchedule(cookie, instancePid(CLUSTER_PORTS.instanceA));

  // A campaign link is served from the copy Varnish already holds: its tracking parameters are not in the key.
  await (await get(`${VARNISH}/verkopersinformatie`)).text();
  const tracked = await get(
    `${VARNISH}/verkopersinformatie?utm_source=nieuwsbrief&utm_medium=email&gclid=abc`,
  );
  const step = `/overons?stap=${Date.now()}`;
  await (await get(`${VARNISH}${step}`)).text();
  const keptTracked = await get(`${VARNISH}${step}&utm_campaign=zomer&fbclid=xyz`);
  const other = await get(`${VARNISH}${step}1`);
  checks.push([
    `a tracked visit is a cache hit; other parameters still count (${tracked.headers.get('x-cache')}, ${keptTracked.headers.get('x-cache')}, ${other.headers.get('x-cache')})`,
    tracked.status === 200 &&
      tracked.headers.get('x-cache') === 'HIT' &&
      keptTracked.headers.get('x-cache') === 'HIT' &&
      other.headers.get('x-cache') === 'MISS',
  ]);

  // The lake's images through Varnish: kept, one copy per format, whatever else the browser's Accept says and
  // whether or not it is signed in.
  const photo = JSON.parse(
    readFileSync(path.join(contentDir, 'dataset.ndjson'), 'utf8')
      .split('\n')
      .find((line) => line.includes('"_type":"sanity.imageAsset"') && line.includes('"extension":"jpg"')),
  ).url;
  const variantUrl = `${VARNISH}${photo}?w=560&fit=max&auto=format&run=${Date.now()}`;
  const asked = [];
  for (const [accept, cookie] of [
    ['image/avif,image/webp,*/*', ''],
    ['image/avif,image/webp,image/apng,*/*;q=0.8', '__session=iemand'],
    ['image/webp,*/*', ''],
    ['image/webp,image/*;q=0.8', ''],
  ]) {
    const response = await get(variantUrl, { accept, ...(cookie ? { cookie } : {}) });
    await response.arrayBuffer();
    asked.push(`${response.headers.get('content-type')} ${response.headers.get('x-cache')}`);
  }
  checks.push([
    `an image variant through Varnish is kept once per format (${asked.join(', ')})`,
    asked.join(',') === 'image/avif MISS,image/avif HIT,image/webp MISS,image/webp HIT',
  ]);

  // Redis frozen (SIGSTOP: its connections stay open and nothing answers, as in a partition or a failover):
  // every page answers within 1 s on both instances and through Varnish, cached paths and new ones alike; a
  // publish meanwhile is served at once, and once Redis is thawed it holds everywhere within 2 s.
  const redisPid = Number(
    /pid=(\d+)/.exec(execSync(`ss -ltnpH 'sport = :${CLUSTER_PORTS.redis}'`, { encoding: 'utf8' }))?.[1],
  );
  // The load so far (concurrent writes, two Studios, restarts) kept the instances busy, never Redis away.
  const outagesBeforeFreeze = linesLogged('Gedeelde cache (Redis) niet bereikbaar');
  // The lines themselves, should there be any: the reason they name is what to look into.
  const outageLines = clusterLog.split('\n').filter((line) => line.includes('(Redis) niet bereikbaar'));
  checks.push([
    `a busy instance does not take its own slowness for a Redis outage (${outagesBeforeFreeze} outages logged${outageLines.length ? `: ${outageLines.join(' | ')}` : ''})`,
    outagesBeforeFreeze === 0,
  ]);
  process.kill(redisPid, 'SIGSTOP');
  const frozenAt = performance.now();
  let frozenMarker;
  try {
    const answered = [];
    for (const url of [
      `${A}/overons`,
      `${B}/kopersinformatie`,
      `${B}/overons?x=1`,
      `${A}/energie-delen`,
      `${VARNISH}/overons`,
      `${VARNISH}/declarations?y=${Date.now()}`,
    ]) {
      const started = performance.now();
      const response = await fetch(url, {
        headers: { 'user-agent': BROWSER },
        signal: AbortSignal.timeout(5_000),
      }).catch(() => null);
      await response?.text();
      answered.push([url, response?.status ?? 0, performance.now() - started]);
    }
    const slowest = Math.max(...answered.map(([, , took]) => took));
    checks.push([
      `with Redis frozen every page answers 200 within 1 s (slowest ${slowest.toFixed(0)} ms; ${answered
        .filter(([, status, took]) => status !== 200 || took > 1_000)
        .map(([url, status]) => `${url} ${status}`)
        .join(', ')})`,
      answered.every(([, status, took]) => status === 200 && took <= 1_000),
    ]);
    frozenMarker = `Bevroren ${Date.now()}`;
    setDeclarationsHero(contentDir, frozenMarker);
    const started = performance.now();
    await sendSignedWebhook(A, SECRET, DECLARATIONS_CHANGE);
    const onA = await liveAfter(`${A}/declarations`, frozenMarker, started);
    checks.push([`with Redis frozen a publish is served at once (${onA.toFixed(0)} ms)`, onA <= 1_000]);
    // A Redis silent for longer than a ping may take is away: each instance says so, once.
    while (
      linesLogged('Gedeelde cache (Redis) niet bereikbaar') < outagesBeforeFreeze + 2 &&
      performance.now() - frozenAt < TIMEOUT_MS + SILENCE_MS + 5_000
    ) {
      await sleep(50);
    }
    checks.push([
      `with Redis frozen each instance logs the outage (${linesLogged('Gedeelde cache (Redis) niet bereikbaar') - outagesBeforeFreeze} of 2)`,
      linesLogged('Gedeelde cache (Redis) niet bereikbaar') === outagesBeforeFreeze + 2,
    ]);
  } finally {
    process.kill(redisPid, 'SIGCONT');
  }
  const thawed = performance.now();
  for (const reader of [A, B, VARNISH]) {
    const took = await liveAfter(`${reader}/declarations`, frozenMarker, thawed, 2_000);
    checks.push([
      `Redis thawed: ${reader} serves the publish made while it was frozen within 2 s (${took === Infinity ? 'no' : `${took.toFixed(0)} ms`})`,
      took <= 2_000,
    ]);
  }
  // Each instance's guard probes Redis every second: both share the cache again, and a publish is shared.
  await checkRedisUsedAgain('Redis thawed', thawed, 2);
  await publishRound(B, [A, VARNISH], `Redis thawed, publish to :${CLUSTER_PORTS.instanceB}`);

  // Redis stopped: both instances keep serving, each says so once; Redis back: a publish is shared again.
  process.kill(redisPid, 'SIGKILL');
  let failures = 0;
  for (let request = 0; request < 10; request++) {
    for (const url of [A, B]) if ((await get(`${url}/overons`)).status !== 200) failures++;
  }
  checks.push([
    `with Redis stopped both instances serve every page (${failures} failures of 20)`,
    failures === 0,
  ]);
  // Two outages (frozen, then stopped): each logged once per instance, not per request.
  const outages = linesLogged('Gedeelde cache (Redis) niet bereikbaar');
  checks.push([`each outage is logged once per instance, not per request (${outages} lines)`, outages === 4]);
  const redisAgain = spawn(
    'redis-server',
    ['--port', String(CLUSTER_PORTS.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  try {
    await checkRedisUsedAgain('Redis restarted', performance.now(), 4);
    await publishRound(A, [B, VARNISH], `Redis back, publish to :${CLUSTER_PORTS.instanceA}`);
  } finally {
    redisAgain.kill('SIGKILL');
  }

  // A redirect published at run time: every instance and Varnish redirect within 1 s.
  writeFileSync(
    path.join(contentDir, 'zz-cluster.ndjson'),
    JSON.stringify({
      _id: 'cluster-redirect',
      _type: 'redirect',
      source: '/clusteractie',
      destination: '/overons',
      permanent: false,
    }),
  );
  const redirected = performance.now();
  await sendSignedWebhook(A, SECRET, { _id: 'cluster-redirect', _type: 'redirect' });
  for (const reader of [B, VARNISH]) {
    let status = 0;
    while (status !== 307 && performance.now() - redirected < 1_000)
      status = (await get(`${reader}/clusteractie`)).status;
    checks.push([`a new redirect is served by ${reader} within 1 s`, status === 307]);
  }

  // Personal answers never come from Varnish: signed in, account pages, pages with a nonce.
  for (const [what, url, headers] of [
    ['a signed-in visitor', `${VARNISH}/declarations`, { cookie: '__session=iemand' }],
    ['an account page', `${VARNISH}/account`, {}],
    ['a sign-in page (nonce)', `${VARNISH}/login`, {}],
  ]) {
    const first = await get(url, headers);
    const second = await get(url, headers);
    checks.push([
      `${what} is never served from Varnish`,
      first.headers.get('x-cache') !== 'HIT' && second.headers.get('x-cache') !== 'HIT',
    ]);
  }

  // Two browsers through Varnish, one signed in: the other never gets anything of the first's.
  const browser = await chromium.launch({
    executablePath: TEST_BROWSER_PATH,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const signedIn = await browser.newPage({ userAgent: BROWSER });
    await signedIn.goto(`${VARNISH}/login?next=/account`);
    await signedIn.getByLabel('E-mailadres').fill(VISITOR.email);
    await signedIn.getByLabel('Wachtwoord').fill(VISITOR.password);
    await signedIn.getByRole('button', { name: 'Inloggen' }).click();
    await signedIn.waitForURL(`${VARNISH}/account`);
    await signedIn.getByText('Dana Demo').first().waitFor();
    for (const pagePath of ['/overons', '/', '/calculator/koper'])
      await signedIn.goto(`${VARNISH}${pagePath}`);
    const other = await (await browser.newContext({ userAgent: BROWSER })).newPage();
    let leaked = false;
    for (const pagePath of ['/overons', '/', '/calculator/koper', '/account']) {
      await other.goto(`${VARNISH}${pagePath}`);
      if ((await other.content()).includes('Dana Demo') || other.url().endsWith('/account')) leaked = true;
    }
    checks.push(["a second browser never gets the signed-in visitor's pages from Varnish", !leaked]);
  } finally {
    await browser.close();
  }

  // Firebase frozen (its emulators stopped with SIGSTOP): content pages do not notice; an account page says in
  // Dutch, within 3 s, that accounts are unreachable.
  const visitorCookie = await sessionCookie(A, VISITOR);
  const firebasePids = [
    ...new Set(
      [AUTH_EMULATOR_HOST, FIRESTORE_EMULATOR_HOST]
        .map((host) => Number(host.split(':')[1]))
        .map((port) =>
          Number(/pid=(\d+)/.exec(execSync(`ss -ltnpH 'sport = :${port}'`, { encoding: 'utf8' }))?.[1]),
        ),
    ),
  ];
  for (const pid of firebasePids) process.kill(pid, 'SIGSTOP');
  try {
    const timed = async (url, headers = {}) => {
      const started = performance.now();
      const response = await fetch(url, {
        headers: { 'user-agent': BROWSER, ...headers },
        redirect: 'manual',
        signal: AbortSignal.timeout(10_000),
      }).catch(() => null);
      return {
        status: response?.status ?? 0,
        text: (await response?.text()) ?? '',
        took: performance.now() - started,
      };
    };
    const pages = [
      await timed(`${A}/overons`),
      await timed(`${B}/energie-delen`),
      await timed(`${VARNISH}/`),
    ];
    const slowest = Math.max(...pages.map(({ took }) => took));
    checks.push([
      `with Firebase frozen content pages answer 200 within 1 s (slowest ${slowest.toFixed(0)} ms)`,
      pages.every(({ status, took }) => status === 200 && took <= 1_000),
    ]);
    // What the visitor reads: the account page's Dutch message within 3 s of asking, drawn on the server (no
    // JavaScript here), with status 503.
    const browser = await chromium.launch({
      executablePath: TEST_BROWSER_PATH,
      args: ['--no-sandbox', '--disable-gpu'],
    });
    try {
      const context = await browser.newContext({ userAgent: BROWSER, javaScriptEnabled: false });
      const [name, value] = visitorCookie.split('=');
      await context.addCookies([{ name, value, url: A }]);
      const page = await context.newPage();
      const started = performance.now();
      const answer = await page.goto(`${A}/account`, { waitUntil: 'commit' });
      const shown = await page
        .getByText('Je account is even niet bereikbaar')
        .waitFor({ timeout: 10_000 })
        .then(() => performance.now() - started)
        .catch(() => Infinity);
      checks.push([
        `with Firebase frozen /account says in Dutch that accounts are unreachable within 3 s, status 503 (${shown === Infinity ? 'not within 10 s' : `${shown.toFixed(0)} ms`}, ${answer?.status()})`,
        shown <= 3_000 && answer?.status() === 503,
      ]);
    } finally {
      await browser.close();
    }
  } finally {
    for (const pid of firebasePids) process.kill(pid, 'SIGCONT');
  }

  // One instance down: Varnish answers from the other, no error reaches the visitor.
  await killDuringCommits(cookie, instancePid(CLUSTER_PORTS.instanceA));
  const down = await fetch(`${A}/api/build-id`).then(
    () => false,
    () => true,
  );
  checks.push([`instance :${CLUSTER_PORTS.instanceA} is down for the next check`, down]);
  let errors = 0;
  for (let request = 0; request < 20; request++)
    if ((await get(`${VARNISH}/overons?stap=${request}`)).status >= 500) errors++;
  checks.push([
    `with :${CLUSTER_PORTS.instanceA} stopped Varnish answers every request (${errors} errors of 20)`,
    errors === 0,
  ]);

  // A release whose moment passes while no instance runs: scheduled now, published at the next start.
  missedReleaseAt = Date.now() + 8_000;
  await scheduleRelease(B, await sessionCookie(B, EDITOR), {
    releaseId: MISSED_RELEASE,
    documents: [releaseDocument(MISSED_RELEASE)],
    publishAt: new Date(missedReleaseAt).toISOString(),
  });
} finally {
  await stopCluster(cluster);
}
const missedWhileStopped = storedInDatasetFile(contentDir).get(`_.releases.${MISSED_RELEASE}`)?.state;
await sleep(Math.max(0, missedReleaseAt + 1_000 - Date.now()));

// Every acknowledged write is in the dataset file once the instances are stopped.
const onDisk = await storedWrites(storedInDatasetFile(contentDir), null, acknowledgedIds);
checks.push([
  `after both instances stopped, dataset.ndjson holds ${onDisk.documents} of the ${acknowledgedIds.length} acknowledged writes and counts ${onDisk.counter}`,
  onDisk.documents === acknowledgedIds.length && onDisk.counter === 100,
]);

// Control: without the shared cache (and without Varnish) the other instance stays stale after a publish.
({ cluster, ready } = startCluster('--no-redis', '--no-varnish'));
try {
  await ready;
  // Both instances started again serve every acknowledged write.
  const cookie = await sessionCookie(A, EDITOR);
  const startedAgain = Date.now();
  const missedAfter = await publishedAfter(A, cookie, MISSED_RELEASE, startedAgain, 5_000);
  checks.push([
    `a release whose moment passed while both instances were stopped (${missedWhileStopped} then) is published at the next start (${missedAfter === Infinity ? 'not within 5 s' : `${missedAfter} ms after ready`}), once (${publishesOf(MISSED_RELEASE)})`,
    missedWhileStopped === 'scheduled' && missedAfter <= 5_000 && publishesOf(MISSED_RELEASE) === 1,
  ]);
  for (const site of [A, B]) {
    const { documents, counter } = await storedWrites(site, cookie, acknowledgedIds);
    checks.push([
      `after a restart ${site} serves ${documents} of the ${acknowledgedIds.length} acknowledged writes and counts ${counter}`,
      documents === acknowledgedIds.length && counter === 100,
    ]);
  }
  for (const url of [A, B]) await (await get(`${url}/declarations`)).text();
  const marker = `Controle ${Date.now()}`;
  setDeclarationsHero(contentDir, marker);
  const started = performance.now();
  await sendSignedWebhook(A, SECRET, DECLARATIONS_CHANGE);
  const onA = await liveAfter(`${A}/declarations`, marker, started);
  const onB = await liveAfter(`${B}/declarations`, marker, started, 2_000);
  checks.push([`control without Redis: :${CLUSTER_PORTS.instanceA} serves the publish`, onA <= 1_000]);
  checks.push([
    `control without Redis: :${CLUSTER_PORTS.instanceB} is still stale after 2 s`,
    onB === Infinity,
  ]);
} finally {
  await stopCluster(cluster);
  rmSync(contentDir, { recursive: true, force: true });
}

for (const [name, passed] of checks) console.log(`${passed ? '✓' : '✘'} ${name}`);
const failed = checks.filter(([, passed]) => !passed).length;
console.log(`${checks.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 && checks.length >= 49 ? 0 : 1);
