import type { NextRequest, NextResponse } from 'next/server';
import { isHostedContent } from '@/lib/domain/content/config';
import { decodeSegments } from '@/lib/domain/content/paths';
import { SESSION_COOKIE } from '@/lib/domain/session-cookies';
import { STUDIO_PATH } from '@/lib/domain/studio-access';
import { identifyCaller } from '@/lib/server/editor-identity';
import { notFoundPage } from '@/lib/server/error-page-render';
import { toSignIn } from './account-gate';
import { onSite } from './site';

/**
 * The Studio is for editors: a signed-in account without the editor role gets the Dutch 403 page at the Studio's
 * address. Signed out (no session at all), the editors' sign-in comes at once, with the address asked for as its
 * way back, rather than a Studio that boots only to find nobody signed in. An expired session still boots the
 * Studio, which sends the editor to the same sign-in; with Firebase unreachable it says so itself.
 * The Studio is the same shell for every market: its one prerendered copy on the host's own site (`hostSite`).
 */
export async function studioGate(request: NextRequest, hostSite: string): Promise<NextResponse> {
  // Every Studio address is the same shell, whose own router reads the address. An address that does not decode
  // (server.mjs hands it on with its `%` signs escaped) is no Studio address: the site's 404.
  const segments = decodeSegments(request.nextUrl.pathname.split('/'));
  if (segments === null || segments.some((segment) => segment.includes('%'))) {
    return notFoundPage(request, hostSite);
  }
  if (!isHostedContent) {
    if (!request.cookies.has(SESSION_COOKIE)) return toSignIn(request);
    const identity = await identifyCaller(request).catch(() => null);
    if (identity?.kind === 'visitor') return onSite(request, hostSite, '/studio-geen-toegang');
  }
  return onSite(request, hostSite, STUDIO_PATH);
}
