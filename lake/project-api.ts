import 'server-only';
import { LakeError } from './errors';
import { json } from './http';
import { historyAuthors } from './history';
import type { LakeIdentity } from './identity';
import { presenceNames } from './presence';
import { STUDIO_BASE_PATH } from './project';

/**
 * What the Studio asks while it boots (who am I, the project, its datasets, permissions, features), answered for
 * the one local project so the Studio shows no error and asks no other host. Shapes as the Studio 6.16 reads them.
 */

const EDITOR_ROLE = { name: 'administrator', title: 'Redacteur' };
const READER_ROLE = { name: 'viewer', title: 'Lezer' };

export function currentUser(identity: LakeIdentity): Response {
  // `{}` is the Content Lake's "not signed in": the Studio then offers its login (to the site's /login).
  if (identity.kind === 'anonymous') return json({});
  const role = identity.kind === 'editor' ? EDITOR_ROLE : READER_ROLE;
  return json({
    id: identity.uid,
    name: identity.name,
    email: identity.email,
    role: role.name,
    roles: [role],
    provider: 'stroomplein',
  });
}

/** `/auth/id`: whether the caller has a session (the workspace menu probes each workspace with it); 401 when not. */
export function sessionId(identity: LakeIdentity): Response {
  if (identity.kind === 'anonymous') throw new LakeError(401, 'Niet aangemeld.');
  return json({ id: identity.uid });
}

/** `/users/a,b`: the Studio shows names beside revisions and avatars: the caller, authors in history, editors here. */
export function users(identity: LakeIdentity, ids: string): Response {
  const wanted = ids.split(',');
  if (identity.kind === 'anonymous') return json(wanted.length === 1 ? null : []);
  const known = [
    { id: identity.uid, displayName: identity.name, email: identity.email },
    ...[...new Map([...historyAuthors(), ...presenceNames()])]
      .filter(([id]) => id !== identity.uid)
      .map(([id, displayName]) => ({ id, displayName })),
  ];
  const found = known.filter(({ id }) => wanted.includes(id));
  return json(wanted.length === 1 ? (found[0] ?? null) : found);
}

export function project(identity: LakeIdentity, projectId: string): Response {
  return json({
    id: projectId,
    displayName: 'Stroomplein (lokaal)',
    studioHost: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    // No organisation: the Studio then opens no organisation streams (agent bundles and the like).
    organizationId: null,
    metadata: { color: '#1f7a4d' },
    members:
      identity.kind === 'anonymous'
        ? []
        : [
            {
              id: identity.uid,
              role: identity.kind === 'editor' ? EDITOR_ROLE.name : READER_ROLE.name,
              isRobot: false,
              isCurrentUser: true,
            },
          ],
  });
}

export function datasets(dataset: string): Response {
  return json([{ name: dataset, aclMode: 'public' }]);
}

/** Grants the Studio evaluates in the browser: editors everything, viewer tokens reading, others published only. */
export function acl(identity: LakeIdentity): Response {
  if (identity.kind === 'editor') {
    return json([{ filter: '_id in path("**")', permissions: ['read', 'create', 'update', 'history'] }]);
  }
  if (identity.kind === 'viewer') return json([{ filter: '_id in path("**")', permissions: ['read'] }]);
  return json([
    { filter: '!(_id in path("drafts.**")) && !(_id in path("versions.**"))', permissions: ['read'] },
  ]);
}

/**
 * `/projects/:id/user-applications`: the Studio registered as the project's studio at the site's own address, as
 * `sanity deploy` would register it. Unregistered, the Help menu offers "Registreer studio" (greyed out: it opens the
 * project's page at sanity.io) and shows its button in a warning colour. The address is the one the Studio runs on
 * (the page it asks from): behind a proxy the lake's own URL may differ.
 */
export function studioApplications(request: Request, projectId: string): Response {
  const referer = request.headers.get('referer');
  const origin = new URL(referer ?? request.url).origin;
  return json([
    {
      id: 'stroomplein-studio',
      projectId,
      type: 'studio',
      urlType: 'external',
      appHost: `${origin}${STUDIO_BASE_PATH}`,
      title: 'Stroomplein Studio',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      activeDeployment: null,
    },
  ]);
}

/**
 * `/subscriptions/project/:id`: the project's plan, which the Releases tool reads for how long an archived release
 * is kept. Here one is kept until it is deleted: no retention is named, so the Studio promises no removal date.
 */
export function projectSubscription(): Response {
  return json({
    id: 'lokaal',
    plan: { name: 'Lokaal' },
    featureTypes: { retention: { features: [{ attributes: {} }] } },
  });
}

/** Everything else the Studio may ask at boot that has no local meaning: empty answers, not errors. */
export function emptyAnswer(kind: 'object' | 'list'): Response {
  return json(kind === 'object' ? {} : []);
}

/**
 * A route the lake does not serve: logged and named in the answer's UNKNOWN_ENDPOINT_HEADER, so that what a new
 * Studio release asks for and the lake lacks is told by name (the Studio tests collect it: `npm run test:studio`).
 */
export function unknownEndpoint(endpoint: string): never {
  const named = endpoint.slice(0, 200);
  console.warn(`Lokale Content Lake: onbekend eindpunt ${named}`);
  throw new LakeError(404, `Onbekend eindpunt van de lokale Content Lake: ${named}`, {
    type: 'unknownEndpoint',
    endpoint: named,
  });
}
