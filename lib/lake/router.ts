import 'server-only';
import { serveImage } from './assets';
import type { LakeRequest } from './data-api';
import { LakeError } from './errors';
import { errorResponse } from './http';
import { identify } from './identity';
import { closeChannel, openChannel, openMux } from './mux';
import { unknownEndpoint } from './project-api';
import { checkDataset, checkProject, matchRoute } from './routes';

/**
 * Everything under `/api/lake`: uploaded images (public, no session needed), the multiplexed listener stream
 * (mux.ts) and the versioned Content Lake API (routes.ts). The caller is identified once per request.
 */

async function dispatch(request: Request, segments: string[]): Promise<Response> {
  const url = new URL(request.url);
  const [first, ...rest] = segments;
  if (first === 'images' && request.method === 'GET') {
    const [projectId, dataset, fileName] = rest;
    checkProject(projectId);
    checkDataset(dataset);
    return serveImage(fileName ?? '');
  }
  const identity = await identify(request);
  if (first === 'mux') {
    const context: LakeRequest = { request, url, identity, apiVersion: 'X' };
    const [connection, channels, channel] = rest;
    if (!connection && request.method === 'GET') return openMux(context);
    if (connection && channels === 'channels' && !channel && request.method === 'POST') {
      return openChannel(context, connection);
    }
    if (connection && channels === 'channels' && channel && request.method === 'DELETE') {
      return closeChannel(context, connection, channel);
    }
    unknownEndpoint(segments.join('/'));
  }
  const found = matchRoute(request.method, segments);
  if (!found?.route) unknownEndpoint(segments.join('/'));
  return found.route.handler({ request, url, identity, apiVersion: found.apiVersion }, found.match);
}

export async function handleLakeRequest(request: Request, segments: string[]): Promise<Response> {
  try {
    return await dispatch(request, segments);
  } catch (error) {
    if (error instanceof LakeError) return errorResponse(error);
    console.error('Lokale Content Lake: onverwachte fout', error);
    return errorResponse(
      new LakeError(500, 'Er ging iets mis in de lokale Content Lake; de wijziging is niet opgeslagen.'),
    );
  }
}
