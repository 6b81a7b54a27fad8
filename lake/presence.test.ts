import { describe, expect, it } from 'vitest';
import { presenceMessage, startPresence } from './presence';
import { configureLakeForTests } from './test-host';

// Presence reads no dataset.
configureLakeForTests('content');

type Sent = { event: string; data: unknown }[];

/** One Studio window of an editor: its down stream (what it received) and a way to send a protocol message. */
function studioWindow(uid: string, name: string) {
  const identity = { kind: 'editor' as const, uid, name, email: `${uid}@stroomplein.be` };
  const received: Sent = [];
  const stop = startPresence(identity, (event, data) => received.push({ event, data }));
  const { connection } = received[0]!.data as { connection: string };
  let id = 0;
  const send = async (method: string, params: Record<string, unknown> = {}) => {
    const response = await presenceMessage(
      identity,
      new Request('http://127.0.0.1/socket', {
        method: 'POST',
        body: JSON.stringify({ connection, message: { id: String(++id), method, params } }),
      }),
    );
    return (await response.json()) as { reply: { result: unknown }; then: { params: { result: unknown } }[] };
  };
  return { received, send, stop };
}

const location = (documentId: string) => [
  { type: 'document', documentId, path: ['title'], lastActiveAt: '' },
];

describe('local Content Lake: presence', () => {
  it('tells a window that subscribes who is already here, whatever became of its roll call', async () => {
    const rik = studioWindow('rik', 'Rik Redacteur');
    await rik.send('presence_subscribe');
    await rik.send('presence_announce', { data: { sessionId: 'sessie-rik', locations: location('page-a') } });

    const rita = studioWindow('rita', 'Rita Redacteur');
    const subscribed = await rita.send('presence_subscribe');
    const subscription = subscribed.reply.result;
    expect(subscribed.then.map(({ params }) => params)).toEqual([
      {
        subscription,
        result: { type: 'state', i: 'rik', m: { sessionId: 'sessie-rik', locations: location('page-a') } },
      },
    ]);

    // Rik's next move reaches Rita over her stream; once Rik's window closes, he is gone for the next window too.
    await rik.send('presence_announce', { data: { sessionId: 'sessie-rik', locations: location('page-b') } });
    expect(rita.received.at(-1)?.data).toMatchObject({
      params: { subscription, result: { type: 'state', i: 'rik', m: { locations: location('page-b') } } },
    });
    rik.stop();
    expect(rita.received.at(-1)?.data).toMatchObject({
      params: { result: { type: 'disconnect', i: 'rik', m: { session: 'sessie-rik' } } },
    });
    const later = studioWindow('rita', 'Rita Redacteur');
    expect((await later.send('presence_subscribe')).then).toEqual([]);
    rita.stop();
    later.stop();
  });

  it("keeps a tab present whose reloaded page announced it before the old page's goodbye and close arrived", async () => {
    const rita = studioWindow('rita', 'Rita Redacteur');
    await rita.send('presence_subscribe');
    const oldSocket = studioWindow('rik', 'Rik Redacteur');
    await oldSocket.send('presence_announce', {
      data: { sessionId: 'sessie-tab', locations: location('page-a') },
    });
    const newSocket = studioWindow('rik', 'Rik Redacteur');
    await newSocket.send('presence_announce', {
      data: { sessionId: 'sessie-tab', locations: location('page-a') },
    });
    const seen = rita.received.length;
    await oldSocket.send('presence_disconnect', { session: 'sessie-tab' });
    oldSocket.stop();
    expect(rita.received.slice(seen)).toEqual([]);
    const later = studioWindow('rita', 'Rita Redacteur');
    expect((await later.send('presence_subscribe')).then).toHaveLength(1);
    newSocket.stop();
    expect(rita.received.at(-1)?.data).toMatchObject({
      params: { result: { type: 'disconnect', i: 'rik', m: { session: 'sessie-tab' } } },
    });
    rita.stop();
    later.stop();
  });

  it('gives up only the subscription a window names', async () => {
    const rita = studioWindow('rita', 'Rita Redacteur');
    const first = (await rita.send('presence_subscribe')).reply.result;
    const second = (await rita.send('presence_subscribe')).reply.result;
    await rita.send('presence_unsubscribe', { subscriptionId: first });
    const rik = studioWindow('rik', 'Rik Redacteur');
    await rik.send('presence_rollcall', { session: 'sessie-rik' });
    expect(rita.received.at(-1)?.data).toMatchObject({
      params: { subscription: second, result: { type: 'rollCall', i: 'rik' } },
    });
    expect(JSON.stringify(rita.received)).not.toContain(String(first));
    rik.stop();
    rita.stop();
  });

  it('takes the goodbye of a window whose connection already closed, and nothing else from it', async () => {
    const rik = studioWindow('rik', 'Rik Redacteur');
    await rik.send('presence_announce', { data: { sessionId: 'sessie-weg', locations: location('page-a') } });
    rik.stop();
    expect((await rik.send('presence_disconnect', { session: 'sessie-weg' })).reply.result).toBe(true);
    await expect(rik.send('presence_subscribe')).rejects.toMatchObject({ status: 404 });
  });
});
