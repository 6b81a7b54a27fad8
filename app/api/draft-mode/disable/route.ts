import { cookies, draftMode } from 'next/headers';
import { perspectiveCookieName } from '@sanity/preview-url-secret/constants';
import { PREVIEW_MARKET_COOKIE } from '@/lib/domain/content/preview-market';
import { localRedirect } from '@/lib/server/local-redirect';
import { safeSamePath } from '@/lib/domain/safe-path';

/** Leaves the preview: back to the published site, on the page the editor was looking at. */
export async function GET(request: Request) {
  const url = new URL(request.url);
  (await draftMode()).disable();
  const jar = await cookies();
  jar.delete(PREVIEW_MARKET_COOKIE);
  jar.delete(perspectiveCookieName);
  return localRedirect(safeSamePath(url.searchParams.get('redirect')), 303);
}
