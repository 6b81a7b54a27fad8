import { cookies, draftMode } from 'next/headers';
import { PREVIEW_MARKET_COOKIE } from '@/lib/domain/content/preview-market';
import { localRedirect } from '@/lib/server/local-redirect';
import { safeSamePath } from '@/lib/domain/safe-path';

/** Leaves the preview: back to the published site, on the page the editor was looking at. */
export async function GET(request: Request) {
  const url = new URL(request.url);
  (await draftMode()).disable();
  (await cookies()).delete(PREVIEW_MARKET_COOKIE);
  return localRedirect(safeSamePath(url.searchParams.get('redirect')), 303);
}
