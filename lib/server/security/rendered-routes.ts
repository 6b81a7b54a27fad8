import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PLAIN_SITE_SEGMENT } from '../../domain/market-hosts';

/**
 * What the build tells about a path: whether the page is rendered per request (so it can carry a nonce), and
 * which paths have a page. Read once from the build's manifests.
 */

interface BuildFacts {
  /** App routes without dynamic segments that are not prerendered: rendered per request. */
  perRequest: Set<string>;
  /**
   * Every path the build knows a page for (prerendered paths and routes without dynamic segments, test pages
   * apart); undefined without a build's manifests (development), where only a render can tell.
   */
  knownPaths?: Set<string>;
  /** The test pages' paths: they exist only where test pages are enabled. */
  testPagePaths: Set<string>;
}

let facts: BuildFacts | undefined;

function readJson<T>(distDir: string, file: string): T | null {
  try {
    return JSON.parse(readFileSync(join(distDir, file), 'utf8')) as T;
  } catch {
    return null;
  }
}

/** A route below the site segment as the visitor addresses it: `/[site]/contact` → `/contact`. */
const visibleRoute = (route: string) => route.replace(/^\/\[site\](?=\/|$)/, '') || '/';

/** A prerendered page's path as the visitor addresses it: `/belgium@belgie.localhost/contact` → `/contact`. */
const PRERENDERED_SITE = new RegExp(`^/(?:${PLAIN_SITE_SEGMENT}|[a-z]+(?:@|%40)[^/]+)(?=/|$)`);
const visiblePath = (path: string) =>
  PRERENDERED_SITE.test(path) ? path.replace(PRERENDERED_SITE, '') || '/' : path;

function load(): BuildFacts {
  // Read at run time from the running build; not a file to trace into the server bundle.
  const distDir = join(/*turbopackIgnore: true*/ process.cwd(), process.env.NEXT_DIST_DIR ?? '.next');
  const routes = readJson<Record<string, string>>(distDir, 'app-path-routes-manifest.json');
  const prerendered = readJson<{ routes: Record<string, unknown> }>(distDir, 'prerender-manifest.json');
  // Every page is prerendered (or not) for each site alike: the facts are about the path the visitor asks for.
  const staticRoutes = new Set(Object.keys(prerendered?.routes ?? {}).map(visiblePath));
  const pageRoutes = Object.entries(routes ?? {})
    .filter(([entry]) => entry.endsWith('/page'))
    .map(([entry, route]) => [entry, visibleRoute(route)] as const);
  const fixedRoutes = pageRoutes.filter(([, route]) => !route.includes('['));
  const testPagePaths = new Set(
    fixedRoutes.filter(([entry]) => entry.includes('/(test-pages)/')).map(([, route]) => route),
  );
  const perRequest = new Set(
    fixedRoutes.map(([, route]) => route).filter((route) => !staticRoutes.has(route)),
  );
  const knownPaths =
    routes && prerendered
      ? new Set(
          [...staticRoutes, ...fixedRoutes.map(([, route]) => route)].filter(
            (route) => !testPagePaths.has(route),
          ),
        )
      : undefined;
  return { perRequest, knownPaths, testPagePaths };
}

export function buildFacts(): BuildFacts {
  return (facts ??= load());
}

/** `/contact/` → `/contact`; the root stays `/`. */
export function routePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
}

/** True when the page at `pathname` is rendered per request (and so gets a nonce). */
export function isRenderedPerRequest(pathname: string): boolean {
  return buildFacts().perRequest.has(routePath(pathname));
}
