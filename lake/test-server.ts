import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LAKE_PROJECT_ID } from './project';
import { handleLakeRequest } from './router';

/** `@sanity/client`'s configuration for the lake under test at `apiHost`, as a script would write it. */
export function lakeClientConfig(apiHost: string) {
  return {
    projectId: LAKE_PROJECT_ID,
    dataset: 'production',
    apiVersion: '2025-02-19',
    apiHost,
    useProjectHostname: false,
    useCdn: false,
  };
}

/**
 * The lake under test over HTTP on 127.0.0.1 (a free port), as the site's route serves it under `/api/lake`, for
 * clients that need a server, such as `@sanity/client`. Event streams flow as they are written; a client that goes
 * away aborts its request. Configure the lake first (test-host.ts). Gives the API host to hand the client, a way to
 * cut every open connection (as a network would; streams reconnect), and a stop.
 */
export async function serveLakeForTests(): Promise<{
  apiHost: string;
  interrupt: () => void;
  close: () => Promise<void>;
}> {
  const server = createServer(async (incoming, outgoing) => {
    const gone = new AbortController();
    outgoing.on('close', () => gone.abort());
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const url = new URL(incoming.url ?? '/', `http://${incoming.headers.host}`);
    const headers = Object.entries(incoming.headers).flatMap(([name, value]) =>
      value === undefined
        ? []
        : [[name, Array.isArray(value) ? value.join(', ') : value] as [string, string]],
    );
    const request = new Request(url, {
      method: incoming.method,
      headers,
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
      signal: gone.signal,
    });
    const response = await handleLakeRequest(request, url.pathname.replace(/^\/api\/lake\/?/, '').split('/'));
    outgoing.writeHead(response.status, Object.fromEntries(response.headers));
    try {
      const body = (response.body ?? []) as unknown as AsyncIterable<Uint8Array>;
      for await (const chunk of body) outgoing.write(chunk);
    } finally {
      outgoing.end();
    }
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    apiHost: `http://127.0.0.1:${port}/api/lake`,
    interrupt: () => server.closeAllConnections(),
    close: () =>
      new Promise((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
