import 'server-only';
import { loadDataset } from './local-dataset';
import { hostedLookupClient } from './published-lookup';
import { redirectsQuery } from '@/lib/shared/content/queries';
import {
  buildRedirectTable,
  normaliseRedirectPath,
  type RedirectRule,
  type RedirectTable,
} from '@/lib/domain/content/redirects';

/**
 * The redirect table the proxy consults on every page request, without a rebuild. Bundled dataset: rebuilt when
 * the dataset files change. Hosted: fetched at most once a minute, and at once after a redirect webhook.
 */

const HOSTED_TTL_MS = 60_000;

interface RedirectCache {
  key: string;
  table: RedirectTable;
  fetchedAt: number;
}

// Shared through globalThis: the proxy and the revalidate route are bundled apart but run in one process.
const state = globalThis as typeof globalThis & {
  __stroompleinRedirects?: RedirectCache;
  __stroompleinRedirectsStale?: boolean;
};

/** Called by the revalidate route when a redirect document changed. */
export function markRedirectsStale(): void {
  state.__stroompleinRedirectsStale = true;
}

function remember(key: string, candidates: Partial<RedirectRule>[]): RedirectTable {
  const table = buildRedirectTable(candidates);
  for (const { rule, reason } of table.refused) {
    console.warn(`Doorverwijzing ${rule.source ?? '?'} → ${rule.destination ?? '?'} genegeerd: ${reason}`);
  }
  state.__stroompleinRedirects = { key, table, fetchedAt: Date.now() };
  state.__stroompleinRedirectsStale = false;
  return table;
}

async function redirectTable(): Promise<RedirectTable> {
  const cached = state.__stroompleinRedirects;
  if (hostedLookupClient) {
    if (cached && !state.__stroompleinRedirectsStale && Date.now() - cached.fetchedAt < HOSTED_TTL_MS)
      return cached.table;
    try {
      return remember('hosted', await hostedLookupClient.fetch<Partial<RedirectRule>[]>(redirectsQuery));
    } catch (error) {
      // The Content Lake unreachable: keep serving the redirects we had rather than failing every request.
      console.error('Doorverwijzingen konden niet geladen worden:', error);
      return cached?.table ?? buildRedirectTable([]);
    }
  }
  const dataset = loadDataset();
  if (cached?.key === dataset.signature) return cached.table;
  const candidates = dataset.published.documents
    .filter((document) => document._type === 'redirect')
    .map(
      ({ source, destination, permanent }) => ({ source, destination, permanent }) as Partial<RedirectRule>,
    );
  return remember(dataset.signature, candidates);
}

export async function findRedirect(pathname: string): Promise<RedirectRule | undefined> {
  return (await redirectTable()).rules.get(normaliseRedirectPath(pathname));
}
