import { draftMode } from 'next/headers';
import { NextResponse } from 'next/server';
import { defineEnableDraftMode } from 'next-sanity/draft-mode';
import { createClient } from 'next-sanity';
import { isHostedContent, sanityApiVersion, sanityDataset, sanityProjectId } from '@/lib/content/config';
import { matchesSecret } from '@/lib/content/secrets';
import { localRedirect } from '@/lib/local-redirect';
import { safeSamePath } from '@/lib/safe-path';

/**
 * Turns on draft mode. Hosted: next-sanity validates the Presentation tool's one-time secret with the Content Lake.
 * Bundled dataset: `?secret=` must equal STROOMPLEIN_PREVIEW_SECRET; `?redirect=` (a path on this site) follows.
 */
const hosted = isHostedContent
  ? defineEnableDraftMode({
      client: createClient({
        projectId: sanityProjectId,
        dataset: sanityDataset,
        apiVersion: sanityApiVersion,
        useCdn: false,
        token: process.env.SANITY_API_READ_TOKEN,
      }),
    })
  : null;

export async function GET(request: Request) {
  if (hosted) return hosted.GET(request);
  const url = new URL(request.url);
  const configured = process.env.STROOMPLEIN_PREVIEW_SECRET;
  if (!configured) {
    return new NextResponse('Voorbeeldweergave is niet ingesteld: zet STROOMPLEIN_PREVIEW_SECRET.', {
      status: 404,
    });
  }
  if (!matchesSecret(url.searchParams.get('secret'), configured)) {
    return new NextResponse('Ongeldige sleutel voor de voorbeeldweergave.', { status: 401 });
  }
  (await draftMode()).enable();
  const target = safeSamePath(
    url.searchParams.get('redirect') ?? url.searchParams.get('sanity-preview-pathname'),
  );
  return localRedirect(target);
}
