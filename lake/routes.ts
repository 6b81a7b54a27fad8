import 'server-only';
import { withAssetUrl } from './asset-urls';
import { prepareImageUpload, serveImage, storeImage } from './assets';
import { corsCheck } from './cors';
import { LAKE_PROJECT_ID } from './project';
import {
  actions,
  afterCommit,
  documents,
  historyDeleted,
  historyDocuments,
  historyTransactions,
  liveEvents,
  listen,
  mutate,
  query,
  startListener,
  startLiveEvents,
  type LakeRequest,
} from './data-api';
import { LakeError } from './errors';
import { documentEventsAnswer } from './history';
import { lakeHost } from './host';
import { eventStream, json } from './http';
import { requireEditor } from './identity';
import { closeChannel, openChannel, openMux, type StreamStarter } from './mux';
import { presenceMessage, startPresence } from './presence';
import {
  acl,
  currentUser,
  datasets,
  emptyAnswer,
  project,
  sessionId,
  studioApplications,
  projectSubscription,
  unknownEndpoint,
  users,
} from './project-api';
import {
  isScheduleTick,
  nextScheduledMoment,
  publishDueReleases,
  SCHEDULE_TICK_PATH,
} from './release-scheduler';
import { releaseLimits } from './releases';
import { exchangeSignInCode, signIn, signInProviders, signOut } from './sign-in';
import { allDocuments } from './store';
import { runMutations } from './transactions';

/**
 * Every endpoint of the local Content Lake, in one table. The versioned API (`/api/lake/v<date>/…`) is matched on the
 * path after the version (the Studio uses a different version per endpoint); uploaded images and the listener mux
 * sit outside it. Each answer is the Content Lake's shape; each refusal a LakeError. Versioned routes whose first
 * match is a dataset have it checked before they run.
 */

type Handler = (context: LakeRequest, match: string[]) => Response | Promise<Response>;

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Matched on the path after the version; for an `unversioned` route, on the whole path. */
  pattern: RegExp;
  handler: Handler;
  /** Endpoints that stream: usable directly and through the multiplexed listener (see mux.ts). */
  stream?: StreamStarter;
  /** Outside the versioned API: `/api/lake/images/…` and `/api/lake/mux/…`. */
  unversioned?: true;
  /** Answered without asking who calls (uploaded images are public, no session needed). */
  public?: true;
}

export function checkDataset(dataset: string | undefined): string {
  if (dataset !== lakeHost().dataset.name) {
    // The Studio shows its configuration screen for this answer, naming the dataset.
    throw new LakeError(404, `Dataset "${dataset ?? ''}" niet gevonden.`, { error: 'Dataset not found' });
  }
  return dataset;
}

export function checkProject(projectId: string | undefined) {
  if (projectId !== LAKE_PROJECT_ID) {
    throw new LakeError(404, `Project "${projectId ?? ''}" niet gevonden.`, {
      attributes: { type: 'project' },
    });
  }
}

async function uploadImage(context: LakeRequest, dataset: string): Promise<Response> {
  requireEditor(context.identity);
  const filename = context.url.searchParams.get('filename');
  const { document, bytes, fileName } = await prepareImageUpload(context.request, dataset, filename);
  storeImage(fileName, bytes);
  const transaction = await runMutations([{ createIfNotExists: document }], {
    identity: context.identity.uid,
    authorName: context.identity.name,
  });
  await afterCommit(transaction);
  const stored = transaction.changes[0]?.after ?? document;
  return json({ document: withAssetUrl(stored, context.assetOrigin) });
}

