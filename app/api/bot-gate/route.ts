import { BOT_PATH_HEADER, BOT_PROBE_HEADER } from '@/lib/bots';

export const dynamic = 'force-dynamic';

const PASSED_HEADERS = [
  'content-type',
  'cache-control',
  'location',
  'x-robots-tag',
  'vary',
  'etag',
  'last-modified',
];

/**
 * Serves a page to a crawler: fetches it from this server as a normal visitor would (cache included) and passes
 * it on, unless it is an error, which is logged and answered with its status code only.
 */
export async function GET(request: Request) {
  const path = request.headers.get(BOT_PATH_HEADER);
  // Only reachable through the proxy's rewrite; a direct call has no path to serve.
  if (!path?.startsWith('/') || path.startsWith('//')) return new Response(null, { status: 404 });
  const page = await fetch(new URL(path, new URL(request.url).origin), {
    headers: { [BOT_PROBE_HEADER]: '1', 'user-agent': request.headers.get('user-agent') ?? '' },
    redirect: 'manual',
    cache: 'no-store',
  });
  if (page.status >= 400) {
    console.warn(`[${page.status}] ${path} requested by bot: ${request.headers.get('user-agent')}`);
    await page.arrayBuffer().catch(() => undefined);
    return new Response(null, { status: page.status, headers: { 'cache-control': 'no-store' } });
  }
  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = page.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(page.body, { status: page.status, headers });
}
