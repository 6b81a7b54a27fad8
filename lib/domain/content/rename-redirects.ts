import { destinationPath, normaliseRedirectPath, type RedirectRule } from './redirects';

export interface StoredRedirect extends RedirectRule {
  _id: string;
}

export interface RenamePlan {
  /** The redirect from the old path to the new one. */
  create: StoredRedirect;
  /** Redirects from the new path: the page lives there now, keeping them would hide it (or loop). */
  remove: string[];
  /** Redirects that pointed at the old path now point at the new one, so no visitor takes two hops. */
  retarget: { _id: string; destination: string }[];
}

/** Deterministic id: renaming away from the same path twice updates one redirect instead of adding another. */
export function renameRedirectId(oldPath: string): string {
  return `redirect-hernoemd-${oldPath.replace(/[^a-z0-9]+/gi, '-').replace(/^-+|-+$/g, '') || 'start'}`;
}

/**
 * What publishing a page whose path changed from `before` to `after` (slugs without leading "/") does to the
 * redirects, or null when the path did not change or the page was never published.
 */
export function planRenameRedirects(
  before: string | undefined,
  after: string | undefined,
  existing: readonly StoredRedirect[],
): RenamePlan | null {
  if (!before || !after || before === after) return null;
  const from = `/${before}`;
  const to = `/${after}`;
  return {
    create: { _id: renameRedirectId(before), source: from, destination: to, permanent: true },
    remove: existing
      .filter((redirect) => normaliseRedirectPath(redirect.source) === to)
      .map((redirect) => redirect._id),
    retarget: existing
      .filter((redirect) => redirect.destination === from && normaliseRedirectPath(redirect.source) !== to)
      .map((redirect) => ({ _id: redirect._id, destination: to })),
  };
}

/**
 * The redirects that lead, directly or through other redirects, to a page that goes offline (unpublished or
 * deleted; `path` without leading "/"): they would end in a 404, so they go with it.
 */
export function redirectsIntoRemovedPage(
  path: string,
  existing: readonly StoredRedirect[],
): StoredRedirect[] {
  const deadEnds = new Set([normaliseRedirectPath(`/${path}`)]);
  const found = new Map<string, StoredRedirect>();
  for (let grew = true; grew;) {
    grew = false;
    for (const redirect of existing) {
      const target = destinationPath(redirect.destination);
      if (found.has(redirect._id) || target === null || !deadEnds.has(target)) continue;
      found.set(redirect._id, redirect);
      deadEnds.add(normaliseRedirectPath(redirect.source));
      grew = true;
    }
  }
  return [...found.values()];
}