const ROUTES: Route[] = [
  // Uploaded images, at the URL `@sanity/image-url` builds (`images/<project>/<dataset>/<file>`).
  {
    method: 'GET',
    pattern: /^images(?:\/([^/]*)(?:\/([^/]*)(?:\/([^/]*))?)?)?(?:\/|$)/,
    unversioned: true,
    public: true,
    handler: (context, [projectId, dataset, fileName]) => (
      checkProject(projectId),
      checkDataset(dataset),
      serveImage(fileName ?? '', context.url.searchParams, context.request.headers.get('accept') ?? '')
    ),
  },
  // The multiplexed listener stream (mux.ts): one stream per Studio tab, a channel per listener.
  { method: 'GET', pattern: /^mux\/?$/, unversioned: true, handler: (context) => openMux(context) },
  {
    method: 'POST',
    pattern: /^mux\/([^/]+)\/channels\/?$/,
    unversioned: true,
    handler: (context, [connection]) => openChannel(context, connection!, matchRoute),
  },
  {
    method: 'DELETE',
    pattern: /^mux\/([^/]+)\/channels\/([^/]+)$/,
    unversioned: true,
    handler: (context, [connection, channel]) => closeChannel(context, connection!, channel!),
  },
  { method: 'GET', pattern: /^users\/me$/, handler: ({ identity }) => currentUser(identity) },
  { method: 'GET', pattern: /^auth\/id$/, handler: ({ identity }) => sessionId(identity) },
  // The Diagnose dialog asks where the Studio runs; a lake on this machine cannot tell, which the dialog expects.
  { method: 'GET', pattern: /^geoip\/country$/, handler: () => json({ isoCode: null }) },
  { method: 'GET', pattern: /^users\/me\/keyvalue(?:\/.*)?$/, handler: () => emptyAnswer('list') },
  { method: 'PUT', pattern: /^users\/me\/keyvalue(?:\/.*)?$/, handler: () => emptyAnswer('list') },
  {
    method: 'GET',
    pattern: /^users\/([^/]+)$/,
    handler: ({ identity }, [ids]) => users(identity, ids ?? ''),
  },
  {
    method: 'GET',
    pattern: /^projects\/([^/]+)$/,
    handler: ({ identity }, [projectId]) => (checkProject(projectId), project(identity, projectId!)),
  },
  {
    method: 'GET',
    pattern: /^projects\/([^/]+)\/datasets$/,
    handler: (_, [projectId]) => (checkProject(projectId), datasets(lakeHost().dataset.name)),
  },
  {
    method: 'GET',
    pattern: /^projects\/([^/]+)\/datasets\/([^/]+)\/acl$/,
    handler: ({ identity }, [projectId, dataset]) => (
      checkProject(projectId),
      checkDataset(dataset),
      acl(identity)
    ),
  },
  { method: 'GET', pattern: /^projects\/[^/]+\/grants$/, handler: () => emptyAnswer('object') },
  // The hosted plan features the Studio asks for. Without comments it wraps the whole Studio in an upsell and so
  // redraws every open document, dropping what an editor is typing (comments themselves stay off in
  // sanity.config.ts); without contentReleases it offers an upsell instead of a new release.
  {
    method: 'GET',
    pattern: /^(?:projects\/[^/]+\/)?features$/,
    handler: () => json(['studioComments', 'contentReleases']),
  },
  // The release schedule's tick, sent by this process to itself (lake/release-scheduler.ts); unknown to anyone else.
  {
    method: 'POST',
    pattern: /^releases\/publish-due$/,
    public: true,
    handler: async ({ request }) => {
      if (!isScheduleTick(request)) unknownEndpoint(`POST /${SCHEDULE_TICK_PATH}`);
      // An outage (the dataset unreadable) is the schedule's to log, once, not the router's every second.
      await publishDueReleases().catch((error: unknown) => {
        throw new LakeError(503, `De planning kan de dataset niet lezen: ${String(error).slice(0, 300)}`);
      });
      return json({ next: nextScheduledMoment() ?? null });
    },
  },
  {
    method: 'GET',
    pattern: /^projects\/([^/]+)\/new-content-release-allowed$/,
    handler: ({ identity }, [projectId]) => (
      requireEditor(identity),
      checkProject(projectId),
      json({ data: releaseLimits(allDocuments()) })
    ),
  },
  { method: 'GET', pattern: /^access\/requests\/me$/, handler: () => emptyAnswer('list') },
  {
    method: 'GET',
    pattern: /^subscriptions\/project\/([^/]+)$/,
    handler: (_, [projectId]) => (checkProject(projectId), projectSubscription()),
  },
  {
    method: 'GET',
    pattern: /^projects\/([^/]+)\/user-applications$/,
    handler: ({ request }, [projectId]) => (
      checkProject(projectId),
      studioApplications(request, LAKE_PROJECT_ID)
    ),
  },
  // The Studio describes itself to its registration (its manifest, for Sanity's dashboard): nothing to keep here.
  {
    method: 'POST',
    pattern: /^projects\/([^/]+)\/user-applications\/[^/]+\/config\/live-manifest$/,
    handler: ({ identity }, [projectId]) => (
      requireEditor(identity),
      checkProject(projectId),
      emptyAnswer('object')
    ),
  },
  // Sanity's own product messages (announcements, trials, upsells for hosted plans): there are none here.
  { method: 'GET', pattern: /^journey\/announcements$/, handler: () => emptyAnswer('list') },
  { method: 'GET', pattern: /^journey\/trial(?:\/override)?$/, handler: () => emptyAnswer('object') },
  { method: 'GET', pattern: /^journey\/[a-z-]+$/, handler: () => json(null) },
  // The help menu's resources come from sanity.io; without them it keeps its version line and nothing stale.
  { method: 'GET', pattern: /^help$/, handler: () => json({ resources: { sectionArray: [] } }) },
  // Telemetry stays here: the Studio is told it is off, and a batch it sends anyway is dropped.
  { method: 'GET', pattern: /^intake\/telemetry-status$/, handler: () => json({ status: 'denied' }) },
  { method: 'POST', pattern: /^intake\/batch$/, handler: () => new Response(null, { status: 204 }) },
  // Legacy scheduled publishing: the lake holds no schedules (Content Releases replace them), so a Studio that asks
  // whether the project used them hides the feature, as on a project that never did.
  {
    method: 'GET',
    pattern: /^schedules\/([^/]+)\/([^/]+)$/,
    handler: (_context, [projectId, dataset]) => (
      checkProject(projectId),
      checkDataset(dataset),
      json({ schedules: [] })
    ),
  },
  // Sanity's login for a Studio elsewhere (sign-in.ts): the providers, the sign-in, the code's exchange, the sign-out.
  { method: 'GET', pattern: /^auth\/providers$/, public: true, handler: signInProviders },
  {
    method: 'GET',
    pattern: /^auth\/login\/([^/]+)$/,
    handler: (context, [provider]) => signIn(context, provider ?? ''),
  },
  { method: 'GET', pattern: /^auth\/fetch$/, public: true, handler: exchangeSignInCode },
  // Ends a Studio session's token; the site's own session ends on /logout.
  { method: 'POST', pattern: /^auth\/logout$/, public: true, handler: signOut },
  {
    method: 'GET',
    pattern: /^ping$/,
    handler: () => new Response('PONG', { headers: { 'content-type': 'text/plain' } }),
  },
  { method: 'GET', pattern: /^data\/ping\/([^/]+)$/, handler: () => json({ ok: true }) },
  // Whether the caller's origin is on the CORS list (cors.ts): asked without credentials, answered to any origin.
  { method: 'GET', pattern: /^check\/cors$/, public: true, handler: ({ request }) => corsCheck(request) },
  { method: 'GET', pattern: /^data\/query\/([^/]+)$/, handler: (context) => query(context) },
  { method: 'POST', pattern: /^data\/query\/([^/]+)$/, handler: (context) => query(context) },
  {
    method: 'GET',
    pattern: /^data\/doc\/([^/]+)\/([^/]+)$/,
    handler: (context, [, ids]) => documents(context, decodeURIComponent(ids ?? '')),
  },
  { method: 'POST', pattern: /^data\/mutate\/([^/]+)$/, handler: (context) => mutate(context) },
  { method: 'POST', pattern: /^data\/actions\/([^/]+)$/, handler: (context) => actions(context) },
  {
    method: 'GET',
    pattern: /^data\/listen\/([^/]+)$/,
    handler: (context) => listen(context),
    stream: startListener,
  },
  {
    method: 'GET',
    pattern: /^data\/live\/events\/([^/]+)$/,
    handler: (context) => liveEvents(context),
    stream: startLiveEvents,
  },
  {
    method: 'GET',
    pattern: /^data\/history\/([^/]+)\/deleted$/,
    handler: (context) => historyDeleted(context),
  },
  {
    method: 'GET',
    pattern: /^data\/history\/([^/]+)\/documents\/([^/]+)$/,
    handler: (context, [, ids]) => historyDocuments(context, decodeURIComponent(ids ?? '')),
  },
  {
    method: 'GET',
    pattern: /^data\/history\/([^/]+)\/transactions\/([^/]+)$/,
    handler: (context, [, ids]) => historyTransactions(context, decodeURIComponent(ids ?? '')),
  },
  // The document events the Studio's history and "Wijzigingen beoordelen" are made of (history.ts).
  {
    method: 'GET',
    pattern: /^data\/history\/([^/]+)\/events\/documents\/([^/]+)$/,
    handler: (context, [, ids]) => documentEventsAnswer(context, decodeURIComponent(ids ?? '')),
  },
  // Presence: the Studio's socket, as an event stream (also a channel of the mux) and a POST per message.
  {
    method: 'GET',
    pattern: /^socket\/([^/]+)$/,
    handler: (context) =>
      eventStream(context.request.signal, (send) => startPresence(context.identity, send)),
    stream: (context, send) => startPresence(context.identity, send),
  },
  {
    method: 'POST',
    pattern: /^socket\/([^/]+)$/,
    handler: (context) => presenceMessage(context.identity, context.request),
  },
  {
    method: 'POST',
    pattern: /^assets\/images\/([^/]+)$/,
    handler: (context, [dataset]) => uploadImage(context, dataset!),
  },
];

