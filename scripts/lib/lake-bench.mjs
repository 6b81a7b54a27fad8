// The local Content Lake's figures for `npm run bench`: publish → page live, query latency on the bundled dataset and
// on 1,000 generated pages (with a 500-revision history in place), server memory per open editor, the time from
// opening /studio to the document list (beside Sanity's default Studio on the same lake), and history (the log's
// size, the translog, opening Historie). Needs the Firebase emulators (scripts/emulators.mjs) for the editor's
// session, and nginx for the comparator Studio (ensureBenchTools).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { gunzipSync } from 'node:zlib';
import { log, percentile, ROOT, startNginx, WORK } from './bench-tools.mjs';
import { buildStudio } from './studio-build.mjs';
import { EDITOR, sessionCookie } from './site-session.mjs';

const V = '/api/lake/v2025-02-19';

const summary = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
};

async function lakeAction(site, cookie, actions) {
  const response = await fetch(`${site}${V}/data/actions/production`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ actions }),
  });
  if (!response.ok) throw new Error(`actions answered ${response.status}: ${await response.text()}`);
}

/**
 * Publish → live as the Studio does it: an edit (copy-on-write draft) and a publish through the Actions API, then
 * the first response of the page with the new text. Timed from the publish request.
 */
export async function lakePublishToLive(site, cookie, rounds) {
  const ids = { draftId: 'drafts.page-declarations', publishedId: 'page-declarations' };
  const took = [];
  for (let round = 1; round <= rounds; round++) {
    const marker = `Lake-benchmark ${round} ${Date.now()}`;
    await lakeAction(site, cookie, [
      { actionType: 'sanity.action.document.edit', ...ids, patch: { set: { 'blocks[0].text': marker } } },
    ]);
    const started = performance.now();
    await lakeAction(site, cookie, [{ actionType: 'sanity.action.document.publish', ...ids }]);
    while (!(await (await fetch(`${site}/declarations`)).text()).includes(marker)) {
      if (performance.now() - started > 30_000) throw new Error('new text not live within 30 s');
      await sleep(10);
    }
    took.push(performance.now() - started);
  }
  return summary(took);
}

// The latency figures use node:http on one kept-alive connection, asking for gzip as a browser does: Node's fetch
// (undici) added about 2–3 ms at the median and 3–4 ms at p95 of its own on this 2-core machine, which the lake does not
// cost an editor's browser (measured side by side on the same queries and on /icon.svg).
const latencyAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One GET, its status and its (decompressed) text. */
function timedGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, {
      agent: latencyAgent,
      headers: { ...headers, 'accept-encoding': 'gzip' },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const text = response.headers['content-encoding'] === 'gzip' ? gunzipSync(bytes) : bytes;
        resolve({ status: response.statusCode, body: text.toString('utf8') });
      });
    });
  });
}

/** The queries the Studio sends most: its document list (with text::query), a document pair, a preview. */
const STUDIO_QUERIES = [
  [
    'lijst',
    `*[_type == "page" && [@, _id] match text::query($__query)] | order(_updatedAt desc) [0...50]{_id, _type, title, "path": slug.current}`,
    { __query: '*' },
    'drafts',
  ],
  [
    'zoeken',
    `*[[@, _id] match text::query($__query)] [0...20]{_id, _type, title}`,
    { __query: 'kop*' },
    'raw',
  ],
  ['document', `*[_id in [$id, "drafts." + $id]]`, { id: 'page-kopersinformatie' }, 'raw'],
  [
    'voorbeeld',
    `*[_id == $id][0]{title, "path": slug.current, "image": blocks[0].image.asset->url}`,
    { id: 'page-kopersinformatie' },
    'drafts',
  ],
];

export async function lakeQueryLatency(site, cookie, rounds) {
  const took = [];
  for (let round = 0; round < rounds; round++) {
    for (const [, query, params, perspective] of STUDIO_QUERIES) {
      const search = new URLSearchParams({ query, perspective });
      for (const [key, value] of Object.entries(params)) search.set(`$${key}`, JSON.stringify(value));
      const started = performance.now();
      const response = await timedGet(`${site}${V}/data/query/production?${search}`, { cookie });
      JSON.parse(response.body);
      if (response.status !== 200) throw new Error(`query answered ${response.status}`);
      took.push(performance.now() - started);
    }
  }
  return summary(took);
}

/** A page as draft mode reads it: every block, FAQ items through `->`. */
const DRAFT_PAGE_QUERY = `*[_type == "page" && slug.current == $path][0]{
  ..., blocks[]{ ..., _type == "faq" => { "items": items[]->{ _id, question, answer } } }
}`;

/**
 * What a Content Source Map costs (draft mode asks for one with every query): the same page query with and without
 * `resultSourceMap=withKeyArraySelector`, in turns.
 */
