import 'server-only';
import { randomUUID } from 'node:crypto';
import { withAssetUrl, withAssetUrls } from './asset-urls';
import { LakeError } from './errors';
import { lakeHost } from './host';
import { deletedDocuments, documentsAt, transactionLines, type RevisionPoint } from './history';
import { eventStream, flag, json, queryParams, readJson, type SendEvent } from './http';
import { requireEditor, type LakeIdentity } from './identity';
import { queueWebhooks } from './webhooks';
import { isRootPathId, isValidDocumentId } from './ids';
import { addListener, addLiveSubscriber, announce } from './listeners';
import { documentsFor, evaluateQuery, parsePerspective, parseQuery, type Perspective } from './query';
import { resultSourceMap, sourceMapMode } from './source-maps';
import { getDocument, operationOf, type LakeDocument } from './store';
import { QueryReads } from './sync-tags';
import { runActions, runNamedMutations, type CommittedTransaction } from './transactions';

/** The `/data/*` endpoints of the Content Lake: query, doc, mutate, actions, listen and history. */

export interface LakeRequest {
  request: Request;
  url: URL;
  identity: LakeIdentity;
  /** `2025-02-19` from `/v2025-02-19/…`; `1` for `/v1/…`. */
  apiVersion: string;
  /** The origin that asset documents' `url` is made absolute with (assets.ts); none: the stored path. */
  assetOrigin?: string | null;
}

const canSeeDrafts = (identity: LakeIdentity) => identity.kind === 'editor' || identity.kind === 'viewer';

/** From API version 2025-02-19 on, a query without a perspective reads `published`; before, `raw`. */
function requestedPerspective({ url, apiVersion, identity }: LakeRequest, body?: unknown): Perspective {
  const fromBody =
    typeof body === 'string' || (Array.isArray(body) && body.every((name) => typeof name === 'string'))
      ? (body as string | string[])
      : null;
  const asked = fromBody ?? url.searchParams.get('perspective');
  const perspective = asked
    ? parsePerspective(asked)
    : apiVersion >= '2025-02-19' && apiVersion !== 'X'
      ? 'published'
      : 'raw';
  // What a public dataset gives anyone without access: published documents only, whatever they ask for.
  return canSeeDrafts(identity) ? perspective : 'published';
}

export async function query(context: LakeRequest): Promise<Response> {
  const { request, url } = context;
  let text = url.searchParams.get('query');
  let params = queryParams(url);
  let perspective: unknown;
  if (request.method === 'POST') {
    const body = await readJson(request);
    text = typeof body.query === 'string' ? body.query : text;
    if (body.params !== undefined) {
      if (typeof body.params !== 'object' || body.params === null)
        throw new LakeError(400, '"params" moet een object zijn.');
      params = body.params as Record<string, unknown>;
    }
    perspective = body.perspective;
  }
  if (!text) throw new LakeError(400, 'Geef een GROQ-query mee in "query".');
  const started = performance.now();
  const asked = requestedPerspective(context, perspective);
  const visible = documentsFor(asked);
  const readable = withAssetUrls(
    canSeeDrafts(context.identity) ? visible : visible.filter(({ _id }) => isRootPathId(_id)),
    context.assetOrigin,
  );
  const tree = parseQuery(text, params);
  const reads = new QueryReads(readable);
  // `lastLiveEventId` (at least as fresh as that live event) needs no waiting: every instance reads the folder as it
  // is on disk, where a transaction is before any live event tells of it.
  const result = await evaluateQuery(tree, text, params, readable, reads.dereference);
  const mapMode = sourceMapMode(url.searchParams.get('resultSourceMap'));
  return json({
    ...(url.searchParams.get('returnQuery') === 'false' ? {} : { query: text }),
    result,
    ...(mapMode
      ? { resultSourceMap: resultSourceMap(tree, params, readable, result, mapMode, reads.dereference) }
      : {}),
    syncTags: reads.syncTags(tree, asked),
    ms: Math.round((performance.now() - started) * 100) / 100,
  });
}

export function documents({ identity, assetOrigin }: LakeRequest, ids: string): Response {
  const requested = ids.split(',').filter(Boolean);
  if (requested.length === 0 || requested.length > 200)
    throw new LakeError(400, 'Vraag 1 tot 200 documenten op.');
  const found: LakeDocument[] = [];
  const omitted: { id: string; reason: 'existence' | 'permission' }[] = [];
  for (const id of requested) {
    if (!isValidDocumentId(id))
      throw new LakeError(400, `Document-id "${String(id).slice(0, 140)}" is ongeldig.`);
    if (!canSeeDrafts(identity) && !isRootPathId(id)) {
      omitted.push({ id, reason: 'permission' });
      continue;
    }
    const document = getDocument(id);
    if (document) found.push(withAssetUrl(document, assetOrigin));
    else omitted.push({ id, reason: 'existence' });
  }
  return json({ documents: found, omitted });
}

