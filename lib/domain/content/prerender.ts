/**
 * Which CMS pages `next build` prerenders: the pages the site's navigation links to (the most visited), then the
 * most recently updated, up to PRERENDER_LIMIT. The others render on their first request and are cached and
 * revalidated like the prerendered ones, so a dataset of thousands of pages does not lengthen every build.
 */

/** More than the bundled dataset holds, so every bundled page is prerendered. */
export const PRERENDER_LIMIT = 50;

interface PagePath {
  path: string | null;
  _updatedAt?: string | null;
}

/** The paths (without a leading slash; home is always prerendered apart) to prerender, in order of priority. */
export function pagesToPrerender(
  pages: readonly PagePath[],
  navigationHrefs: readonly (string | null | undefined)[],
  limit = PRERENDER_LIMIT,
): string[] {
  const linked = new Set(
    navigationHrefs.flatMap((href) => (href?.startsWith('/') ? [href.slice(1).replace(/\/$/, '')] : [])),
  );
  const paths = pages
    .filter((page): page is PagePath & { path: string } => Boolean(page.path))
    .sort(
      (a, b) =>
        Number(linked.has(b.path)) - Number(linked.has(a.path)) ||
        (b._updatedAt ?? '').localeCompare(a._updatedAt ?? '') ||
        a.path.localeCompare(b.path),
    )
    .map((page) => page.path);
  return paths.slice(0, limit);
}
