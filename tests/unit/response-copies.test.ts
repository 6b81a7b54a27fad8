import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createResponseCopies, PERSONAL_COOKIE, PERSONAL_PATH } from '@/lib/server/response-copies.mjs';

type Copies = ReturnType<typeof createResponseCopies>;

/** A server that answers as Next answers a cached page (unless told otherwise), behind the copies. */
async function siteBehind(
  copies: Copies,
  page: (request: IncomingMessage, response: ServerResponse) => void,
) {
  let rendered = 0;
  const server = createServer((request, response) => {
    if (copies.serve(request, response)) return;
    rendered++;
    page(request, response);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  servers.push(server);
  // node:http, not fetch: fetch sets the Host header itself.
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ headers: IncomingMessage['headers']; text: () => Promise<string> }>((answered, failed) => {
      request({ port, path, headers: { 'accept-encoding': 'gzip', ...headers } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          const gzip = response.headers['content-encoding'] === 'gzip';
          answered({
            headers: response.headers,
            text: async () => (gzip ? gunzipSync(body) : body).toString(),
          });
        });
      })
        .on('error', failed)
        .end();
    });
  return { get, rendered: () => rendered };
}

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

function cachedPage(text: () => string, headers: Record<string, string> = {}) {
  return (_request: IncomingMessage, response: ServerResponse) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.setHeader('x-nextjs-cache', 'HIT');
    response.setHeader('cache-control', 's-maxage=31536000');
    response.setHeader('xkey', 'site path:overons path:overons@geen');
    response.setHeader('content-encoding', 'gzip');
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    const body = gzipSync(text());
    response.write(body.subarray(0, 10));
    response.end(body.subarray(10));
  };
}

describe("the server's copies of its cached pages", () => {
  it('answers a cached page again from what Next sent, until a purge by one of its keys', async () => {
    const copies = createResponseCopies();
    let version = 'eerste versie';
    const site = await siteBehind(
      copies,
      cachedPage(() => `<h1>${version}</h1>`),
    );
    expect(await (await site.get('/overons')).text()).toBe('<h1>eerste versie</h1>');
    version = 'tweede versie';
    const copy = await site.get('/overons');
    expect(await copy.text()).toBe('<h1>eerste versie</h1>');
    expect(copy.headers.xkey).toBe('site path:overons path:overons@geen');
    expect(copy.headers['content-encoding']).toBe('gzip');
    expect(site.rendered()).toBe(1);

    copies.purge(['path:andere']);
    expect(await (await site.get('/overons')).text()).toBe('<h1>eerste versie</h1>');
    copies.purge(['path:overons']);
    expect(await (await site.get('/overons')).text()).toBe('<h1>tweede versie</h1>');
    expect(site.rendered()).toBe(2);
  });

  it('keeps one copy per host and per compression', async () => {
    const copies = createResponseCopies();
    const site = await siteBehind(copies, (request, response) =>
      cachedPage(() => `${request.headers.host}`)(request, response),
    );
    await site.get('/overons');
    await site.get('/overons', { host: 'nederland.localhost' });
    await site.get('/overons', { 'accept-encoding': 'identity' });
    expect(site.rendered()).toBe(3);
    expect(await (await site.get('/overons', { host: 'nederland.localhost' })).text()).toBe(
      'nederland.localhost',
    );
    expect(site.rendered()).toBe(3);
  });

  it.each([
    ['an answer in a coding other than the one it is kept for', { 'content-encoding': 'deflate' }, {}],
    ['a page Next rendered for this request', { 'x-nextjs-cache': 'MISS' }, {}],
    ['a page that sets a cookie', { 'set-cookie': 'a=b' }, {}],
    ['a private page', { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }, {}],
    ['an editor’s preview', {}, { cookie: 'consent=ja; __prerender_bypass=abc' }],
    ['a signed-in visitor', {}, { cookie: '__session=abc' }],
    ['a request of the client router', {}, { rsc: '1' }],
    ['a conditional request', {}, { 'if-none-match': '"abc"' }],
  ])('keeps nothing of %s', async (_case, headers, request) => {
    const copies = createResponseCopies();
    const site = await siteBehind(
      copies,
      cachedPage(() => 'pagina', headers),
    );
    await site.get('/overons', request);
    await site.get('/overons', request);
    expect(site.rendered()).toBe(2);
  });

  it('passes personal paths to Next, whoever asks', async () => {
    const copies = createResponseCopies();
    const site = await siteBehind(
      copies,
      cachedPage(() => 'pagina'),
    );
    for (const path of ['/studio', '/studio/structure', '/account', '/koper?stap=2', '/api/build-id']) {
      await site.get(path);
      await site.get(path);
    }
    expect(site.rendered()).toBe(10);
  });

  it('tells a personal request as Varnish does (ops/varnish/stroomplein.vcl)', () => {
    const vcl = readFileSync('ops/varnish/stroomplein.vcl', 'utf8');
    expect(vcl).toContain(`if (req.http.Cookie ~ "${PERSONAL_COOKIE.source}") {`);
    expect(vcl).toContain(`if (req.url ~ "${PERSONAL_PATH.source.replaceAll('\\/', '/')}") {`);
  });

  it('keeps no copy of a page whose render a purge overtook: it may show the old content', async () => {
    const copies = createResponseCopies();
    const site = await siteBehind(copies, (request, response) => {
      copies.purge(['path:overons']);
      cachedPage(() => 'pagina')(request, response);
    });
    await site.get('/overons');
    await site.get('/overons');
    expect(site.rendered()).toBe(2);
  });

  it('answers a copy no longer than Next may keep the page (s-maxage)', async () => {
    let now = 0;
    const copies = createResponseCopies({ now: () => now });
    const site = await siteBehind(
      copies,
      cachedPage(() => 'pagina', { 'cache-control': 's-maxage=60' }),
    );
    await site.get('/overons');
    now = 59_000;
    await site.get('/overons');
    expect(site.rendered()).toBe(1);
    now = 61_000;
    await site.get('/overons');
    expect(site.rendered()).toBe(2);
  });

  it('drops the least recently used copies beyond its size', async () => {
    // About 1.1 kB each once compressed (random text barely compresses): room for one.
    const copies = createResponseCopies({ maxTotalBytes: 1_500 });
    const site = await siteBehind(
      copies,
      cachedPage(() => randomBytes(1_000).toString('hex')),
    );
    await site.get('/a');
    await site.get('/b');
    expect(copies.size().copies).toBe(1);
    await site.get('/b');
    expect(site.rendered()).toBe(2);
    await site.get('/a');
    expect(site.rendered()).toBe(3);
  });
});
