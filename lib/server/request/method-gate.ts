import { NextResponse, type NextRequest } from 'next/server';

/**
 * What a request's method lets it reach: pages answer GET and HEAD, and their server actions' POSTs; anything else
 * gets 405, never a render or a 5xx.
 */
export function methodGate(request: NextRequest): 'page' | 'server-action' | NextResponse {
  if (request.method === 'GET' || request.method === 'HEAD') return 'page';
  // A server action arrives marked with Next-Action once its page runs, or as a plain multipart form (the action's
  // id among its fields) when a visitor submits before the page has hydrated or without JavaScript.
  const isServerAction =
    request.headers.has('next-action') ||
    (request.headers.get('content-type') ?? '').startsWith('multipart/form-data');
  if (request.method === 'POST' && isServerAction) return 'server-action';
  return new NextResponse('Deze methode is niet toegestaan op deze pagina.', {
    status: 405,
    headers: { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}
