import { cookies, draftMode } from 'next/headers';
import { NextResponse } from 'next/server';
import { PREVIEW_MARKET_COOKIE } from '@/lib/content/preview-market';
import { safeSamePath } from '@/lib/safe-path';

/** Leaves the preview: back to the published site, on the page the editor was looking at. */
export async function GET(request: Request) {
  const url = new URL(request.url);
  (await draftMode()).disable();
  (await cookies()).delete(PREVIEW_MARKET_COOKIE);
  return NextResponse.redirect(new URL(safeSamePath(url.searchParams.get('redirect')), url.origin), 303);
}
