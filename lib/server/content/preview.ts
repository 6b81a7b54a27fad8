import 'server-only';
import { cookies, draftMode } from 'next/headers';
import { perspectiveCookieName } from '@sanity/preview-url-secret/constants';
import type { LocalPerspective } from './local-dataset';
import { parsePreviewPerspective } from './preview-perspective';
import type { MarketId } from '@/lib/domain/markets';
import { siteOfPage } from '@/lib/server/market';

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
  /** The market the page is shown for: its site's (in draft mode the proxy chose the previewed market's site). */
  market: MarketId | null;
}

export async function getPreviewState(): Promise<PreviewState> {
  const market = (await siteOfPage()).market.id;
  return { enabled: await isPreviewRequest(), market };
}

export async function previewPerspective(): Promise<LocalPerspective> {
  return parsePreviewPerspective((await cookies()).get(perspectiveCookieName)?.value);
}
