/**
 * Which market a host name serves: one deployment, the market chosen per request by the `Host` header. The map is a
 * server setting (STROOMPLEIN_MARKET_HOSTS), read at run time, so moving a host to another variant is a restart.
 *
 * The proxy rewrites every page request onto a site segment above the root layout, `<market>@<host>`: pages are
 * rendered and cached per segment, so each host's pages carry its own canonical origin, and a host moved to
 * another market gets new cache entries instead of the old market's pages.
 */
import { isMarketId, MARKET_IDS, shownInMarket, type MarketId } from './markets';

/** The setting's value when unset: the four markets on `*.localhost`, which browsers resolve to the machine itself. */
export const DEFAULT_MARKET_HOSTS =
  'belgie.localhost=belgium,nederland.localhost=netherlands,flags.localhost=flags,sharingiscaring.localhost=sharingiscaring';

export interface MarketHost {
  /** Lowercased host name without port, as a browser sends it (`stroomplein.be`). */
  host: string;
  market: MarketId;
}

/** Parses `host=market,host=market`; a malformed entry or an unknown market is a deployment mistake and fails loudly. */
export function parseMarketHosts(raw: string | undefined): MarketHost[] {
  const value = raw?.trim() ? raw : DEFAULT_MARKET_HOSTS;
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const seen = new Set<string>();
  return entries.map((entry) => {
    const [host = '', market = '', ...rest] = entry.split('=').map((part) => part.trim().toLowerCase());
    if (rest.length || !/^[a-z0-9.-]+$/.test(host) || !isMarketId(market))
      throw new Error(
        `STROOMPLEIN_MARKET_HOSTS: "${entry}" is not "host=market" with one of: ${MARKET_IDS.join(', ')}.`,
      );
    if (seen.has(host)) throw new Error(`STROOMPLEIN_MARKET_HOSTS: "${host}" is mapped twice.`);
    seen.add(host);
    return { host, market };
  });
}

/** The host name of a `Host` header: lowercased, without port and trailing dot; '' for garbage. */
export function hostName(header: string | null | undefined): string {
  const host = (header ?? '').trim().toLowerCase();
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]!;
  return name.replace(/\.$/, '');
}

/** The market a request's `Host` asks for; null for the plain site (a host outside the map). */
export function marketForHost(
  header: string | null | undefined,
  hosts: readonly MarketHost[],
): MarketHost | null {
  const name = hostName(header);
  return hosts.find((entry) => entry.host === name) ?? null;
}

/** The plain site's segment: every host outside the map shares it, so a forged `Host` never gets pages of its own. */
export const PLAIN_SITE_SEGMENT = 'geen';

/** The segment the proxy rewrites a request onto: `<market>@<host>`, or the plain site's. */
export function siteSegment(entry: MarketHost | null): string {
  return entry ? `${entry.market}@${entry.host}` : PLAIN_SITE_SEGMENT;
}

/**
 * The segment of every page an editor previews (draft mode), whatever market it shows: switching the market in the
 * preview toolbar then re-renders the page in place, where another segment would load another root layout and cut
 * the Studio's connection to the page. The page reads the market from the preview cookie (`previewedSite`).
 */
export const PREVIEW_SITE_SEGMENT = 'voorbeeld';

/**
 * The site an editor's preview shows (draft mode): the market chosen in the preview toolbar, as the first host mapped
 * to it serves it (title, numbers, VAT, blocks, addresses); the plain site for `geen`; the request's own host for no
 * choice or a market no host serves.
 */
export function previewedSite(
  chosen: string | undefined,
  hostHeader: string | null | undefined,
  hosts: readonly MarketHost[],
): MarketHost | null {
  if (chosen === PLAIN_SITE_SEGMENT) return null;
  return hosts.find(({ market }) => market === chosen) ?? marketForHost(hostHeader, hosts);
}

/**
 * What a segment stands for under the current map: the plain site (null), a mapped host, or undefined for a
 * segment no host is mapped to (a 404: nobody reaches it through the proxy).
 */
export function siteForSegment(segment: string, hosts: readonly MarketHost[]): MarketHost | null | undefined {
  if (segment === PLAIN_SITE_SEGMENT) return null;
  return hosts.find((entry) => siteSegment(entry) === decodeURIComponent(segment));
}

/**
 * The origin a host's pages name in canonical URLs, Open Graph, the sitemap and robots.txt: https for a real host;
 * on `*.localhost` (the embedded default) the plain site's scheme and port, so links work on the machine itself.
 */
export function siteOrigin(entry: MarketHost | null, plainSiteUrl: string): string {
  if (!entry) return new URL(plainSiteUrl).origin;
  if (entry.host === 'localhost' || entry.host.endsWith('.localhost')) {
    const plain = new URL(plainSiteUrl);
    plain.hostname = entry.host;
    return plain.origin;
  }
  return `https://${entry.host}`;
}

/**
 * A page's Belgian and Dutch addresses (hreflang `nl-BE`, `nl-NL`), named on those two markets' hosts only, and only
 * when both have a host and the page is shown in both: an alternate must not lead to a 404.
 */
export function languageAlternates(
  path: string,
  /** The page's `markets` (none: shown in every market). */
  pageMarkets: string[] | null | undefined,
  market: MarketId | null,
  hosts: readonly MarketHost[],
  plainSiteUrl: string,
): Record<string, string> | undefined {
  if (market !== 'belgium' && market !== 'netherlands') return undefined;
  const belgian = hosts.find((entry) => entry.market === 'belgium');
  const dutch = hosts.find((entry) => entry.market === 'netherlands');
  if (
    !belgian ||
    !dutch ||
    !shownInMarket({ markets: pageMarkets }, 'belgium') ||
    !shownInMarket({ markets: pageMarkets }, 'netherlands')
  )
    return undefined;
  return {
    'nl-BE': new URL(path, siteOrigin(belgian, plainSiteUrl)).toString(),
    'nl-NL': new URL(path, siteOrigin(dutch, plainSiteUrl)).toString(),
  };
}
