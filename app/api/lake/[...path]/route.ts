import { isHostedContent } from '@/lib/domain/content/config';
import { handleLakeRequest } from '@/lake/router';
import '@/lib/server/lake-wiring';

export const dynamic = 'force-dynamic';

/** The local Content Lake (lake/), only when no hosted Sanity project is configured. */
async function handle(request: Request): Promise<Response> {
  if (isHostedContent) return new Response('Niet gevonden', { status: 404 });
  // Raw segments: document ids are decoded by the endpoints that take them.
  const segments = new URL(request.url).pathname.replace(/^\/api\/lake\/?/, '').split('/');
  return handleLakeRequest(request, segments);
}

// OPTIONS too: Next's own answer to it has no CORS headers, and a browser on another origin preflights its requests.
export { handle as GET, handle as POST, handle as PUT, handle as DELETE, handle as OPTIONS };
