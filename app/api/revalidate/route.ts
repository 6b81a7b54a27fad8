import { NextResponse, type NextRequest } from 'next/server';
import { parseBody } from 'next-sanity/webhook';
import { z } from 'zod';
import { isHostedContent, sanityApiHost } from '@/lib/domain/content/config';
import { revalidateContentChange } from '@/lib/server/content/revalidate';

const changedDocument = z.object({
  _id: z.string().min(1),
  _type: z.string().min(1),
  path: z.string().nullish(),
  previousPath: z.string().nullish(),
});

/**
 * Publish → live. A Sanity webhook (signed with SANITY_REVALIDATE_SECRET) names the changed document; its tags
 * expire at once, so the next request renders the new content. Works the same on the bundled dataset.
 */
export async function POST(request: NextRequest) {
  const secret = process.env.SANITY_REVALIDATE_SECRET;
  // Sanity's hosted API: wait for its CDN to be consistent before revalidating. The bundled dataset and a
  // Content Lake API of our own (NEXT_PUBLIC_SANITY_API_HOST, no CDN) are consistent when the webhook is sent.
  const waitForConsistency = isHostedContent && !sanityApiHost;
  const parsedBody = await parseBody<unknown>(request, secret, waitForConsistency).catch(() => null);
  if (!parsedBody) return NextResponse.json({ message: 'De inhoud is geen geldige JSON.' }, { status: 400 });
  const { isValidSignature, body } = parsedBody;
  if (!secret || !isValidSignature) {
    return NextResponse.json({ message: 'Ongeldige of ontbrekende handtekening.' }, { status: 401 });
  }
  const parsed = changedDocument.safeParse(body);
  if (!parsed.success) {
    return NextResponse.json({ message: 'De webhook moet _id en _type meesturen.' }, { status: 400 });
  }
  return NextResponse.json({ revalidated: await revalidateContentChange(parsed.data) });
}
