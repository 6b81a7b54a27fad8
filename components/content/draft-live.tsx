import { headers } from 'next/headers';
import { defineLive } from 'next-sanity/live';
import { isHostedContent } from '@/lib/domain/content/config';
import { SITE_URL } from '@/lib/domain/site-url';
import { contentClient } from '@/lib/server/content/client';

/**
 * next-sanity's <SanityLive> for an editor's preview: the page refreshes when content it may show changes. Drafts and
 * releases too when a viewer token for the browser is configured (SANITY_API_BROWSER_TOKEN), else published content
 * (the Presentation tool's overlays refresh on the editor's own edits). On the local lake the browser listens at this
 * site's own `/api/lake` (the server's client reads in process, at an address no browser reaches).
 */
export async function DraftLive() {
  const browserToken = process.env.SANITY_API_BROWSER_TOKEN || undefined;
  const host = (await headers()).get('host');
  const client =
    isHostedContent || !host
      ? contentClient
      : contentClient.withConfig({ apiHost: `${new URL(SITE_URL).protocol}//${host}/api/lake` });
  const { SanityLive } = defineLive({ client, serverToken: false, browserToken: browserToken ?? false });
  // Draft mode is rendered per request and never cached: a change refreshes the page, no tags to expire.
  return <SanityLive includeDrafts={browserToken !== undefined} action="refresh" />;
}
