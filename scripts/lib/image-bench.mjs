// The images' figures for `npm run bench` (alone: npm run bench:images): the home page with its photo hero on a
// slow phone beside its inlined copy and beside itself with the original JPEG in place of the variant; the image
// bytes of its first screen; a variant's first request (made) and later requests (read from disk) on the origin;
// and 50 parallel first requests for 50 variants of a 24-megapixel photo, with the server's memory meanwhile.
// Needs the Firebase emulators (the 24-megapixel photo is uploaded as an editor) and nginx (scripts/lib/bench-tools.mjs).
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import sharp from 'sharp';
import { percentile, startNginx } from './bench-tools.mjs';
import { rssOf, serverPid } from './lake-bench.mjs';
import { inlinedCopy, lighthouseMedians, pageWithoutScripts } from './lighthouse.mjs';
import { EDITOR, sessionCookie } from './site-session.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true };
const AVIF_FIRST = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** One GET on the origin: its status, size and time in ms. */
function timedGet(url) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { agent, headers: { accept: AVIF_FIRST } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () =>
          resolve({ status: response.statusCode, bytes, ms: performance.now() - started }),
        );
      })
      .on('error', reject);
  });
}

const p95 = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.95,
  );

/** The hero photo's URL on the home page, as the page asks for it (no parameters). */
async function heroPhoto(site) {
  const html = await (await fetch(`${site}/`)).text();
  const src = /<img[^>]+src="(\/api\/lake\/images\/[^"?]+\.jpg)/.exec(html)?.[1];
  if (!src) throw new Error('the home page shows no photo');
  return { html, src };
}

/** What images of the first screen of a 390 × 844 phone (DPR 3) cost: bytes over the wire, largest first. */
async function firstScreenImageBytes(browser, url) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    // By URL, whoever fetched it: the first screen's largest image comes through its preload.
    return await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) =>
          [...document.images].some(
            (image) => image.currentSrc === entry.name && image.getBoundingClientRect().top < innerHeight,
          ),
        )
        .reduce((sum, entry) => sum + entry.encodedBodySize, 0),
    );
  } finally {
    await context.close();
  }
}

/** A photo of `width` × `height` made from the hero photo, uploaded as an editor; its URL. */
async function uploadLargePhoto(site, original, width, height) {
  const bytes = await sharp(original).resize(width, height, { fit: 'fill' }).jpeg({ quality: 88 }).toBuffer();
  const cookie = await sessionCookie(site, EDITOR);
  const response = await fetch(`${site}/api/lake/v2025-02-19/assets/images/production?filename=groot.jpg`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'image/jpeg' },
    body: bytes,
  });
  if (!response.ok) throw new Error(`the upload answered ${response.status}`);
  return (await response.json()).document.url;
}

/**
 * Runs the image figures against `site` (a `next start` on the bundled dataset whose launcher is `sitePid`) and
 * prints them; resolves with the budgets as [label, met].
 */
