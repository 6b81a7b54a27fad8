import { NextResponse, type NextRequest } from 'next/server';
import type { MarketId } from '@/lib/domain/markets';
import {
  marketForHost,
  PREVIEW_SITE_SEGMENT,
  previewedSite,
  siteForSegment,
  siteSegment,
} from '@/lib/domain/market-hosts';
import { PREVIEW_MARKET_COOKIE } from '@/lib/domain/content/preview-market';
import { MARKET_HOSTS } from '@/lib/server/market-hosts-setting';

/** Next's draft-mode cookie: an editor's preview (the Studio's Presentation tool may frame the site then). */
const DRAFT_MODE_COOKIE = '__prerender_bypass';

/**
 * Whether an editor previews. Unverified here, but harmless: a forged cookie only shows another market's public
 * pages (rendered per request), and Varnish never caches a request carrying one.
 */
export const isDraftMode = (request: NextRequest) => request.cookies.has(DRAFT_MODE_COOKIE);

export interface RequestSite {
  /** The site segment the page renders on (`app/[site]/`): the market and the host its pages are cached for. */
  site: string;
  /** The host's own segment, whatever is previewed: the Studio is one shell on it. */
  hostSite: string;
  market: MarketId | null;
}

/**
 * Where a request's page lives. The market follows the `Host`; an editor's preview shows the market chosen in its
 * toolbar, on a segment of its own (PREVIEW_SITE_SEGMENT); this server asking itself for a page names the
 * visitor's site (`askedSite`), as its own host is not theirs.
 */
export function requestSite(request: NextRequest, askedSite?: string): RequestSite {
  const host = request.headers.get('host');
  const hostEntry = marketForHost(host, MARKET_HOSTS);
  const hostSite = siteSegment(hostEntry);
  if (askedSite !== undefined) {
    return { site: askedSite, hostSite, market: siteForSegment(askedSite, MARKET_HOSTS)?.market ?? null };
  }
  if (!isDraftMode(request)) return { site: hostSite, hostSite, market: hostEntry?.market ?? null };
  const previewed = previewedSite(request.cookies.get(PREVIEW_MARKET_COOKIE)?.value, host, MARKET_HOSTS);
  return { site: PREVIEW_SITE_SEGMENT, hostSite, market: previewed?.market ?? null };
}

/** Next's query parameter of an RSC request (a client-side navigation): the proxy sees it, as sent. */
const RSC_QUERY = '_rsc';

/**
 * The address the visitor asked for, as the address bar shows it: without the RSC request's own parameter, which the
 * proxy sees (next.config.ts `skipProxyUrlNormalize`) and which a redirect's destination must not carry.
 */
export function visitorAddress(request: NextRequest): URL {
  const address = new URL(request.nextUrl.href);
  address.searchParams.delete(RSC_QUERY);
  return address;
}

/**
 * `path` (with `search`) below the site segment, on the request's own origin: a rewrite to another origin would be
 * proxied by Next as an outside address.
 */
export function siteAddress(
  request: NextRequest,
  site: string,
  path = request.nextUrl.pathname,
  search = request.nextUrl.search,
): URL {
  return new URL(`/${site}${path === '/' ? '' : path}${search}`, request.url);
}

/** The request served by its page on `site`; the address the visitor sees stays the same. */
export function onSite(
  request: NextRequest,
  site: string,
  path?: string,
  init?: Parameters<typeof NextResponse.rewrite>[1],
): NextResponse {
  return NextResponse.rewrite(siteAddress(request, site, path), init);
}