/**
 * After a write: listeners here hear of it, its webhooks are queued (sent in the background), then the other
 * instances hear of it, then the site's own hook runs. A write a client asked for (`answered`) is told to the
 * listeners once its answer has been sent, as on hosted Sanity, whose listener events follow the answer: the Studio
 * reads what it shows when the answer comes (a restored document's title in its toast is the deleted one's then).
 */
export async function afterCommit(transaction: CommittedTransaction, { answered = false } = {}) {
  if (answered) lakeHost().afterResponse(() => announce(transaction));
  else await announce(transaction);
  await queueWebhooks(transaction);
  const host = lakeHost();
  await host.bus.publish({ kind: 'lake-transaction', transaction });
  await host.afterCommit(transaction);
}

export async function mutate(context: LakeRequest): Promise<Response> {
  const { request, url, identity } = context;
  requireEditor(identity);
  const body = await readJson(request);
  const dryRun = flag(url, 'dryRun');
  const { transaction, addressed } = await runNamedMutations(body.mutations, {
    transactionId: url.searchParams.get('transactionId') ?? body.transactionId,
    identity: identity.uid,
    authorName: identity.name,
    dryRun,
  });
  if (!dryRun) await afterCommit(transaction, { answered: true });
  // One result per document the mutations named, in their order, as the Content Lake answers; `none` for one they
  // left as it was (createIfNotExists of an existing document, a delete of a missing one). With returnDocuments each
  // carries the document as the transaction left it (as it was, for a delete): what `client.create()` returns.
  const returnDocuments = flag(url, 'returnDocuments');
  const changes = new Map(transaction.changes.map((change) => [change.id, change]));
  const results = addressed.map((id) => {
    const change = changes.get(id);
    const document = withAssetUrl(
      change ? (change.after ?? change.before) : getDocument(id),
      context.assetOrigin,
    );
    return {
      id,
      operation: change ? operationOf(change.before, change.after) : 'none',
      ...(returnDocuments && document ? { document } : {}),
    };
  });
  return json({ transactionId: transaction.transactionId, results });
}

const isReleasePermissionCheck = (actions: unknown) =>
  Array.isArray(actions) &&
  actions.length === 1 &&
  String((actions[0] as { actionType?: unknown } | null)?.actionType).startsWith('sanity.action.release.');

export async function actions(context: LakeRequest): Promise<Response> {
  const { request, identity } = context;
  requireEditor(identity);
  const body = await readJson(request);
  const dryRun = body.dryRun === true;
  const run = () =>
    runActions(body.actions, {
      transactionId: body.transactionId,
      identity: identity.uid,
      authorName: identity.name,
      dryRun,
    });
  if (dryRun && isReleasePermissionCheck(body.actions)) {
    // The Studio dry-runs each release action to learn whether the editor may take it (its menu items), whatever
    // the release's state is now: a state that forbids it (scheduling a scheduled release) is told when it is taken.
    try {
      return json({ transactionId: (await run()).transactionId });
    } catch (error) {
      if (error instanceof LakeError && error.status === 409) return json({ transactionId: randomUUID() });
      throw error;
    }
  }
  const transaction = await run();
  if (!dryRun) await afterCommit(transaction, { answered: true });
  return json({ transactionId: transaction.transactionId });
}

/** Registers a listener for a `/data/listen` request and greets it; returns its removal. */
export function startListener(context: LakeRequest, send: SendEvent, client: string): () => void {
  const { url, identity } = context;
  const text = url.searchParams.get('query');
  if (!text) throw new LakeError(400, 'Geef een GROQ-filter mee in "query".');
  const params = queryParams(url);
  const remove = addListener({
    filter: parseQuery(text, params),
    params,
    client,
    includeResult: flag(url, 'includeResult'),
    includePreviousRevision: flag(url, 'includePreviousRevision'),
    includeMutations: url.searchParams.get('includeMutations') !== 'false',
    mendozaEffects: url.searchParams.get('effectFormat') === 'mendoza',
    publishedOnly: !canSeeDrafts(identity),
    includeAllVersions: flag(url, 'includeAllVersions'),
    present: (document) => withAssetUrl(document, context.assetOrigin),
    send,
  });
  send('welcome', { listenerName: `stroomplein-${randomUUID()}` });
  return remove;
}

/**
 * The Live Content API (`<SanityLive>`, the Presentation tool): the sync tags each transaction changed (live-events.ts).
 * Drafts and versions only for those who may read them, as on Sanity: `includeDrafts` without access is refused.
 */