export async function sourceMapCost(site, cookie, rounds) {
  const took = { plain: [], mapped: [] };
  for (let round = 0; round < rounds; round++) {
    for (const kind of ['plain', 'mapped']) {
      const search = new URLSearchParams({ query: DRAFT_PAGE_QUERY, perspective: 'drafts' });
      search.set('$path', JSON.stringify('energie-delen'));
      if (kind === 'mapped') search.set('resultSourceMap', 'withKeyArraySelector');
      const started = performance.now();
      const response = await timedGet(`${site}${V}/data/query/production?${search}`, { cookie });
      const body = JSON.parse(response.body);
      if (response.status !== 200) throw new Error(`query answered ${response.status}`);
      if (kind === 'mapped' && !body.resultSourceMap) throw new Error('no resultSourceMap in the answer');
      took[kind].push(performance.now() - started);
    }
  }
  return { plain: summary(took.plain), mapped: summary(took.mapped) };
}

/** The same client's latency for a request the server answers without work (a static icon): Next's own floor. */
async function floorLatency(site, rounds) {
  const took = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    await timedGet(`${site}/icon.svg`);
    took.push(performance.now() - started);
  }
  return summary(took);
}

/** The resident memory of a process, in bytes. */
export function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** The `next-server` process under a `next start` parent (the parent is only a launcher). */
export function serverPid(parentPid) {
  const children = readFileSync(`/proc/${parentPid}/task/${parentPid}/children`, 'utf8').trim().split(/\s+/);
  return Number(children.find(Boolean) ?? parentPid);
}

/**
 * Server memory per open editor: `editors` Studio tabs' worth of listeners (one mux stream with six channels each,
 * as a Studio with one open document holds), memory before and after, divided.
 */
export async function listenerMemory(site, cookie, pid, editors) {
  globalThis.gc?.();
  await sleep(500);
  const before = rssOf(pid);
  const controllers = [];
  for (let editor = 0; editor < editors; editor++) {
    const controller = new AbortController();
    controllers.push(controller);
    const response = await fetch(`${site}/api/lake/mux`, { headers: { cookie }, signal: controller.signal });
    const reader = response.body.getReader();
    let text = '';
    while (!/"connection":"([^"]+)"/.test(text))
      text += new TextDecoder().decode((await reader.read()).value);
    const connection = /"connection":"([^"]+)"/.exec(text)[1];
    for (let channel = 0; channel < 6; channel++) {
      const query = encodeURIComponent(`*[_type == "page" && _id in [$id, "drafts." + $id]]`);
      const url = `${V}/data/listen/production?query=${query}&$id=%22page-${channel}%22&includeResult=true&effectFormat=mendoza`;
      const opened = await fetch(`${site}/api/lake/mux/${connection}/channels`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ channel: `c${channel}`, url }),
      });
      if (opened.status !== 204) throw new Error(`channel answered ${opened.status}`);
    }
  }
  await sleep(1000);
  const after = rssOf(pid);
  for (const controller of controllers) controller.abort();
  return (after - before) / editors;
}

/** A browser context with the editor signed in and the Studio open. */
async function editorInStudio(browser, site) {
  const context = await browser.newContext({ locale: 'nl-BE', viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${site}/login?next=/studio`);
  await page.getByLabel('E-mailadres').fill(EDITOR.email);
  await page.getByLabel('Wachtwoord').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/studio'));
  return { context, page };
}

/**
 * The comparator: the Studio of Sanity's default configuration (scripts/lib/comparator-studio), built by
 * `sanity build` and served by nginx on `port` at /studio/, with every other path (the lake, the sign-in) going to
 * `site`; a browser sends it the site's session cookie, as cookies do not depend on the port.
 */
async function startComparatorStudio(site, port) {
  const folder = join(WORK, 'comparator-studio');
  log('sanity build: de Studio van Sanity’s standaardconfiguratie (vergelijking)');
  buildStudio(join(ROOT, 'scripts', 'lib', 'comparator-studio'), folder);
  const url = new URL(site);
  return startNginx({
    port,
    app: { prefix: '/studio/', folder },
    // Its icons and manifest, which its index.html links at /static/ whatever the base path.
    aliases: { '/static/': join(folder, 'static') },
    origin: `${url.protocol}//${url.host}`,
  });
}

/** From opening a Studio's page list (`/studio` here, which opens on it) to a bundled page showing in it. */
async function timeToPageList(page, site, path = '/studio') {
  const started = performance.now();
  await page.goto(`${site}${path}`);
  await page
    .getByRole('link', { name: /Over ons/ })
    .first()
    .waitFor({ timeout: 60_000 });
  return performance.now() - started;
}

/**
 * `/studio` → the page list, signed in, in Chromium: cold (a new browser profile each round: nothing cached) and
 * warm (the same profile's second load).
 */
