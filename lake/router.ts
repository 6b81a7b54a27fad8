import 'server-only';
import { LakeError } from './errors';
import { errorResponse } from './http';
import { identify } from './identity';
import { unknownEndpoint } from './project-api';
import { checkRouteDataset, findRoute } from './routes';

/**
 * Everything under `/api/lake`, through the one route table (routes.ts): uploaded images answer without a session;
 * for every other endpoint the caller is identified once per request.
 */

async function dispatch(request: Request, segments: string[]): Promise<Response> {
  const url = new URL(request.url);
  const found = findRoute(request.method, segments);
  if (found?.route?.public) {
    const context = { request, url, identity: { kind: 'anonymous' } as const, apiVersion: found.apiVersion };
    return found.route.handler(context, found.match);
  }
  const identity = await identify(request);
  if (!found?.route) unknownEndpoint(`${request.method} /${segments.join('/')}`);
  checkRouteDataset(found);
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
