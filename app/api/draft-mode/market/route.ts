import { cookies, draftMode } from 'next/headers';
import { NextResponse } from 'next/server';
import { NO_MARKET_VALUE, PREVIEW_MARKET_COOKIE } from '@/lib/domain/content/preview-market';
import { isMarketId } from '@/lib/domain/markets';
import { localRedirect } from '@/lib/server/local-redirect';
import { safeSamePath } from '@/lib/domain/safe-path';

/**
 * The preview toolbar's market switch. Only in draft mode. The toolbar's own request (a fetch, which re-renders the
 * page in place afterwards) gets 204; a plain form post, its fallback when that request fails, goes back to the page.
 */
export async function POST(request: Request) {
  if (!(await draftMode()).isEnabled) {
    return new NextResponse('Alleen beschikbaar in de voorbeeldweergave.', { status: 403 });
  }
  const form = await request.formData();
  const market = String(form.get('market') ?? '');
  if (market !== NO_MARKET_VALUE && !isMarketId(market)) {
    return new NextResponse('Onbekende markt.', { status: 400 });
  }
  (await cookies()).set(PREVIEW_MARKET_COOKIE, market, { path: '/', httpOnly: true, sameSite: 'lax' });
  const isNavigation = (request.headers.get('sec-fetch-mode') ?? 'navigate') === 'navigate';
  if (!isNavigation) return new NextResponse(null, { status: 204 });
  const back = safeSamePath(String(form.get('redirect') ?? '/'));
  return localRedirect(back, 303);
}
