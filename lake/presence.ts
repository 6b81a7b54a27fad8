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
  /** The subscription ids the Studio asked for with `presence_subscribe` and has not given up. */
  subscriptions: Set<string>;
  /** Presence sessions announced over this connection: they leave when it closes. */
  sessions: Set<string>;
}

type StateEvent = Extract<PresenceEvent, { type: 'state' }>;

/** A session's last state, and the connection (of this instance or another) that announced it. */
interface SessionState {
  event: StateEvent;
  at: number;
  connection: string;
}

const state = globalThis as typeof globalThis & {
  __stroompleinPresence?: Map<string, PresenceConnection>;
  __stroompleinPresenceNames?: Map<string, string>;
  __stroompleinPresenceSessions?: Map<string, SessionState>;
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

/**
 * Delivers an event to every subscribed window on this instance; `connection` is the one (here or on another
 * instance) that sent it.
 */
export function deliverPresence(event: PresenceEvent, connection: string) {
  if (event.type === 'state') sessions.set(event.m.sessionId, { event, at: Date.now(), connection });
  else if (event.type === 'disconnect') sessions.delete(event.m.session);
  for (const window of connections.values()) {
    for (const subscription of window.subscriptions) {
      window.send('message', subscriptionMessage(subscription, event));
    }
  }
}

function broadcast(event: PresenceEvent, connection: string) {
  deliverPresence(event, connection);
  void lakeHost().bus.publish({ kind: 'presence', event, connection });
}

export function presenceNames(): ReadonlyMap<string, string> {
  return names;
}

/** The down stream of one Studio window: first `welcome` with its connection id, then the protocol's messages. */
export function startPresence(identity: LakeIdentity, send: SendEvent): () => void {
  requireEditor(identity);
  const id = randomUUID();
  names.set(identity.uid, identity.name);
  const connection: PresenceConnection = {
    uid: identity.uid,
    send,
    subscriptions: new Set(),
    sessions: new Set(),
  };
  connections.set(id, connection);
  send('welcome', { connection: id });
  return () => {
    connections.delete(id);
    for (const session of connection.sessions) leave(connection.uid, session, id);
  };
}

/**
 * A session leaves through the connection that announced it last. The Studio keeps its session id for the life of
 * the tab: after a reload, the new page's socket may announce it before the old socket's goodbye or close arrives.
 */
function leave(uid: string, session: string, connection: string) {
  const last = sessions.get(session);
  if (last && last.connection !== connection) return;
  broadcast({ type: 'disconnect', i: uid, m: { session } }, connection);
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
  const connectionId = text(body.connection, 'De verbinding');
  const connection = connections.get(connectionId);
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
      connection.subscriptions.add(subscription);
      const here: unknown[] = [];
      for (const [session, { event, at }] of sessions) {
        if (Date.now() - at > SESSION_STALE_MS) sessions.delete(session);
        else here.push(subscriptionMessage(subscription, event));
      }
      return answer(subscription, here);
    }
    case 'presence_unsubscribe':
      // Only the subscription named: the Studio may have subscribed anew before it gave up the old one.
      connection.subscriptions.delete(text(params.subscriptionId, 'Het abonnement'));
      return answer(true);
    case 'presence_rollcall':
      broadcast(
        { type: 'rollCall', i: identity.uid, session: text(params.session, 'De sessie') },
        connectionId,
      );
      return answer(true);
    case 'presence_announce': {
      const data = (params.data ?? {}) as { sessionId?: unknown; locations?: unknown };
      const sessionId = text(data.sessionId, 'De sessie');
      if (!Array.isArray(data.locations) || data.locations.length > 50) {
        throw new LakeError(400, 'Geef de plaatsen in het document als lijst (hoogstens 50).');
      }
      connection.sessions.add(sessionId);
      broadcast(
        { type: 'state', i: identity.uid, m: { sessionId, locations: data.locations } },
        connectionId,
      );
      return answer(true);
    }
    case 'presence_disconnect': {
      const session = text(params.session, 'De sessie');
      connection.sessions.delete(session);
      leave(identity.uid, session, connectionId);
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
