import type { NextRequest, NextResponse } from 'next/server';
import { CONSENT_HEAD_SCRIPT } from '@/components/site/cookie-consent/head-script';
import { isHostedContent, sanityApiHost } from '@/lib/domain/content/config';
import { AUTH_EMULATOR_HOST, isFirebaseEmulated } from '@/lib/domain/firebase/config';
import { pageCacheKeys } from '@/lib/domain/http-cache.mjs';
import type { MarketId } from '@/lib/domain/markets';
import { SITE_URL } from '@/lib/domain/site-url';
import { newNonce, pagePolicy } from '@/lib/server/security/headers';
import { isRenderedPerRequest } from '@/lib/server/security/rendered-routes';
import { isDraftMode, onSite } from './site';

/** Hosted Sanity's API hosts (`<project>.api.sanity.io`), where its Live Content API answers. */
const SANITY_LIVE_API = 'https://*.api.sanity.io';

function policyFor(nonce: string | undefined, framable: boolean): string {
  // Draft mode listens to the Live Content API (components/content/draft-live.tsx).
  return pagePolicy({
    nonce,
    consentScript: CONSENT_HEAD_SCRIPT || undefined,
    framable,
    authEmulator: isFirebaseEmulated ? `http://${AUTH_EMULATOR_HOST}` : undefined,
    https: process.env.NODE_ENV === 'production' && SITE_URL.startsWith('https:'),
    contentApi: isHostedContent && sanityApiHost ? new URL(sanityApiHost).origin : undefined,
    liveApi:
      framable && isHostedContent
        ? sanityApiHost
          ? new URL(sanityApiHost).origin
          : SANITY_LIVE_API
        : undefined,
  });
}

const nonceFreePolicies = new Map<boolean, string>();

/**
 * The Content-Security-Policy of a page a cache may keep (prerendered, or the 404 page): without a nonce, so there
 * are two (framable by the Studio's preview or not), built once rather than per request.
 */
export function nonceFreePolicy(framable: boolean): string {
  let policy = nonceFreePolicies.get(framable);
  if (!policy) nonceFreePolicies.set(framable, (policy = policyFor(undefined, framable)));
  return policy;
}

/** The policy of a page rendered per request: with a fresh nonce, which Next puts on the page's scripts. */
export const noncePolicy = (framable: boolean) => policyFor(newNonce(), framable);

/** The request's headers with `policy`: the render reads the nonce from them. */
export function withPolicy(request: NextRequest, policy: string): Headers {
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  return headers;
}

/**
 * The page on its site, with its Content-Security-Policy (a nonce only where the page is rendered per request; see
 * lib/server/security) and the surrogate keys an HTTP cache in front purges it by (Varnish xkey, which strips them
 * before the visitor sees them).
 */
export function pageOnSite(request: NextRequest, site: string, market: MarketId | null): NextResponse {
  const { pathname } = request.nextUrl;
  const framable = isDraftMode(request);
  const perRequest = isRenderedPerRequest(pathname);
  const policy = perRequest ? noncePolicy(framable) : nonceFreePolicy(framable);
  // Only a nonce is handed on to the render; a prerendered page's request goes on unchanged.
  const init = perRequest ? { request: { headers: withPolicy(request, policy) } } : undefined;
  const response = onSite(request, site, pathname, init);
  response.headers.set('Content-Security-Policy', policy);
  response.headers.set('xkey', pageCacheKeys(pathname, market));
  return response;
}
