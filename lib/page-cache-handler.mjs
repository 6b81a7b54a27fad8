// Next's own file-system cache for pages and data, less one thing: a page that answers 404 is not stored.
// Unknown paths reach the CMS catch-all, and Next would otherwise write one cached 404 per path, so a stream of
// random URLs would fill the disk (and a path too long for a file name logged "Failed to update prerender cache").
// A 404 costs one lookup in the content's path index to render again; a page published at that path later is
// found at once. Likewise the Studio: every /studio/… path is the same shell, prerendered once as /studio, and
// caching a copy per path would let random paths fill the disk too. Loaded by Node from next.config.ts
// (cacheHandler), not bundled.
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

const BUILD_PHASE = 'phase-production-build';
// Since Next 16.4 page keys end in `$<path>`.
const STUDIO_SUBPATH = /\$\/studio\//;

export default class PageCache extends (FileSystemCache.default ?? FileSystemCache) {
  async set(key, data, context) {
    // The build still writes its prerendered 404 page (/_not-found).
    const perPathCopy = data?.kind === 'APP_PAGE' && (data.status === 404 || STUDIO_SUBPATH.test(key));
    if (perPathCopy && process.env.NEXT_PHASE !== BUILD_PHASE) return;
    return super.set(key, data, context);
  }
}
