import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentReader } from './read-content';

let read: Awaited<ReturnType<typeof contentReader>>;
beforeAll(async () => {
  read = await contentReader();
});

describe('the site’s reads of the local lake, answered in process', () => {
  it('gives the HTTP API’s whole answer: the result and its sync tags', async () => {
    const { contentClient } = await import('@/lib/server/content/client');
    const answer = await contentClient.fetch(
      '*[_id == $id][0].title',
      { id: 'page-kopersinformatie' },
      {
        filterResponse: false,
        useCdn: false,
      },
    );
    expect(answer.result).toBe('Informatie voor kopers');
    expect(answer.syncTags).toEqual([expect.stringMatching(/^s1:/)]);
  });

  it('takes a query too long for an address as the client sends it, in a POST body', async () => {
    const padding = ' '.repeat(12_000);
    expect(await read(`*[_id == $id][0].title${padding}`, { id: 'page-kopersinformatie' })).toBe(
      'Informatie voor kopers',
    );
  });

  it('refuses as the API does: the client gets the lake’s status and Dutch message', async () => {
    await expect(read('*[')).rejects.toMatchObject({ statusCode: 400 });
    await expect(read('*[_type == "page"]', {}, 'drafts-zonder-token' as 'drafts')).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  describe('every other address', () => {
    const server = createServer((_request, response) => response.end('elders'));
    beforeAll(() => new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening)));
    afterAll(() => new Promise((closed) => server.close(closed)));

    it('goes over the network as before', async () => {
      const { port } = server.address() as AddressInfo;
      expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('elders');
    });
  });
});
