import 'server-only';
import { cookies, headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { site } from 'next/root-params';
import {
  languageAlternates,
  marketForHost,
  PREVIEW_SITE_SEGMENT,
  previewedSite,
  siteForSegment,
  siteOrigin,
  type MarketHost,
} from '@/lib/domain/market-hosts';
import { marketSettings, type MarketSettings } from '@/lib/domain/markets';
import { PREVIEW_MARKET_COOKIE } from '@/lib/domain/content/preview-market';
import { SITE_URL } from '@/lib/domain/site-url';
import { MARKET_HOSTS } from './market-hosts-setting';

export { MARKET_HOSTS };

export interface SiteOfRequest {
  /** The mapped host, or null for the plain site. */
  host: MarketHost | null;
  market: MarketSettings;
  /** The origin this site's pages name in canonical URLs, Open Graph, the sitemap and robots.txt. */
  origin: string;
}

function describe(host: MarketHost | null): SiteOfRequest {
  return { host, market: marketSettings(host?.market ?? null), origin: siteOrigin(host, SITE_URL) };
}

/**
 * The site a page is rendered for, from the root segment the proxy rewrote onto (in an editor's preview, from the
 * market chosen there); a segment no host is mapped to is a 404 (nobody reaches one through the proxy). For layouts,
 * pages and what they call.
 */
export async function siteOfPage(): Promise<SiteOfRequest> {
  const segment = await site();
  const found =
    segment === PREVIEW_SITE_SEGMENT
      ? previewedSite(
          (await cookies()).get(PREVIEW_MARKET_COOKIE)?.value,
          (await headers()).get('host'),
          MARKET_HOSTS,
        )
      : siteForSegment(segment, MARKET_HOSTS);
  if (found === undefined) notFound();
  return describe(found);
}

/** The site of a request outside the page tree (route handlers, server actions), from its `Host` header. */
export async function siteOfRequest(): Promise<SiteOfRequest> {
  return describe(marketForHost((await headers()).get('host'), MARKET_HOSTS));
}

/** A page's hreflang alternates as the current site names them (`languageAlternates`). */
export async function languageAlternatesOf(
  path: string,
  pageMarkets: string[] | null | undefined,
): Promise<Record<string, string> | undefined> {
  const { market } = await siteOfPage();
  return languageAlternates(path, pageMarkets, market.id, MARKET_HOSTS, SITE_URL);
}
