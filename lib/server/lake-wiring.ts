import 'server-only';
import { configureLake } from '@/lake/host';
import { isPublishedDocumentId } from '@/lake/query';
import { startReleaseScheduler } from '@/lake/release-scheduler';
import { shutdownLiveStreams } from '@/lake/listeners';
import { transactionSyncTags } from '@/lake/sync-tags';
import { receiveFromOtherInstance } from '@/lake/other-instances';
import type { DocumentChange, LakeDocument } from '@/lake/store';
import { hearFromOtherInstances, tellOtherInstances } from '@/lib/server/cluster-bus';
import { isHostedContent, sanityDataset } from '@/lib/domain/content/config';
import { CONTENT_DIR } from '@/lib/server/content/dataset-folder';
import { LAKE_IN_PROCESS_HOST, siteReadToken } from '@/lib/server/content/lake-address';
import { revalidateContentChange } from '@/lib/server/content/revalidate';
import { identifyAccount, identifyCaller } from '@/lib/server/editor-identity';
import { siteOrigin } from '@/lib/domain/market-hosts';
import { marketsChangedBy, SITE_MARKETS } from '@/lib/domain/markets';
import { SITE_URL } from '@/lib/domain/site-url';
import { MARKET_HOSTS } from '@/lib/server/market-hosts-setting';
import { recordedOwnOrigin } from '@/lib/server/next-internals.mjs';
import type { ChangedDocument } from '@/lib/domain/content/tags';

/** Documents shown as one page, at their own path. */
const PAGE_TYPES = new Set(['home', 'page']);

const pathOf = (value: LakeDocument | null) => (value?.slug as { current?: string } | undefined)?.current;

/**
 * One published change as the caches need it: its paths before and after and, for a page that stays at its path,
 * the markets whose view of it changed (undefined: all, as for every other type).
 */
function changedDocument({ id, before, after }: DocumentChange): ChangedDocument {
  const document = (after ?? before)!;
  const path = document._type === 'home' ? '' : pathOf(after);
  const previousPath = document._type === 'home' ? '' : pathOf(before);
  const changed =
    PAGE_TYPES.has(document._type) && path === previousPath ? marketsChangedBy(before, after) : undefined;
  const markets = changed && changed.length < SITE_MARKETS.length ? changed : undefined;
  return { _id: id, _type: document._type, path, previousPath, markets };
}

// The one place the site plugs into the local Content Lake (lake/): the dataset it serves, who calls, the other
// instances (both ways) and, after each commit, the published changes going live as the webhook would make them.
// Every entry that uses the lake imports this file.

configureLake({
  dataset: { name: sanityDataset, directory: CONTENT_DIR },
  identify: identifyCaller,
  identifyAccount,
  bus: { publish: tellOtherInstances },
  // Next writes a route's answer in the promise callbacks that follow the handler's return; the listeners hear of
  // the write in the next turn of the event loop, right after it. Next's `after` waits for the response to close:
  // under load other requests' work ran in that gap, and the Studio drew a restored document's toast (its title
  // read from the document it had not heard of yet) as "Naamloos".
  afterResponse: (work) => setImmediate(() => void work()),
  siteReadToken: siteReadToken(),
  // The plain site's origin and each market host's, as its pages name them (canonical URLs).
  siteOrigins: [
    ...new Set([siteOrigin(null, SITE_URL), ...MARKET_HOSTS.map((host) => siteOrigin(host, SITE_URL))]),
  ],
  inProcessOrigin: new URL(LAKE_IN_PROCESS_HOST).origin,
  ownOrigin: recordedOwnOrigin,
  afterCommit: async (transaction) => {
    const published = transaction.changes.filter(({ id }) => isPublishedDocumentId(id));
    if (published.length === 0) return;
    const documents = published.map(changedDocument);
    // A change that shows in some markets only (a block limited to them) expires those markets' pages alone, not
    // the sync tags every market's copy of the page shares.
    const everywhere = published.filter((_, index) => documents[index]!.markets === undefined);
    const syncTags = everywhere.length > 0 ? transactionSyncTags(everywhere).published : [];
    await revalidateContentChange({ syncTags, documents });
  },
});

hearFromOtherInstances('lake', receiveFromOtherInstance);
// Scheduled releases publish from whichever instance runs, with no Studio open (instrumentation.ts loads this file).
// On the hosted road this file still loads with the routes that import it, but hosted Sanity runs the schedule and
// this server's lake answers 404: a schedule here would only ask it every second and log the refusal.
if (!isHostedContent) startReleaseScheduler();
// When the server stops (server.mjs calls this hook), open Live Content API streams are told `goaway`, as Sanity
// does, so a client falls back to polling instead of counting a dropped connection as an error.
(globalThis as { __stroompleinBeforeStop?: () => Promise<void> }).__stroompleinBeforeStop = async () => {
  shutdownLiveStreams();
  // The event is written to each socket by the event loop: one turn lets it leave before the process exits.
  await new Promise((resolve) => setImmediate(resolve));
};
