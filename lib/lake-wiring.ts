import 'server-only';
import { tellOtherInstances } from '@/lib/cluster-bus';
import { revalidateContentChange } from '@/lib/content/revalidate';
import { setCommitHook } from '@/lib/lake/commit-hooks';
import { isDraftId, isVersionId } from '@/lib/lake/ids';
import type { LakeDocument } from '@/lib/lake/store';

// Where the site plugs into the local Content Lake: after each commit, the other instances hear of it and the
// published changes go live as the webhook would make them.

setCommitHook('other-instances', (transaction) =>
  tellOtherInstances({ kind: 'lake-transaction', transaction }),
);

setCommitHook('revalidate', async (transaction) => {
  for (const { id, before, after } of transaction.changes) {
    if (isDraftId(id) || isVersionId(id)) continue;
    const document = after ?? before;
    if (!document) continue;
    const pathOf = (value: LakeDocument | null) => (value?.slug as { current?: string } | undefined)?.current;
    const path = document._type === 'home' ? '' : pathOf(after);
    const previousPath = pathOf(before);
    await revalidateContentChange({ _id: id, _type: document._type, path, previousPath });
  }
});
