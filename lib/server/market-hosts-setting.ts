import 'server-only';
import { parseMarketHosts, type MarketHost } from '@/lib/domain/market-hosts';

/**
 * This server's host map (STROOMPLEIN_MARKET_HOSTS), read once at start: moving a host to another variant is a
 * change of the setting and a restart, no build. Apart from market.ts so the proxy can read it.
 */
export const MARKET_HOSTS: readonly MarketHost[] = parseMarketHosts(process.env.STROOMPLEIN_MARKET_HOSTS);

if (process.env.NEXT_PUBLIC_LOCAL_MARKET)
  console.warn(
    `NEXT_PUBLIC_LOCAL_MARKET="${process.env.NEXT_PUBLIC_LOCAL_MARKET}" wordt niet meer gebruikt: de markt volgt de hostnaam (STROOMPLEIN_MARKET_HOSTS, zie docs/operations.md).`,
  );