export async function studioToList(browser, site, rounds, path = '/studio') {
  const [name, value] = (await sessionCookie(site, EDITOR)).split('=');
  const cold = [];
  const warm = [];
  for (let round = 0; round < rounds; round++) {
    const context = await browser.newContext({ locale: 'nl-BE', viewport: { width: 1400, height: 900 } });
    await context.addCookies([{ name, value, url: site }]);
    const page = await context.newPage();
    cold.push(await timeToPageList(page, site, path));
    warm.push(await timeToPageList(page, site, path));
    await context.close();
  }
  return { cold: summary(cold), warm: summary(warm) };
}

const TRANSLOG_CHUNK =
  'effectFormat=mendoza&excludeContent=true&excludeMutations=true&includeIdentifiedDocumentsOnly=true&reverse=true&limit=50';

/**
 * History: `revisions` edits of one page through the Actions API (the transaction log grows by one line each), the
 * log's bytes per 1,000 edits, then the translog as the Studio reads it: its first chunk of 50, and all of it.
 */
export async function historyFigures(site, cookie, contentDir, revisions) {
  const ids = { draftId: 'drafts.page-declarations', publishedId: 'page-declarations' };
  const logFile = join(contentDir, '.history', 'transactions.ndjson');
  const bytes = () => (existsSync(logFile) ? statSync(logFile).size : 0);
  const before = bytes();
  for (let revision = 1; revision <= revisions; revision++) {
    await lakeAction(site, cookie, [
      {
        actionType: 'sanity.action.document.edit',
        ...ids,
        patch: { set: { title: `Verklaringen ${revision}` } },
      },
    ]);
  }
  const perThousandEdits = ((bytes() - before) / revisions) * 1000;
  const translog = `${site}${V}/data/history/production/transactions/${ids.publishedId},${ids.draftId}`;
  const firstChunk = [];
  for (let round = 0; round < 20; round++) {
    const started = performance.now();
    const { status, body } = await timedGet(`${translog}?${TRANSLOG_CHUNK}`, { cookie });
    if (status !== 200 || body.trim().split('\n').length !== 50)
      throw new Error(`translog answered ${status}`);
    firstChunk.push(performance.now() - started);
  }
  const started = performance.now();
  let lines = 0;
  for (let oldest = ''; ;) {
    const { body } = await timedGet(`${translog}?${TRANSLOG_CHUNK}${oldest && `&toTransaction=${oldest}`}`, {
      cookie,
    });
    const page = body
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    lines += page.length - (oldest ? 1 : 0);
    if (page.length < 50) break;
    oldest = page.at(-1).id;
  }
  if (lines < revisions) throw new Error(`translog held ${lines} of ${revisions} revisions`);
  return { perThousandEdits, firstChunk: summary(firstChunk), whole: performance.now() - started };
}

/**
 * "Historie" in the Studio, in Chromium: with the document open and its review panel shown, from a click on the
 * Historie tab to its newest revisions listed; for `id` and, side by side, a document with one revision.
 */
export async function studioHistoryOpen(browser, site, id, rounds) {
  const { context, page } = await editorInStudio(browser, site);
  const took = { [id]: [], 'page-overons': [] };
  for (let round = 0; round < rounds; round++) {
    for (const document of Object.keys(took)) {
      await page.goto(`${site}/studio/intent/edit/id=${document};type=page/`);
      const status = page.getByText(/^(Bewerkt|Laatst gepubliceerd|Live bewerkt)/).first();
      await status.click({ timeout: 60_000 });
      const tab = page.getByRole('tab', { name: 'Historie' });
      await tab.waitFor({ timeout: 60_000 });
      const started = performance.now();
      await tab.click();
      await page
        .getByRole('button')
        .filter({ hasText: /Bewerkt|Gepubliceerd|Gemaakt/ })
        .first()
        .waitFor({ timeout: 60_000 });
      took[document].push(performance.now() - started);
    }
  }
  await context.close();
  return { busy: summary(took[id]), single: summary(took['page-overons']) };
}

/**
 * Every lake figure of one run, printed as a table with its budgets. `site` and `largeSite` serve the same build
 * on the bundled dataset and on the dataset plus 1,000 generated pages.
 */
