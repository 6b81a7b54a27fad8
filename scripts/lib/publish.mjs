// Publishing as the webhook path does it, for scripts: edit a page in the dataset files, then send the signed
// webhook (POST /api/revalidate) the way Sanity would.
import { readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { encodeSignatureHeader } from '@sanity/webhook';

/** The change the webhook names for the page the scripts edit (`/declarations`). */
export const DECLARATIONS_CHANGE = { _id: 'page-declarations', _type: 'page', path: 'declarations' };

/** Sets the hero text of `/declarations` in `<contentDir>/dataset.ndjson`. */
export function setDeclarationsHero(contentDir, text) {
  const file = path.join(contentDir, 'dataset.ndjson');
  const lines = readFileSync(file, 'utf8').split('\n');
  const index = lines.findIndex((line) => line.includes('"_id":"page-declarations"'));
  const page = JSON.parse(lines[index]);
  page.blocks[0].text = text;
  lines[index] = JSON.stringify(page);
  writeFileSync(file, lines.join('\n'));
}

/** Sends the webhook for `change`, signed with `secret`; throws unless the site accepts it. */
export async function sendSignedWebhook(site, secret, change) {
  const body = JSON.stringify(change);
  const response = await fetch(`${site}/api/revalidate`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'sanity-webhook-signature': await encodeSignatureHeader(body, Date.now(), secret),
    },
    body,
  });
  if (!response.ok) throw new Error(`webhook answered ${response.status}`);
}

/**
 * GET an http `url` with `headers`, a `host` among them if wanted (a market's host name; fetch always sends the
 * URL's own): its status, headers and text. Redirects are not followed (a redirect is not the page).
 */
export function getText(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers, timeout: 5_000 }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, text }));
    });
    request.on('timeout', () => request.destroy(new Error(`${url}: no answer within 5 s`)));
    request.on('error', reject);
    request.end();
  });
}

/**
 * Polls `url` until its text contains `marker`: the milliseconds since `started`, or Infinity once `limitMs` has
 * passed.
 */
export async function servedAfter({ url, marker, started, limitMs, headers }) {
  for (;;) {
    // A request that fails (a server restarting, a cache frozen) has not served it yet.
    const { text } = await getText(url, headers).catch(() => ({ text: '' }));
    if (text.includes(marker)) return performance.now() - started;
    if (performance.now() - started > limitMs) return Infinity;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Publishes `marker` as the hero text of `/declarations` through `site`'s webhook and waits until `reader` serves
 * it. Returns the milliseconds from sending the webhook, or Infinity once `limitMs` has passed.
 */
export async function publishUntilServed({ contentDir, site, reader, secret, marker, headers, limitMs }) {
  setDeclarationsHero(contentDir, marker);
  const started = performance.now();
  await sendSignedWebhook(site, secret, DECLARATIONS_CHANGE);
  return servedAfter({ url: `${reader}/declarations`, marker, started, limitMs, headers });
}
