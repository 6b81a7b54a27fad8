// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { installLakeTransport } from './studio-client';

// A Studio signed in elsewhere (a token, no cookie): its presence socket over the mux, against a lake stood in for
// by the page's fetch, which answers the mux's own protocol (lake/mux.ts).
const LAKE = 'http://stroomplein-lokaal.localhost:3100';
const SOCKET = 'ws://stroomplein-lokaal.localhost:3100/api/lake/v2022-06-30/socket/production';
const ACCEPTED = 'Bearer aanvaard';

const encoder = new TextEncoder();
const requests: { method: string; url: string; authorization: string | null }[] = [];
/** The mux's shared stream, to which the fake lake writes its channels' events. */
let muxStream: ReadableStreamDefaultController<Uint8Array>;
const sse = (event: string, data: unknown) =>
  encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

beforeAll(() => {
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const authorization = new Headers(init?.headers).get('authorization');
    requests.push({ method, url: url.pathname, authorization });
    if (method === 'GET' && url.pathname === '/api/lake/mux') {
      const body = new ReadableStream<Uint8Array>({ start: (controller) => (muxStream = controller) });
      muxStream.enqueue(sse('ready', { connection: 'm1' }));
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    }
    if (method === 'POST' && url.pathname === '/api/lake/mux/m1/channels') {
      if (authorization !== ACCEPTED) return Response.json({ error: 'Geen geldige sessie' }, { status: 401 });
      const { channel } = JSON.parse(String(init?.body)) as { channel: string };
      queueMicrotask(() =>
        muxStream.enqueue(sse('channel', { channel, event: 'welcome', data: { connection: 's1' } })),
      );
      return new Response(null, { status: 204 });
    }
    if (method === 'POST' && url.pathname.endsWith('/socket/production')) {
      const { message } = JSON.parse(String(init?.body)) as { message: { id: number } };
      return Response.json({ reply: { jsonrpc: '2.0', id: message.id, result: 'ontvangen' }, then: [] });
    }
    return new Response(null, { status: 404 });
  };
  installLakeTransport(LAKE);
});

/** A socket as the Studio's presence client opens it, with every message and its close recorded. */
async function openSocket() {
  const socket = new WebSocket(SOCKET);
  const messages: unknown[] = [];
  const closed = new Promise<number>((resolve) =>
    socket.addEventListener('close', (event) => resolve(event.code)),
  );
  socket.addEventListener('message', (event: MessageEvent<string>) => messages.push(JSON.parse(event.data)));
  await new Promise((resolve) => socket.addEventListener('open', resolve, { once: true }));
  return { socket, messages, closed };
}

describe("a token Studio's presence socket", () => {
  it('opens its stream with the token of its first message, answers it, and sends the rest with it', async () => {
    const { socket, messages } = await openSocket();
    socket.send(
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'authorization', params: { authorization: ACCEPTED } }),
    );
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'presence_rollcall' }));
    await expect
      .poll(() => messages)
      .toEqual([
        { jsonrpc: '2.0', id: 1, result: true },
        { jsonrpc: '2.0', id: 2, result: 'ontvangen' },
      ]);
    expect(requests.filter(({ url }) => url.endsWith('/socket/production'))).toEqual([
      { method: 'POST', url: '/api/lake/v2022-06-30/socket/production', authorization: ACCEPTED },
    ]);
    socket.close();
  });

  it('closes on a token the lake refuses, without answering it as taken or sending what was queued behind it', async () => {
    const posted = requests.filter(({ url }) => url.endsWith('/socket/production')).length;
    const { socket, messages, closed } = await openSocket();
    socket.send(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'authorization',
        params: { authorization: 'Bearer verlopen' },
      }),
    );
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'presence_rollcall' }));
    expect(await closed).toBe(1006);
    // Whatever was queued has settled: a message answered late would show up here.
    await new Promise((resolve) => setTimeout(resolve));
    expect(messages).toEqual([]);
    expect(requests.filter(({ url }) => url.endsWith('/socket/production'))).toHaveLength(posted);
  });
});
