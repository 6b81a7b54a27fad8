// The cluster's figures for the bench: a CMS page through Varnish against nginx serving the same bytes
// from disk, one instance against the bare Next.js page, publish → live through Varnish, a release of 50 pages from
// its moment to live through Varnish, and memory per instance. Starts `npm run cluster` on the given build
// (NEXT_DIST_DIR) and its own nginx, both on loopback.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { medianLoads, percentile, ROOT, rssOfPort, startNginx } from './bench-tools.mjs';
import { scheduleRelease } from './lake-writes.mjs';
import { getText, publishUntilServed } from './publish.mjs';
import { EDITOR, sessionCookie } from './site-session.mjs';
import { CLUSTER_PORTS } from '../../lib/domain/local-services.mjs';
import { VISITOR_USER_AGENT } from './visitor-agent.mjs';

const VARNISH = `http://127.0.0.1:${CLUSTER_PORTS.varnish}`;
const A = `http://127.0.0.1:${CLUSTER_PORTS.instanceA}`;
const NGINX_PORT = 8090;
const SECRET = 'bench-cluster-geheim';
const PAGE = '/kopersinformatie';
// As a browser asks: both servers then send their stored gzip bytes (without it Varnish gunzips per request).
const LOAD_HEADERS = { 'user-agent': VISITOR_USER_AGENT, 'accept-encoding': 'gzip, deflate, br, zstd' };

function startCluster(contentDir, distDir) {
  const cluster = spawn(process.execPath, ['scripts/cluster.mjs'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'ignore'],
    env: {
      ...process.env,
      NEXT_DIST_DIR: distDir,
      STROOMPLEIN_CONTENT_DIR: contentDir,
      SANITY_REVALIDATE_SECRET: SECRET,
    },
  });
  const ready = new Promise((resolve, reject) => {
    cluster.stdout.on('data', (chunk) => chunk.toString().includes('Cluster klaar') && resolve());
    cluster.once('exit', (code) => reject(new Error(`npm run cluster stopped (${code})`)));
  });
  return { cluster, ready };
}

/** The market hosts of the default host map, each read through Varnish by its own name. */
const MARKET_HOSTS = [
  'belgie.localhost',
  'nederland.localhost',
  'flags.localhost',
  'sharingiscaring.localhost',
];

async function publishThroughVarnish(contentDir, rounds, host) {
  const took = [];
  const headers = { host, 'user-agent': VISITOR_USER_AGENT };
  for (let round = 1; round <= rounds; round++) {
    // Varnish holds the old page first.
    await getText(`${VARNISH}/declarations`, headers);
    const marker = `Varnishronde ${host} ${round} ${Date.now()}`;
    const ms = await publishUntilServed({
      contentDir,
      site: A,
      reader: VARNISH,
      secret: SECRET,
      marker,
      headers,
      limitMs: 30_000,
    });
    if (ms === Infinity) throw new Error(`round ${round} not live through Varnish within 30 s`);
    took.push(ms);
  }
  took.sort((a, b) => a - b);
  return { median: percentile(took, 0.5), p95: percentile(took, 0.95) };
}

/**
 * A campaign of 50 new pages in one release, scheduled a few seconds ahead: from its moment until each page is
 * served through Varnish (each asked for once before, as an eager visitor would). Returns each page's time.
 */
async function releaseThroughVarnish(pages = 50) {
  const cookie = await sessionCookie(A, EDITOR);
  const stamp = Date.now().toString(36);
  const documents = Array.from({ length: pages }, (_, index) => ({
    _id: `bench-campagne-${stamp}-${index}`,
    _type: 'page',
    title: `Campagnepagina ${index}`,
    slug: { _type: 'slug', current: `campagne-${stamp}-${index}` },
    blocks: [],
  }));
  const publishAt = Date.now() + 8_000;
  const status = await scheduleRelease(A, cookie, {
    releaseId: `rbench${stamp}`,
    documents,
    publishAt: new Date(publishAt).toISOString(),
  });
  if (status !== 200) throw new Error(`scheduling the release answered ${status}`);
  const headers = { 'user-agent': VISITOR_USER_AGENT };
  for (const { slug } of documents)
    await fetch(`${VARNISH}/${slug.current}`, { headers }).then((r) => r.arrayBuffer());
  await sleep(Math.max(0, publishAt - Date.now()));
  const took = await Promise.all(
    documents.map(async ({ slug }) => {
      while (Date.now() - publishAt < 30_000) {
        const response = await fetch(`${VARNISH}/${slug.current}`, { headers });
        await response.arrayBuffer();
        if (response.status === 200) return Date.now() - publishAt;
        // Every 100 ms: 50 pages asked for 20 times a second each would load the instances more than visitors do.
        await sleep(100);
      }
      throw new Error(`/${slug.current} not live through Varnish within 30 s of the release's moment`);
    }),
  );
  took.sort((a, b) => a - b);
  return { median: percentile(took, 0.5), p95: percentile(took, 0.95) };
}

