import 'server-only';
import { cookies, draftMode } from 'next/headers';
import { perspectiveCookieName } from '@sanity/preview-url-secret/constants';
import { contentClient, sanityFetchToken } from './client';
import { parsePreviewPerspective, type PreviewPerspective } from './preview-perspective';
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
  /** What the preview shows, as the preview bar says it ("concepten", a release). */
  showing: string;
  /** The market the page is shown for: its site's (in draft mode the proxy chose the previewed market's site). */
  market: MarketId | null;
  /** That site's own origin, where visitors see what is published (the draft-mode cookie is the Studio host's). */
  origin: string;
}

export async function getPreviewState(): Promise<PreviewState> {
  const { market, origin } = await siteOfPage();
  const enabled = await isPreviewRequest();
  return {
    enabled,
    market: market.id,
    origin,
    showing: enabled ? await describePerspective(await previewPerspective()) : '',
  };
}

/** A release's title as the editor gave it (its id when it has none or no longer exists). */
async function releaseTitle(release: string): Promise<string> {
  const title = await contentClient.fetch<string | null>(
    '*[_type == "system.release" && name == $release][0].metadata.title',
    { release },
    { perspective: 'raw', useCdn: false, token: sanityFetchToken, cache: 'no-store' },
  );
  return title || release;
}

async function describePerspective(perspective: PreviewPerspective): Promise<string> {
  if (perspective === 'published') return 'de gepubliceerde site';
  if (perspective === 'drafts') return 'concepten';
  // The Studio stacks the chosen release over the releases that go live before it.
  const [chosen, ...earlier] = perspective.releases;
  const others =
    earlier.length === 0
      ? ''
      : earlier.length === 1
        ? ' en 1 eerdere release'
        : ` en ${earlier.length} eerdere releases`;
  return `release “${await releaseTitle(chosen!)}”${others}`;
}

export async function previewPerspective(): Promise<PreviewPerspective> {
  return parsePreviewPerspective((await cookies()).get(perspectiveCookieName)?.value);
}
