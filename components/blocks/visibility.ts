import type { MarketId } from '@/lib/domain/markets';

/** A block without markets shows everywhere; one with markets only in those (never on a market-less deploy). */
export function isBlockVisible(block: { markets?: string[] | null }, market: MarketId | null): boolean {
  if (!block.markets?.length) return true;
  return market !== null && block.markets.includes(market);
}