/**
 * Runs the cluster on `distDir` (a production build), prints its table and returns its budgets. `bareUrl` is the
 * bare Next.js page (scripts/lib/bench-tools.mjs writeBareApp), served by `next start`, to set one instance beside.
 */
export async function runClusterBench({ distDir, bareUrl, seconds = 6, rounds = 20 }) {
  const contentDir = mkdtempSync(path.join(tmpdir(), 'stroomplein-bench-cluster-'));
  cpSync(path.join(ROOT, 'content'), contentDir, { recursive: true });
  const { cluster, ready } = startCluster(contentDir, distDir);
  let nginx;
  try {
    await ready;
    const page = await fetch(`${VARNISH}${PAGE}`, { headers: { 'user-agent': VISITOR_USER_AGENT } });
    const body = Buffer.from(await page.arrayBuffer());
    nginx = await startNginx({ port: NGINX_PORT, files: { [PAGE.slice(1)]: body }, headers: page.headers });
    const [throughVarnish, fromDisk] = medianLoads(
      [
        [`${VARNISH}${PAGE}`, LOAD_HEADERS],
        [`http://127.0.0.1:${NGINX_PORT}${PAGE}`, LOAD_HEADERS],
      ],
      seconds,
    );
    const [origin, bare] = medianLoads(
      [
        [`${A}${PAGE}`, LOAD_HEADERS],
        [bareUrl, LOAD_HEADERS],
      ],
      seconds,
    );
    const publishes = [];
    for (const host of MARKET_HOSTS)
      publishes.push([host, await publishThroughVarnish(contentDir, rounds, host)]);
    const release = await releaseThroughVarnish();
    const memory = [CLUSTER_PORTS.instanceA, CLUSTER_PORTS.instanceB].map(
      (port) => rssOfPort(port) / 1024 / 1024,
    );
    const ratio = throughVarnish.rps / fromDisk.rps;
    const originRatio = origin.rps / bare.rps;
    console.table([
      {
        meting: 'CMS-pagina via Varnish',
        'req/s': throughVarnish.rps.toFixed(0),
        'p99 ms': throughVarnish.p99,
        fouten: throughVarnish.errors,
      },
      {
        meting: 'dezelfde bytes, nginx van schijf',
        'req/s': fromDisk.rps.toFixed(0),
        'p99 ms': fromDisk.p99,
        fouten: fromDisk.errors,
      },
      {
        meting: `één instantie (origin, Redis-cache): ${originRatio.toFixed(2)} × kaal`,
        'req/s': origin.rps.toFixed(0),
        'p99 ms': origin.p99,
        fouten: origin.errors,
      },
      {
        meting: 'kale Next.js-pagina, next start',
        'req/s': bare.rps.toFixed(0),
        'p99 ms': bare.p99,
        fouten: bare.errors,
      },
    ]);
    console.table([
      ...publishes.map(([host, publish]) => ({
        meting: `publiceren → live via Varnish op ${host} (${rounds}×)`,
        mediaan: `${publish.median.toFixed(0)} ms`,
        p95: `${publish.p95.toFixed(0)} ms`,
      })),
      {
        meting: 'release van 50 pagina’s: geplande tijd → elke pagina live via Varnish',
        mediaan: `${release.median.toFixed(0)} ms`,
        p95: `${release.p95.toFixed(0)} ms`,
      },
      {
        meting: 'geheugen per instantie',
        mediaan: memory.map((mb) => `${mb.toFixed(0)} MB`).join(' / '),
        p95: '',
      },
    ]);
    return [
      [`Varnish ≥ 0,9 × nginx (${ratio.toFixed(2)})`, ratio >= 0.9],
      [
        `publiceren → live via Varnish p95 ≤ 1 s per markt (${publishes.map(([, { p95 }]) => `${p95.toFixed(0)} ms`).join(', ')})`,
        publishes.every(([, { p95 }]) => p95 <= 1_000),
      ],
      [
        `release van 50 pagina’s: geplande tijd → live via Varnish p95 ≤ 2 s (${release.p95.toFixed(0)} ms)`,
        release.p95 <= 2_000,
      ],
    ];
  } finally {
    nginx?.stop();
    process.kill(cluster.pid, 'SIGINT');
    await Promise.race([new Promise((resolve) => cluster.once('exit', resolve)), sleep(10_000)]);
    rmSync(contentDir, { recursive: true, force: true });
  }
}
