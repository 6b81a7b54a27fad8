import 'server-only';
import { cookies, draftMode } from 'next/headers';
import { isMarketId, type MarketId } from '@/lib/domain/markets';
import { siteOfPage } from '@/lib/server/market';
import { NO_MARKET_VALUE, PREVIEW_MARKET_COOKIE } from '@/lib/domain/content/preview-market';

/** Whether this request is an editor's preview. False outside a request (build-time prerendering). */
export async function isPreviewRequest(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
}

export interface PreviewState {
  enabled: boolean;
  /** The market blocks are shown for: the previewed one in draft mode, otherwise the host's. */
  market: MarketId | null;
}

export async function getPreviewState(): Promise<PreviewState> {
  const hostMarket = (await siteOfPage()).market.id;
  if (!(await isPreviewRequest())) return { enabled: false, market: hostMarket };
  const chosen = (await cookies()).get(PREVIEW_MARKET_COOKIE)?.value;
  if (chosen === NO_MARKET_VALUE) return { enabled: true, market: null };
  return { enabled: true, market: chosen && isMarketId(chosen) ? chosen : hostMarket };
}