export async function runImageBench({ browser, site, sitePid, stylesheet, port, runs }) {
  const { html, src } = await heroPhoto(site);
  const withoutScripts = await pageWithoutScripts(`${site}/`);
  // The comparator: the same page with the original photo where the page has its variants.
  const withOriginal = html
    .replace(/<link rel="preload" as="image"[^>]*>/, '')
    .replace(
      /(<img[^>]+)src="\/api\/lake\/images\/[^"]+\.jpg[^"]*"([^>]*?) srcSet="[^"]*"/,
      '$1src="/origineel.jpg"$2',
    );
  const original = Buffer.from(await (await fetch(`${site}${src}?q=100&fm=jpg`)).arrayBuffer());
  const pages = await startNginx({
    port,
    files: {
      'inline.html': inlinedCopy(withoutScripts, stylesheet),
      'origineel.html': withOriginal,
      'origineel.jpg': readFileSync(
        join(process.cwd(), 'content', 'assets', 'images', src.split('/').at(-1)),
      ),
    },
    origin: site,
  });
  try {
    const targets = [
      ['home', `${site}/`],
      ['home: inline kopie', `http://127.0.0.1:${port}/inline.html`],
      ['home: originele JPEG', `http://127.0.0.1:${port}/origineel.html`],
    ];
    const scores = await lighthouseMedians(targets, runs, 'devtools');
    const imageBytes = await firstScreenImageBytes(browser, `${site}/`);
    const originalBytes = await firstScreenImageBytes(browser, `http://127.0.0.1:${port}/origineel.html`);

    // A variant made, then read from disk: 20 widths of the hero photo nobody asked for yet.
    const widths = Array.from({ length: 20 }, (_, index) => 333 + index * 47);
    const made = [];
    for (const width of widths) made.push((await timedGet(`${site}${src}?w=${width}&auto=format`)).ms);
    const cached = [];
    for (let round = 0; round < 5; round++)
      for (const width of widths) cached.push((await timedGet(`${site}${src}?w=${width}&auto=format`)).ms);

    // 50 parallel first requests for 50 variants of a 24-megapixel photo, the server's memory sampled meanwhile.
    const large = await uploadLargePhoto(site, original, 6000, 4000);
    const pid = serverPid(sitePid);
    const memoryBefore = rssOf(pid);
    let memoryPeak = memoryBefore;
    const sampler = setInterval(() => (memoryPeak = Math.max(memoryPeak, rssOf(pid))), 50);
    const started = performance.now();
    const parallel = await Promise.all(
      Array.from({ length: 50 }, (_, index) => timedGet(`${site}${large}?w=${400 + index * 16}&auto=format`)),
    );
    const parallelSeconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const answered = parallel.filter(({ status }) => status === 200).length;

    const home = scores.get('home');
    const inline = scores.get('home: inline kopie');
    const jpeg = scores.get('home: originele JPEG');
    const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
    const MB = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
    console.table(
      targets.map(([label]) => ({
        pagina: label,
        'LCP ms': Math.round(scores.get(label).lcp),
        '× inline kopie': (scores.get(label).lcp / inline.lcp).toFixed(2),
        CLS: Number.isFinite(scores.get(label).cls) ? scores.get(label).cls.toFixed(3) : 'n.v.t.',
      })),
    );
    console.table([
      { meting: 'afbeeldingen in het eerste scherm (telefoon, DPR 3)', waarde: kB(imageBytes) },
      { meting: 'idem met de originele JPEG', waarde: kB(originalBytes) },
      { meting: 'variant, eerste aanvraag (gemaakt) p95', waarde: `${p95(made).toFixed(0)} ms` },
      { meting: 'variant, later (van schijf) p95', waarde: `${p95(cached).toFixed(1)} ms` },
      {
        meting: '50 varianten van een foto van 24 megapixel tegelijk',
        waarde: `${answered}/50 beantwoord in ${parallelSeconds.toFixed(1)} s`,
      },
      { meting: 'geheugen van de server: ervoor → piek', waarde: `${MB(memoryBefore)} → ${MB(memoryPeak)}` },
    ]);
    return [
      [
        `home met fotohero: LCP ≤ 1,2 × de inline kopie en ≤ 1,5 s (${Math.round(home.lcp)} ms, × ${(home.lcp / inline.lcp).toFixed(2)}; originele JPEG ${Math.round(jpeg.lcp)} ms)`,
        home.lcp <= 1.2 * inline.lcp && home.lcp <= 1_500,
      ],
      [`afbeeldingen in het eerste scherm ≤ 150 kB (${kB(imageBytes)})`, imageBytes <= 150 * 1024],
      [
        `50 varianten van 24 megapixel tegelijk: alle beantwoord, geheugen < 1 GB (${answered}/50, piek ${MB(memoryPeak)})`,
        answered === 50 && memoryPeak < 1024 ** 3,
      ],
    ];
  } finally {
    pages.stop();
  }
}
