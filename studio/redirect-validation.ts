import type { ValidationContext } from 'sanity';
import { findRedirectLoop, normaliseRedirectPath, type RedirectRule } from '../lib/domain/content/redirects';

/**
 * Refuses a redirect that would send visitors in a circle through other published redirects, and a second
 * redirect from the same path.
 */
export async function validateRedirectTarget(
  destination: unknown,
  context: ValidationContext,
): Promise<true | string> {
  const document = context.document as Partial<RedirectRule> & { _id?: string };
  if (typeof destination !== 'string' || typeof document.source !== 'string') return true;
  const id = (document._id ?? '').replace(/^drafts\./, '');
  const others = await context
    .getClient({ apiVersion: '2025-10-01' })
    .fetch<RedirectRule[]>(
      '*[_type == "redirect" && !(_id in path("drafts.**")) && _id != $id]{ source, destination, "permanent": coalesce(permanent, true) }',
      { id },
    );
  const candidate = { source: document.source, destination, permanent: document.permanent !== false };
  const loop = findRedirectLoop(others, candidate);
  if (loop) return `Deze doorverwijzing maakt een lus: ${loop.join(' → ')}.`;
  return true;
}

export async function validateRedirectSource(
  source: unknown,
  context: ValidationContext,
): Promise<true | string> {
  if (typeof source !== 'string') return true;
  const id = (context.document?._id ?? '').replace(/^drafts\./, '');
  const sources = await context
    .getClient({ apiVersion: '2025-10-01' })
    .fetch<string[]>('*[_type == "redirect" && !(_id in path("drafts.**")) && _id != $id].source', { id });
  const taken = sources.some((other) => normaliseRedirectPath(other) === normaliseRedirectPath(source));
  return taken ? 'Er bestaat al een doorverwijzing vanaf dit pad.' : true;
}
