import { cookies, draftMode } from 'next/headers';
import { NextResponse } from 'next/server';
import { defineEnableDraftMode } from 'next-sanity/draft-mode';
import {
  perspectiveCookieName,
  urlSearchParamPreviewPathname,
  urlSearchParamPreviewPerspective,
  urlSearchParamPreviewSecret,
} from '@sanity/preview-url-secret/constants';
import { createClient } from 'next-sanity';
import { hostedClientConfig, isHostedContent } from '@/lib/domain/content/config';
import { matchesSecret } from '@/lib/server/content/secrets';
import { isValidPreviewSecret } from '@/lake/preview-secret';
import '@/lib/server/lake-wiring';
import { localRedirect } from '@/lib/server/local-redirect';
import { safeSamePath } from '@/lib/domain/safe-path';

/**
 * Turns on draft mode. Hosted: next-sanity validates the Presentation tool's one-time secret with the Content Lake.
 * Local: the Presentation tool's secret is checked in the local lake, or `?secret=` must equal
 * STROOMPLEIN_PREVIEW_SECRET (a link an editor can share); `?redirect=` (a path on this site) follows.
 */
const hosted = isHostedContent
  ? defineEnableDraftMode({
      client: createClient({
        ...hostedClientConfig,
        useCdn: false,
        token: process.env.SANITY_API_READ_TOKEN,
      }),
    })
  : null;

export async function GET(request: Request) {
  if (hosted) return hosted.GET(request);
  const url = new URL(request.url);
  const studioSecret = url.searchParams.get(urlSearchParamPreviewSecret);
  if (studioSecret) {
    if (!(await isValidPreviewSecret(studioSecret))) {
      return new NextResponse('Ongeldige of verlopen sleutel voor de voorbeeldweergave.', { status: 401 });
    }
    return enableAndRedirect(url);
  }
  const configured = process.env.STROOMPLEIN_PREVIEW_SECRET;
  if (!configured) {
    return new NextResponse('Voorbeeldweergave is niet ingesteld: zet STROOMPLEIN_PREVIEW_SECRET.', {
      status: 404,
    });
  }
  if (!matchesSecret(url.searchParams.get('secret'), configured)) {
    return new NextResponse('Ongeldige sleutel voor de voorbeeldweergave.', { status: 401 });
  }
  return enableAndRedirect(url);
}

async function enableAndRedirect(url: URL) {
  (await draftMode()).enable();
  // The perspective the Studio opened the preview in (a release, the drafts); later changes come from its menu.
  const perspective = url.searchParams.get(urlSearchParamPreviewPerspective);
  if (perspective) {
    (await cookies()).set(perspectiveCookieName, perspective.slice(0, 700), {
      httpOnly: true,
      path: '/',
      sameSite: 'lax',
    });
  }
  const target = safeSamePath(
    url.searchParams.get('redirect') ?? url.searchParams.get(urlSearchParamPreviewPathname),
  );
  return localRedirect(target);
}
