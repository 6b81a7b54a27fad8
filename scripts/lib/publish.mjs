// Publishing as the webhook path does it, for scripts: edit a page in the dataset files, then send the signed
// webhook (POST /api/revalidate) the way Sanity would.
import { readFileSync, writeFileSync } from 'node:fs';
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
 * Polls `url` until its text contains `marker`: the milliseconds since `started`, or Infinity once `limitMs` has
 * passed. Redirects are not followed (a redirect is not the page).
 */
export async function servedAfter({ url, marker, started, limitMs, headers }) {
  for (;;) {
    const response = await fetch(url, { headers, redirect: 'manual' });
    if ((await response.text()).includes(marker)) return performance.now() - started;
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
