import 'server-only';
import { randomUUID } from 'node:crypto';
import { clientKey, type LakeRequest } from './data-api';
import { LakeError } from './errors';
import { eventStream, json, readJson, type SendEvent } from './http';

/**
 * One stream for all of a Studio tab's listeners. Over HTTP/1.1 a browser opens at most six connections to a
 * host, and the Studio keeps about six listeners open: every further request would wait forever. The Studio's
 * client (browser/studio-client.ts) opens one mux stream and adds or removes each listener as a channel with a
 * short request; the events of every channel arrive on the one stream, tagged with the channel.
 */

/** Endpoints that stream: usable directly and through the multiplexed listener. */
export type StreamStarter = (context: LakeRequest, send: SendEvent, client: string) => () => void;

/** How a channel's address finds its endpoint: the route table's matcher, handed in by routes.ts. */
type RouteLookup = (
  method: 'GET',
  segments: string[],
) => { route: { stream?: StreamStarter } | null; apiVersion: string } | null;

interface MuxConnection {
  owner: string;
  send: SendEvent;
  channels: Map<string, () => void>;
}

const state = globalThis as typeof globalThis & { __stroompleinLakeMux?: Map<string, MuxConnection> };
const connections = (state.__stroompleinLakeMux ??= new Map());

const CHANNEL_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** A `Last-Event-ID`: printable ASCII, as a header can carry it. */
const EVENT_ID = /^[\x20-\x7e]{0,200}$/;

export function openMux(context: LakeRequest): Response {
  return eventStream(context.request.signal, (send) => {
    const id = randomUUID();
    const connection: MuxConnection = { owner: clientKey(context), send, channels: new Map() };
    connections.set(id, connection);
    send('ready', { connection: id });
    return () => {
      for (const remove of connection.channels.values()) remove();
      connections.delete(id);
    };
  });
}

function connectionOf(context: LakeRequest, id: string): MuxConnection {
  const connection = connections.get(id);
  if (!connection)
    throw new LakeError(404, 'Deze verbinding bestaat niet (meer); de Studio maakt een nieuwe.');
  if (connection.owner !== clientKey(context))
    throw new LakeError(403, 'Deze verbinding is van iemand anders.');
  return connection;
}

/**
 * Adds a channel: `{channel, url, lastEventId?}`, where url is the listener's own `/api/lake/v…/data/listen/…` address
 * and lastEventId the `Last-Event-ID` its stream resumes from.
 */
export async function openChannel(
  context: LakeRequest,
  connectionId: string,
  matchRoute: RouteLookup,
): Promise<Response> {
  const connection = connectionOf(context, connectionId);
  const { channel, url, lastEventId } = await readJson(context.request);
  if (typeof channel !== 'string' || !CHANNEL_ID.test(channel))
    throw new LakeError(400, 'Ongeldige kanaalnaam.');
  if (connection.channels.has(channel)) throw new LakeError(409, `Kanaal ${channel} bestaat al.`);
  if (typeof url !== 'string') throw new LakeError(400, 'Geef het adres van de listener mee in "url".');
  const target = new URL(url, context.url);
  const segments = target.pathname.replace(/^\/api\/lake\//, '').split('/');
  const found = target.origin === context.url.origin ? matchRoute('GET', segments) : null;
  if (!found?.route?.stream) throw new LakeError(400, 'Alleen listeners kunnen over deze verbinding lopen.');
  if (lastEventId !== undefined && (typeof lastEventId !== 'string' || !EVENT_ID.test(lastEventId)))
    throw new LakeError(400, '"lastEventId" moet een tekst van hoogstens 200 gewone tekens zijn.');
  // The caller is already identified; what the stream reads of its own request is where it resumes.
  const headers: Record<string, string> = lastEventId === undefined ? {} : { 'last-event-id': lastEventId };
  const channelContext: LakeRequest = {
    ...context,
    request: new Request(target, { headers }),
    url: target,
    apiVersion: found.apiVersion,
  };
  const send: SendEvent = (event, data, id) =>
    connection.send('channel', { channel, event, data, ...(id === undefined ? {} : { id }) });
  connection.channels.set(channel, found.route.stream(channelContext, send, connection.owner));
  return new Response(null, { status: 204 });
}

export function closeChannel(context: LakeRequest, connectionId: string, channel: string): Response {
  const connection = connectionOf(context, connectionId);
  connection.channels.get(channel)?.();
  connection.channels.delete(channel);
  return json({ closed: channel });
}