const VERSION = /^v(\d{4}-\d{2}-\d{2}|1|X)$/;

export interface FoundRoute {
  /** null: a versioned path no endpoint answers. */
  route: Route | null;
  match: string[];
  apiVersion: string;
  path: string;
}

/**
 * Finds the route of a path (`v2025-02-19/data/query/production`, `images/…`, `mux/…`), without checking it: public
 * routes answer before the caller is identified, the others are checked after.
 */
export function findRoute(method: string, segments: string[]): FoundRoute | null {
  const [version, ...rest] = segments;
  const apiVersion = VERSION.exec(version ?? '')?.[1];
  const path = apiVersion ? rest.join('/') : segments.join('/');
  for (const route of ROUTES) {
    if (Boolean(route.unversioned) === Boolean(apiVersion)) continue;
    // The versioned API answers HEAD as GET.
    if (route.method !== method && !(apiVersion && method === 'HEAD' && route.method === 'GET')) continue;
    const match = route.pattern.exec(path);
    if (match) return { route, match: match.slice(1), apiVersion: apiVersion ?? 'X', path };
  }
  return apiVersion ? { route: null, match: [], apiVersion, path } : null;
}

/** A route whose first match is a dataset: this site's dataset, or 404. */
export function checkRouteDataset(found: FoundRoute): void {
  if (found.route && /^(data|assets|socket)\//.test(found.path)) checkDataset(found.match[0]);
}

/** Finds the route of a path and checks its dataset. */
export function matchRoute(method: string, segments: string[]): FoundRoute | null {
  const found = findRoute(method, segments);
  if (found) checkRouteDataset(found);
  return found;
}
