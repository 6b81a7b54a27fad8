import 'server-only';
import { queryPublished } from './published-lookup';
import { redirectsQuery } from '@/lib/shared/content/queries';
import { buildRedirectTable, type RedirectRule, type RedirectTable } from '@/lib/domain/content/redirects';

/**
 * The editors' redirects (`redirect` documents) as published, checked: a rule that is invalid or part of a loop is
 * left out, and logged. Read into the proxy's content view (lib/server/request/content-view.ts), not per request.
 */
export async function readRedirects(): Promise<RedirectTable> {
  const table = buildRedirectTable(await queryPublished<Partial<RedirectRule>[]>(redirectsQuery));
  for (const { rule, reason } of table.refused) {
    console.warn(`Doorverwijzing ${rule.source ?? '?'} → ${rule.destination ?? '?'} genegeerd: ${reason}`);
  }
  return table;
}