export async function runLakeBench({
  browser,
  site,
  sitePid,
  largeSite,
  largeContentDir,
  comparatorPort,
  rounds = 20,
}) {
  const cookie = await sessionCookie(site, EDITOR);
  const largeCookie = await sessionCookie(largeSite, EDITOR);
  const publish = await lakePublishToLive(site, cookie, rounds);
  const queries = await lakeQueryLatency(site, cookie, rounds * 5);
  const sourceMaps = await sourceMapCost(site, cookie, rounds * 5);
  // The 1,000-page dataset gets a page with 500 revisions first: its queries are measured with the log in place.
  const history = await historyFigures(largeSite, largeCookie, largeContentDir, 500);
  const historyOpen = await studioHistoryOpen(browser, largeSite, 'page-declarations', 3);
  const largeQueries = await lakeQueryLatency(largeSite, largeCookie, rounds * 5);
  const floor = await floorLatency(largeSite, rounds * 20);
  // Ten editors: one account may hold at most 64 listeners (six per Studio tab).
  const memory = await listenerMemory(site, cookie, serverPid(sitePid), 10);
  const studio = await studioToList(browser, site, 5);
  // Side by side: the comparator's rounds follow the site's, on the same server and lake.
  const comparator = await startComparatorStudio(site, comparatorPort);
  process.on('exit', comparator.stop);
  const defaultStudio = await studioToList(
    browser,
    `http://127.0.0.1:${comparatorPort}`,
    5,
    '/studio/structure/page',
  ).finally(comparator.stop);
  const ms = (value) => `${value.toFixed(0)} ms`;
  console.table([
    {
      meting: 'publiceren in de lake (Actions API, zoals de Studio) → pagina live (20×)',
      mediaan: ms(publish.median),
      p95: ms(publish.p95),
    },
    { meting: 'lake-query, gebundelde dataset', mediaan: ms(queries.median), p95: ms(queries.p95) },
    {
      meting: 'paginaquery in draft mode, zonder bronkaart',
      mediaan: ms(sourceMaps.plain.median),
      p95: ms(sourceMaps.plain.p95),
    },
    {
      meting: 'dezelfde, met bronkaart (resultSourceMap)',
      mediaan: ms(sourceMaps.mapped.median),
      p95: ms(sourceMaps.mapped.p95),
    },
    { meting: 'lake-query, + 1.000 pagina’s', mediaan: ms(largeQueries.median), p95: ms(largeQueries.p95) },
    {
      meting: 'ter vergelijking: een verzoek zonder werk (/icon.svg)',
      mediaan: ms(floor.median),
      p95: ms(floor.p95),
    },
    {
      meting: 'geheugen per open redacteur (6 listeners)',
      mediaan: `${(memory / 1024).toFixed(0)} kB`,
      p95: '',
    },
    {
      meting: '/studio → paginalijst, koud (nieuw profiel, 5×)',
      mediaan: ms(studio.cold.median),
      p95: ms(studio.cold.p95),
    },
    {
      meting: '/studio → paginalijst, warm (tweede keer, 5×)',
      mediaan: ms(studio.warm.median),
      p95: ms(studio.warm.p95),
    },
    {
      meting: 'ter vergelijking: standaard-Studio van Sanity → paginalijst, koud (5×)',
      mediaan: ms(defaultStudio.cold.median),
      p95: ms(defaultStudio.cold.p95),
    },
    {
      meting: 'ter vergelijking: standaard-Studio van Sanity → paginalijst, warm (5×)',
      mediaan: ms(defaultStudio.warm.median),
      p95: ms(defaultStudio.warm.p95),
    },
    {
      meting: 'historie, pagina met 500 revisies: eerste 50 (translog)',
      mediaan: ms(history.firstChunk.median),
      p95: ms(history.firstChunk.p95),
    },
    { meting: 'historie: alle 500 revisies (translog, per 50)', mediaan: ms(history.whole), p95: '' },
    {
      meting: 'Historie in de Studio, 500 revisies (klik op de tab → revisies zichtbaar, 3×)',
      mediaan: ms(historyOpen.busy.median),
      p95: ms(historyOpen.busy.p95),
    },
    {
      meting: 'ter vergelijking: Historie van een document met één revisie',
      mediaan: ms(historyOpen.single.median),
      p95: ms(historyOpen.single.p95),
    },
    {
      meting: 'transactielog per 1.000 bewerkingen',
      mediaan: `${(history.perThousandEdits / 1024 / 1024).toFixed(1)} MB`,
      p95: '',
    },
  ]);
  const budgets = [
    ['publiceren in de lake → live p95 ≤ 1 s', publish.p95 <= 1000],
    [
      'lake-query p95 ≤ 20 ms (gebundeld en 1.000 pagina’s met log)',
      queries.p95 <= 20 && largeQueries.p95 <= 20,
    ],
    ['Historie openen (500 revisies) ≤ 1 s', historyOpen.busy.p95 <= 1000],
    [
      '/studio → paginalijst: koud ≤ 3 s, warm ≤ 1,5 s (p95)',
      studio.cold.p95 <= 3000 && studio.warm.p95 <= 1500,
    ],
  ];
  for (const [budget, met] of budgets) console.log(`${met ? '✓' : '✗'} ${budget}`);
  return budgets;
}
