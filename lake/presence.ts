import 'server-only';
import { randomUUID } from 'node:crypto';
import { LakeError } from './errors';
import { lakeHost } from './host';
import { json, readJson, type SendEvent } from './http';
import { requireEditor, type LakeIdentity } from './identity';

/**
 * Presence: which editors (and which of their windows) are on which document and field. The Studio speaks Sanity's
 * presence protocol (JSON-RPC over its `/socket` WebSocket, the "bifur" client); a Next route cannot accept a
 * WebSocket, so the Studio's side (browser/studio-client.ts) carries the same messages over an event stream for what the
 * lake says (a channel of the listener mux) and a POST per message it sends. Written here because the protocol
 * has no server outside Sanity's hosted API.
 */

/** What the Studio's presence store receives (`i`: the user, `m`: the message). */
export type PresenceEvent =
  | { type: 'rollCall'; i: string; session: string }
  | { type: 'state'; i: string; m: { sessionId: string; locations: unknown[] } }
  | { type: 'disconnect'; i: string; m: { session: string } };

interface PresenceConnection {
  uid: string;
  send: SendEvent;
  /** The subscription id the Studio asked for with `presence_subscribe`, once it has. */
  subscription: string | null;
  /** Presence sessions announced over this connection: they disconnect when it closes. */
  sessions: Set<string>;
}

type StateEvent = Extract<PresenceEvent, { type: 'state' }>;

const state = globalThis as typeof globalThis & {
  __stroompleinPresence?: Map<string, PresenceConnection>;
  __stroompleinPresenceNames?: Map<string, string>;
  __stroompleinPresenceSessions?: Map<string, { event: StateEvent; at: number }>;
};
const connections = (state.__stroompleinPresence ??= new Map());
/** Names of editors seen here, so `/users/:id` can show who the avatars are. */
const names = (state.__stroompleinPresenceNames ??= new Map());
/**
 * The last state of every open session, here and on other instances: a window that subscribes gets them at once,
 * so it never depends on its roll call reaching the others after its subscription. A window announces itself every
 * 30 s: a state older than two of those is of a window that vanished (its instance killed).
 */
const SESSION_STALE_MS = 65_000;
const sessions = (state.__stroompleinPresenceSessions ??= new Map());

const subscriptionMessage = (subscription: string, event: PresenceEvent) => ({
  jsonrpc: '2.0',
  method: 'presence_subscription',
  params: { subscription, result: event },
});

/** Delivers an event to every subscribed window on this instance. */
export function deliverPresence(event: PresenceEvent) {
  if (event.type === 'state') sessions.set(event.m.sessionId, { event, at: Date.now() });
  else if (event.type === 'disconnect') sessions.delete(event.m.session);
  for (const connection of connections.values()) {
    if (!connection.subscription) continue;
    connection.send('message', subscriptionMessage(connection.subscription, event));
  }
}

function broadcast(event: PresenceEvent) {
  deliverPresence(event);
  void lakeHost().bus.publish({ kind: 'presence', event });
}

export function presenceNames(): ReadonlyMap<string, string> {
  return names;
}

/** The down stream of one Studio window: first `welcome` with its connection id, then the protocol's messages. */
export function startPresence(identity: LakeIdentity, send: SendEvent): () => void {
  requireEditor(identity);
  const id = randomUUID();
  names.set(identity.uid, identity.name);
  const connection: PresenceConnection = { uid: identity.uid, send, subscription: null, sessions: new Set() };
  connections.set(id, connection);
  send('welcome', { connection: id });
  return () => {
    connections.delete(id);
    for (const session of connection.sessions) {
      broadcast({ type: 'disconnect', i: connection.uid, m: { session } });
    }
  };
}

const text = (value: unknown, what: string) => {
  if (typeof value !== 'string' || value.length === 0 || value.length > 128) {
    throw new LakeError(400, `${what} ontbreekt of is ongeldig.`);
  }
  return value;
};

/**
 * One JSON-RPC message from a window (`{connection, message}`). The answer is `{reply, then}`: the JSON-RPC response,
 * and the messages the window receives right after it (on subscribing: who is here), in that order.
 */
export async function presenceMessage(identity: LakeIdentity, request: Request): Promise<Response> {
  requireEditor(identity);
  const body = await readJson(request);
  const message = body.message as { id?: unknown; method?: unknown; params?: Record<string, unknown> };
  const id = text(message?.id, 'Het bericht-id');
  const params = message.params ?? {};
  const answer = (result: unknown, then: unknown[] = []) =>
    json({ reply: { jsonrpc: '2.0', id, result }, then });
  const connection = connections.get(text(body.connection, 'De verbinding'));
  // A window leaving after its connection closed: the close already told everyone its sessions are gone.
  if (!connection && message.method === 'presence_disconnect') return answer(true);
  if (!connection)
    throw new LakeError(404, 'Deze verbinding bestaat niet (meer); de Studio maakt een nieuwe.');
  if (connection.uid !== identity.uid) throw new LakeError(403, 'Deze verbinding is van iemand anders.');
  switch (message.method) {
    case 'authorization':
      return answer(true);
    case 'presence_subscribe': {
      const subscription = randomUUID();
      connection.subscription = subscription;
      const here: unknown[] = [];
      for (const [session, { event, at }] of sessions) {
        if (Date.now() - at > SESSION_STALE_MS) sessions.delete(session);
        else here.push(subscriptionMessage(subscription, event));
      }
      return answer(subscription, here);
    }
    case 'presence_unsubscribe':
      connection.subscription = null;
      return answer(true);
    case 'presence_rollcall':
      broadcast({ type: 'rollCall', i: identity.uid, session: text(params.session, 'De sessie') });
      return answer(true);
    case 'presence_announce': {
      const data = (params.data ?? {}) as { sessionId?: unknown; locations?: unknown };
      const sessionId = text(data.sessionId, 'De sessie');
      if (!Array.isArray(data.locations) || data.locations.length > 50) {
        throw new LakeError(400, 'Geef de plaatsen in het document als lijst (hoogstens 50).');
      }
      connection.sessions.add(sessionId);
      broadcast({ type: 'state', i: identity.uid, m: { sessionId, locations: data.locations } });
      return answer(true);
    }
    case 'presence_disconnect': {
      const session = text(params.session, 'De sessie');
      connection.sessions.delete(session);
      broadcast({ type: 'disconnect', i: identity.uid, m: { session } });
      return answer(true);
    }
    default:
      return json({
        reply: {
          jsonrpc: '2.0',
          id,
          error: { code: -32601, message: `Onbekende methode ${String(message.method).slice(0, 60)}.` },
        },
        then: [],
      });
  }
}