export function startLiveEvents(context: LakeRequest, send: SendEvent, client: string): () => void {
  const { url, identity, request } = context;
  const drafts = flag(url, 'includeDrafts');
  if (drafts && identity.kind === 'anonymous') {
    throw new LakeError(
      401,
      'Live-updates van concepten (includeDrafts) vragen een API-token of een aanmelding.',
    );
  }
  if (drafts && !canSeeDrafts(identity)) {
    throw new LakeError(
      403,
      'Je account mag geen concepten lezen, dus ook hun live-updates (includeDrafts) niet.',
    );
  }
  // An empty Last-Event-ID is no position (a stream that never heard an id).
  return addLiveSubscriber(
    { client, drafts, send, active: false },
    request.headers.get('last-event-id') || null,
  );
}

export function clientKey(context: LakeRequest): string {
  const { identity, request } = context;
  return identity.kind === 'anonymous' ? (request.headers.get('x-forwarded-for') ?? 'anoniem') : identity.uid;
}

export function listen(context: LakeRequest): Response {
  // The stream starts synchronously: a bad filter or a flood throws here and is answered 400 or 429.
  return eventStream(context.request.signal, (send) => startListener(context, send, clientKey(context)));
}

export function liveEvents(context: LakeRequest): Response {
  if (!(context.request.headers.get('accept') ?? '').includes('text/event-stream')) {
    throw new LakeError(
      406,
      'Live-updates komen als server-sent events: vraag ze met "Accept: text/event-stream".',
    );
  }
  return eventStream(context.request.signal, (send) => startLiveEvents(context, send, clientKey(context)));
}

function historyIds(ids: string): string[] {
  const list = ids.split(',').filter(Boolean);
  if (list.length === 0 || list.length > 20)
    throw new LakeError(400, 'Vraag de geschiedenis van 1 tot 20 documenten op.');
  for (const id of list) {
    if (!isValidDocumentId(id))
      throw new LakeError(400, `Document-id "${String(id).slice(0, 140)}" is ongeldig.`);
  }
  return list;
}

function isoTime(value: string | null, name: string): string | undefined {
  if (value === null) return undefined;
  const time = new Date(value);
  if (Number.isNaN(time.getTime())) throw new LakeError(400, `"${name}" moet een tijdstip zijn (ISO 8601).`);
  return time.toISOString();
}

/** `/data/history/:ds/documents/:ids?revision=…|time=…|lastRevision=true`: documents as they were then. */
export function historyDocuments({ url, identity, assetOrigin }: LakeRequest, ids: string): Response {
  requireEditor(identity);
  const revision = url.searchParams.get('revision');
  const time = isoTime(url.searchParams.get('time'), 'time');
  const point: RevisionPoint = revision
    ? { revision }
    : time
      ? { time }
      : flag(url, 'lastRevision')
        ? { lastRevision: true }
        : { time: new Date().toISOString() };
  return json({ documents: withAssetUrls(documentsAt(historyIds(ids), point), assetOrigin) });
}

/**
 * `/data/history/:ds/deleted`: the documents deleted in the last 90 days that are still gone, for the Studio's
 * "Verwijderd" list. This lake's own: hosted Sanity has no such endpoint, so the list is shown on the local lake only.
 */
export function historyDeleted({ identity }: LakeRequest): Response {
  requireEditor(identity);
  return json({ documents: deletedDocuments() });
}

/** `/data/history/:ds/transactions/:ids`: the translog as NDJSON, oldest first unless `reverse`. */
export function historyTransactions({ url, identity }: LakeRequest, ids: string): Response {
  requireEditor(identity);
  const limitText = url.searchParams.get('limit');
  const limit = limitText === null ? undefined : Number(limitText);
  if (limit !== undefined && (!Number.isInteger(limit) || limit < 1)) {
    throw new LakeError(400, '"limit" moet een positief geheel getal zijn.');
  }
  const lines = transactionLines({
    ids: historyIds(ids),
    reverse: flag(url, 'reverse'),
    limit,
    fromTransaction: url.searchParams.get('fromTransaction') ?? undefined,
    toTransaction: url.searchParams.get('toTransaction') ?? undefined,
    fromTime: isoTime(url.searchParams.get('fromTime'), 'fromTime'),
    toTime: isoTime(url.searchParams.get('toTime'), 'toTime'),
    effects: url.searchParams.get('effectFormat') === 'mendoza',
    mutations: !flag(url, 'excludeMutations'),
    identifiedOnly: flag(url, 'includeIdentifiedDocumentsOnly'),
  });
  return new Response(lines.map((line) => `${line}\n`).join(''), {
    headers: { 'content-type': 'application/x-ndjson', 'cache-control': 'no-store' },
  });
}
