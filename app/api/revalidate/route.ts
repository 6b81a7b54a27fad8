import { NextResponse, type NextRequest } from 'next/server';
import { parseBody } from 'next-sanity/webhook';
import { z } from 'zod';
import { isHostedContent, sanityApiHost } from '@/lib/domain/content/config';
import { publishedChangeSyncTags } from '@/lake/sync-tags';
import type { ChangedDocument } from '@/lib/domain/content/tags';
import { revalidateContentChange } from '@/lib/server/content/revalidate';

const syncTags = z.array(z.string().regex(/^s1:[\w-]{1,250}$/)).max(1_000);
const changedDocument = z.object({
  _id: z.string().min(1),
  _type: z.string().min(1),
  path: z.string().nullish(),
  previousPath: z.string().nullish(),
  syncTags: syncTags.optional(),
});
const syncTagInvalidation = z.object({ syncTags: syncTags.min(1) });

/**
 * The sync tags a change of a document expired, when the sender did not say: the local lake's own, worked out from
 * the document (an edit of the dataset files, then this webhook); unknown for hosted Sanity.
 */
function lakeSyncTags({ _id, _type, path, previousPath }: ChangedDocument): string[] | undefined {
  if (isHostedContent) return undefined;
  const keys = [path, previousPath].filter((key) => typeof key === 'string');
  return publishedChangeSyncTags(_id, _type, keys);
}

/**
 * Publish → live. Signed with SANITY_REVALIDATE_SECRET, either a webhook that names the changed
 * document (its page keys and its sync tags expire: those it sends, as the local lake's webhooks do, else on hosted
 * Sanity every cached answer) or a sync-tag invalidation alone (`{"syncTags": [...]}`); the next request renders the
 * new content.
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
  const document = changedDocument.safeParse(body);
  if (document.success) {
    const { syncTags: sent, ...changed } = document.data;
    return NextResponse.json({
      revalidated: await revalidateContentChange({
        syncTags: sent ?? lakeSyncTags(changed),
        documents: [changed],
      }),
    });
  }
  const invalidation = syncTagInvalidation.safeParse(body);
  if (invalidation.success) {
    return NextResponse.json({
      revalidated: await revalidateContentChange({ ...invalidation.data, documents: [] }),
    });
  }
  return NextResponse.json(
    { message: 'De webhook moet _id en _type meesturen, of de gewijzigde sync tags in syncTags.' },
    { status: 400 },
  );
}
