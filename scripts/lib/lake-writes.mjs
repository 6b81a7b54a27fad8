// Writes to the local Content Lake as an editor's Studio sends them, for the cluster check and the chaos run: what
// each instance acknowledged, and what each instance and the dataset file store afterwards.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const API = '/api/lake/v2025-02-19/data';

/** Sends one transaction of mutations; resolves with the HTTP status (0: no answer). */
export async function mutate(site, cookie, mutations, { timeoutMs = 10_000 } = {}) {
  try {
    const response = await fetch(`${site}${API}/mutate/production`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ mutations }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/** A GROQ query on `site`'s lake as the editor sees it (drafts included), sent as POST so long lists of ids fit. */
export async function query(site, cookie, groq, params = {}) {
  const response = await fetch(`${site}${API}/query/production`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ query: groq, params, perspective: 'raw' }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`${site} answered the query with ${response.status}`);
  return (await response.json()).result;
}

/** The documents of the folder's `dataset.ndjson` as stored on disk, by id. */
export function storedInDatasetFile(contentDir) {
  const text = readFileSync(path.join(contentDir, 'dataset.ndjson'), 'utf8');
  return new Map(
    text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .map((document) => [document._id, document]),
  );
}

/**
 * Sends `count` writes at once, write `index` to `sites[index % sites.length]`; `mutationsOf(index)` makes each
 * write's mutations. Resolves with the indexes each site acknowledged (200).
 */
export async function writeAtOnce(sites, cookie, count, mutationsOf) {
  const statuses = await Promise.all(
    Array.from({ length: count }, (_, index) =>
      mutate(sites[index % sites.length], cookie, mutationsOf(index)),
    ),
  );
  return statuses.flatMap((status, index) => (status === 200 ? [index] : []));
}

/** Runs one transaction of actions (the Actions API); resolves with the HTTP status (0: no answer). */
export async function act(site, cookie, actions) {
  try {
    const response = await fetch(`${site}${API}/actions/production`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ actions }),
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/**
 * A release of `documents` (each `{ _id, _type, …}`, published ids) scheduled for `publishAt`, in one transaction
 * of the actions the Studio sends: the release, a new version of each document, the schedule. Resolves with the
 * HTTP status.
 */
export function scheduleRelease(site, cookie, { releaseId, documents, publishAt }) {
  return act(site, cookie, [
    {
      actionType: 'sanity.action.release.create',
      releaseId,
      metadata: { title: releaseId, releaseType: 'scheduled', intendedPublishAt: publishAt },
    },
    ...documents.map((document) => ({
      actionType: 'sanity.action.document.version.create',
      publishedId: document._id,
      document: { ...document, _id: `versions.${releaseId}.${document._id}` },
    })),
    { actionType: 'sanity.action.release.schedule', releaseId, publishAt },
  ]);
}
