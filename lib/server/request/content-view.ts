import 'server-only';
import { watch, type FSWatcher } from 'node:fs';
import type { RedirectTable } from '@/lib/domain/content/redirects';
import { isHostedContent } from '@/lib/domain/content/config';
import { CONTENT_DIR } from '@/lib/server/content/dataset-folder';
import { readPublishedPages, type PublishedPages } from '@/lib/server/content/page-exists';
import { readRedirects } from '@/lib/server/content/redirect-source';

/**
 * What the proxy needs of the content, held in memory so no request waits for a content lookup: the redirects and
 * which pages exist. Read on first use and again after each change to the content:
 * - published here (the local lake's commit, or a webhook): lib/server/content/revalidate.ts marks it stale;
 * - published on another instance: the cluster bus says so (lib/server/cluster-bus.ts);
 * - the bundled dataset's files changed on disk, by the lake or by hand (an edit, an import, a test): a watch on
 *   its folder;
 * - hosted, once a minute as well, in the background, should a webhook have been lost, and before a path it does
 *   not hold is answered 404 (contentViewAfterMiss).
 * The request after a change waits for the new read, so a crawler's 404 and a visitor's page follow a publish at
 * once. The proxy and the routes are bundled apart but run in one process: the view lives on globalThis.
 */

export interface ContentView {
  redirects: RedirectTable;
  pages: PublishedPages;
}

/** The cluster bus message that tells the other instances their view is stale. */
export const CONTENT_VIEW_STALE = 'content-view-stale';

/** Document types the view holds something of: a change to one of them makes it stale. */
const HELD_TYPES = new Set(['redirect', 'page', 'legalPage', 'discoverFunnel']);
export const changesContentView = (type: string) => HELD_TYPES.has(type);

/** Hosted: how old a view may grow before it is read again in the background. */
const HOSTED_READ_AGAIN_MS = 60_000;
/**
 * Hosted: a path the view does not hold may have been published where no webhook told this instance (none
 * configured yet, or lost); before it is answered 404 the view is read again, at most this often.
 */
const HOSTED_MISS_READ_AGAIN_MS = 1_000;
/** After a failed read, how long requests go on with what there is before it is tried again. */
const RETRY_AFTER_MS = 5_000;

interface ViewState {
  /** Counts the changes: a view read before the latest one is stale. */
  generation: number;
  view?: ContentView;
  /** The latest read that ended: at which generation, when, and whether it failed. */
  read?: { generation: number; at: number; failed: boolean };
  loading?: { generation: number; promise: Promise<ContentView | undefined> };
  watcher?: FSWatcher;
}

const shared = globalThis as typeof globalThis & { __stroompleinContentView?: ViewState };
const state = (shared.__stroompleinContentView ??= { generation: 0 });

/** The content changed: the next request reads the view again. */
export function markContentViewStale(): void {
  state.generation += 1;
}

/**
 * The view, fresh for every change made so far; undefined while the content cannot be read (the bundled dataset
 * is broken on disk, or hosted content was never reached).
 */
export async function contentView(): Promise<ContentView | undefined> {
  const { generation, read } = state;
  if (read?.generation !== generation) return load(generation);
  const age = Date.now() - read.at;
  const due = read.failed ? age >= RETRY_AFTER_MS : isHostedContent && age >= HOSTED_READ_AGAIN_MS;
  if (!due) return state.view;
  // With a view to serve, it is read again in the background; a request with none waits for the read.
  if (!state.view) return load(generation);
  void load(generation);
  return state.view;
}

/**
 * The view for a path it did not hold: hosted, read again first (shared by the requests that wait for it, at most
 * once a second, so a stream of unknown paths costs one read a second); on the bundled dataset every change
 * reaches the view already, so it is the view as it is.
 */
export async function contentViewAfterMiss(): Promise<ContentView | undefined> {
  if (!isHostedContent) return contentView();
  if (state.loading) return state.loading.promise;
  if (state.read && Date.now() - state.read.at < HOSTED_MISS_READ_AGAIN_MS) return contentView();
  markContentViewStale();
  return contentView();
}

function load(generation: number): Promise<ContentView | undefined> {
  if (state.loading?.generation === generation) return state.loading.promise;
  watchDatasetFiles();
  const promise = Promise.all([readRedirects(), readPublishedPages()]).then(
    ([redirects, pages]) => settle(generation, { redirects, pages }, false),
    (error: unknown) => {
      console.error('Doorverwijzingen en paginapaden konden niet gelezen worden:', error);
      // Hosted content out of reach: its pages are still in Next's cache, so the last view still serves. The
      // bundled dataset unreadable: the pages cannot render either, and the view says it cannot tell.
      return settle(generation, isHostedContent ? state.view : undefined, true);
    },
  );
  state.loading = { generation, promise };
  void promise.finally(() => {
    if (state.loading?.promise === promise) state.loading = undefined;
  });
  return promise;
}

function settle(generation: number, view: ContentView | undefined, failed: boolean) {
  // A read that ends after a later one changes nothing.
  if (state.read && state.read.generation > generation) return state.view;
  state.view = view;
  state.read = { generation, at: Date.now(), failed };
  return view;
}

/** The bundled dataset's folder, watched: a file written, replaced or removed there makes the view stale. */
function watchDatasetFiles(): void {
  if (isHostedContent || state.watcher) return;
  try {
    state.watcher = watch(CONTENT_DIR, (_event, file) => {
      if (!file || file.endsWith('.ndjson')) markContentViewStale();
    })
      .on('error', (error) => {
        console.error('De map van de inhoud wordt niet meer gevolgd:', error);
        state.watcher?.close();
        state.watcher = undefined;
        markContentViewStale();
      })
      .unref();
  } catch (error) {
    console.error('De map van de inhoud kan niet gevolgd worden:', error);
  }
}
