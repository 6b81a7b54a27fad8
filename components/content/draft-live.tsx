import { headers } from 'next/headers';
import { defineLive } from 'next-sanity/live';
import { isHostedContent } from '@/lib/domain/content/config';
import { SITE_URL } from '@/lib/domain/site-url';
import { contentClient } from '@/lib/server/content/client';
import { getSessionUser } from '@/lib/server/firebase/session';
import { LakeDraftLive } from './lake-draft-live';

/**
 * The Live Content API for an editor's preview: the page refreshes when content it may show changes, drafts included.
 * On the local lake the browser listens at this site's own `/api/lake` (the server's client reads in process, at an
 * address no browser reaches), as the signed-in editor (lake-draft-live.tsx). Hosted, next-sanity's <SanityLive>:
 * drafts and releases too when a viewer token for the browser is configured (SANITY_API_BROWSER_TOKEN), else published
 * content (the Presentation tool's overlays refresh on the editor's own edits after a second of quiet).
 */
export async function DraftLive() {
  const host = (await headers()).get('host');
  if (!isHostedContent && host) {
    const { dataset, apiVersion, projectId } = contentClient.config();
    // Drafts for an editor's session; a shared preview link hears the published content.
    const editor = (await getSessionUser().catch(() => null))?.isEditor === true;
    return (
      <LakeDraftLive
        includeDrafts={editor}
        apiHost={`${new URL(SITE_URL).protocol}//${host}/api/lake`}
        projectId={projectId!}
        dataset={dataset!}
        apiVersion={apiVersion}
      />
    );
  }
  const browserToken = process.env.SANITY_API_BROWSER_TOKEN || undefined;
  const { SanityLive } = defineLive({
    client: contentClient,
    serverToken: false,
    browserToken: browserToken ?? false,
  });
  // Draft mode is rendered per request and never cached: a change refreshes the page, no tags to expire.
  return <SanityLive includeDrafts={browserToken !== undefined} action="refresh" />;
}
