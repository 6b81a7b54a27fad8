import 'server-only';
import { assetOrigin } from './asset-urls';
import { corsFor } from './cors';
import { LakeError } from './errors';
import { errorResponse } from './http';
import { identify } from './identity';
import { unknownEndpoint } from './project-api';
import { checkRouteDataset, findRoute } from './routes';

/**
 * Everything under `/api/lake`, through the one route table (routes.ts): uploaded images answer without a session;
 * for every other endpoint the caller is identified once per request. Every answer, refusals included, carries the
 * CORS headers its origin gets (cors.ts); `OPTIONS` is answered here.
 */

async function dispatch(request: Request, segments: string[]): Promise<Response> {
  const url = new URL(request.url);
  const found = findRoute(request.method, segments);
  const origin = assetOrigin(request);
  if (found?.route?.public) {
    const context = {
      request,
      url,
      identity: { kind: 'anonymous' } as const,
      apiVersion: found.apiVersion,
      assetOrigin: origin,
    };
    return found.route.handler(context, found.match);
  }
  const identity = await identify(request);
  if (!found?.route) unknownEndpoint(`${request.method} /${segments.join('/')}`);
  checkRouteDataset(found);
  return found.route.handler(
    { request, url, identity, apiVersion: found.apiVersion, assetOrigin: origin },
    found.match,
  );
}

export async function handleLakeRequest(request: Request, segments: string[]): Promise<Response> {
  let cors: ReturnType<typeof corsFor> | undefined;
  try {
    cors = corsFor(request);
    if (request.method === 'OPTIONS') return cors.preflight();
    return cors.apply(await dispatch(request, segments));
  } catch (error) {
    let response: Response;
    if (error instanceof LakeError) response = errorResponse(error);
    else {
      console.error('Lokale Content Lake: onverwachte fout', error);
      response = errorResponse(
        new LakeError(500, 'Er ging iets mis in de lokale Content Lake; de wijziging is niet opgeslagen.'),
      );
    }
    return cors ? cors.apply(response) : response;
  }
}
