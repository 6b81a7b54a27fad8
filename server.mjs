// The site's server in production: Next's own request handler behind a plain Node HTTP server (Next's documented
// custom server), for two requests Next answers 500 before any project code runs:
// - TRACE and CONNECT, which the Fetch API refuses to represent: refused here with 405, as proxy.ts refuses every
//   other method pages do not take (TRACK is no method Node's parser knows: it answers 400 itself);
// - a path that is no valid percent-encoding (`/%E0%A4%A`), which makes Next's route matcher throw: its `%` signs
//   are escaped, so it reaches the site as the literal text it is, which no page has (the site's 404, naming it).
//
//   node server.mjs [-p <port>] [-H <listen address>] [--keepAliveTimeout <ms>]
//
// It runs the same from the source tree after `next build` and as the entry of the self-contained bundle that
// `npm run build` completes in .next/standalone (scripts/bundle.mjs).
//
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { recordOwnOrigin, handNextRecordedConfig } from './lib/server/next-internals.mjs';
import { createResponseCopies } from './lib/server/response-copies.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', short: 'p', default: process.env.PORT ?? '3000' },
    hostname: { type: 'string', short: 'H' },
    keepAliveTimeout: { type: 'string' },
  },
});
const port = Number(values.port);
// The origin the site's own code uses to reach this server (lib/server/error-page-render.ts, lake/release-scheduler.ts).
process.env.PORT = String(port);
// As `next start` sets it: the listen address, or `localhost` when the server listens on every address.
const listen = values.hostname;
const ownHost = !listen || listen === '0.0.0.0' || listen === '::' ? 'localhost' : listen;
recordOwnOrigin(`http://${ownHost.includes(':') ? `[${ownHost}]` : ownHost}:${port}`);

// The site reads its own files by paths from the working directory (content/, the build's manifests, public/), so
// it works from this folder wherever it was started, as Next's standalone server.js does.
process.chdir(import.meta.dirname);

// Next gets the config the build recorded, as its standalone server.js hands it over: the bundle has no
// next.config.ts (it imports build tools), and the source tree then serves the config it was built with. Without a
// build there is no such file: Next loads next.config.ts and names the missing build itself. What next.config.ts
// decides from HTTP_CACHE_PURGE_URLS and REDIS_URL is decided again here, by the running server's environment.
const serverFiles = resolve(process.env.NEXT_DIST_DIR ?? '.next', 'required-server-files.json');
if (existsSync(serverFiles)) {
  const { config } = JSON.parse(readFileSync(serverFiles, 'utf8'));
  if (process.env.HTTP_CACHE_PURGE_URLS) Object.assign(config, { compress: false, generateEtags: false });
  if (process.env.REDIS_URL) config.cacheMaxMemorySize = 0;
  handNextRecordedConfig(config);
}

// As `next start` does: React and Next run their production code only with NODE_ENV=production (a custom server
// sets it itself), so `next` is loaded once it is set.
process.env.NODE_ENV ??= 'production';
const { default: next } = await import('next');
const app = next({ dev: false, dir: import.meta.dirname, hostname: 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();

// Cached pages answered from copies of what Next sent, purged as HTTP caches are (lib/domain/http-cache.mjs). Not
// behind an HTTP cache (it keeps the copies, Next neither compresses nor hashes), nor with several instances (a
// publish purges the copies of the instance that made it live only).
const copies =
  process.env.HTTP_CACHE_PURGE_URLS || process.env.REDIS_URL ? undefined : createResponseCopies();
globalThis.__stroompleinResponseCopies = copies;

/** A method Node parses but the Fetch API cannot carry (CONNECT has its own event below). */
const UNREPRESENTABLE = new Set(['TRACE']);

/** Whether every segment of the request's path is valid percent-encoding. */
function decodes(url) {
  const path = url.split('?')[0];
  try {
    path.split('/').forEach((segment) => decodeURIComponent(segment));
    return true;
  } catch {
    return false;
  }
}

const server = createServer((request, response) => {
  if (request.url && !decodes(request.url)) {
    const [path, ...query] = request.url.split('?');
    request.url = [path.replaceAll('%', '%25'), ...query].join('?');
  }
  if (UNREPRESENTABLE.has(request.method ?? '')) {
    response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Deze methode is niet toegestaan.');
    return;
  }
  if (copies?.serve(request, response)) return;
  void handle(request, response);
});
// CONNECT never reaches the request handler: Node hands it to this event, a tunnel this site does not offer.
server.on('connect', (request, socket) => {
  socket.end(
    'HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nContent-Type: text/plain; charset=utf-8\r\n' +
      'Content-Length: 32\r\nConnection: close\r\n\r\nDeze methode is niet toegestaan.',
  );
});
if (values.keepAliveTimeout) server.keepAliveTimeout = Number(values.keepAliveTimeout);
server.listen(port, values.hostname, () => {
  console.log(
    `Stroomplein luistert op http://localhost:${port}${values.hostname ? ` (${values.hostname})` : ''}`,
  );
});
// Stopped as `next start` is: the launcher's signal ends the process, once the site's own hook (the lake's
// `goaway` to open live streams, lib/server/lake-wiring.ts) has run.
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, async () => {
    await globalThis.__stroompleinBeforeStop?.().catch(() => undefined);
    process.exit(0);
  });
}
