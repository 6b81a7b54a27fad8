import 'server-only';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { evaluateSync, parse, type ExprNode } from 'groq-js';
import { fileVersion, parseNdjson, type DatasetDocument as SanityDocument } from '@/lake/dataset-files';

/**
 * The embedded default content backend: the bundled dataset (content/*.ndjson) evaluated in memory with groq-js.
 * Queries are parsed once; references resolve through an id map; page lookups by path go through a path index so
 * that unknown paths cost nothing and known ones never scan the other pages.
 */

/** Where the bundled dataset lives; STROOMPLEIN_CONTENT_DIR points elsewhere (generated datasets, fault tests). */
export const CONTENT_DIR = process.env.STROOMPLEIN_CONTENT_DIR ?? path.join(process.cwd(), 'content');

/** What one perspective sees: its documents, by id for references, and pages by path. */
interface DatasetView {
  documents: SanityDocument[];
  byId: Map<string, SanityDocument>;
  byPath: Map<string, SanityDocument>;
}

interface LoadedDataset {
  signature: string;
  /** Visitors: published documents only (draft ids are also filtered in the query text). */
  published: DatasetView;
  /** Draft mode: every draft stands in for its published document, under the published id. */
  drafts: DatasetView;
  /** Each release's versions by published id, for previews of what a release will publish. */
  versionsByRelease: Map<string, Map<string, SanityDocument>>;
  /** Release previews already put together, by their stack of release ids. */
  releaseViews: Map<string, DatasetView>;
  /** Each release's title, for the preview's own bar. */
  releaseTitles: Map<string, string>;
}

/**
 * What a read sees: visitors the published documents, draft mode the drafts over them, and a release preview the
 * versions of its releases over the drafts (leftmost release wins), as the Content Lake's perspectives stack.
 */
export type LocalPerspective = 'published' | 'drafts' | { releases: string[] };

let loaded: LoadedDataset | undefined;
const parsedQueries = new Map<string, ExprNode>();

const PATH_TYPES = new Set(['page', 'legalPage']);

export function isDraftId(id: string): boolean {
  return id.startsWith('drafts.');
}

/**
 * Whether a document is content visitors may get: published documents have ids without a namespace; drafts, the
 * versions in releases (`versions.<release>.<id>`) and system documents (`_.releases.<release>`) all have one.
 */
const isPublishedId = (id: string) => !id.includes('.');

// The folder is read at run time (an edited dataset goes live after a webhook): the build must not trace it, or it
// would trace the whole project; next.config.ts ships content/ with the server instead.
function datasetFiles(): string[] {
  return readdirSync(/*turbopackIgnore: true*/ CONTENT_DIR)
    .filter((name) => name.endsWith('.ndjson'))
    .sort()
    .map((name) => path.join(/*turbopackIgnore: true*/ CONTENT_DIR, name));
}

function view(documents: SanityDocument[]): DatasetView {
  const byPath = new Map<string, SanityDocument>();
  for (const document of documents) {
    const slug = (document.slug as { current?: unknown } | undefined)?.current;
    if (PATH_TYPES.has(document._type) && typeof slug === 'string') byPath.set(slug, document);
  }
  return { documents, byId: new Map(documents.map((document) => [document._id, document])), byPath };
}

/** `versions.<release>.<id>` with `<id>` a published id, else null. */
function versionParts(id: string): { release: string; publishedId: string } | null {
  const [namespace, release, publishedId, ...rest] = id.split('.');
  if (namespace !== 'versions' || !release || !publishedId || rest.length > 0) return null;
  return { release, publishedId };
}

/** Layers stacked over a base view: per id the first layer that has it wins; a null entry takes the document away. */
function stacked(base: DatasetView, layers: Map<string, SanityDocument | null>[]): DatasetView {
  const chosen = new Map<string, SanityDocument | null>();
  for (const layer of layers) {
    for (const [id, document] of layer) if (!chosen.has(id)) chosen.set(id, document);
  }
  const documents = base.documents.flatMap((document) => {
    const over = chosen.get(document._id);
    return over === undefined ? [document] : over === null ? [] : [over];
  });
  for (const [id, document] of chosen) if (document && !base.byId.has(id)) documents.push(document);
  return view(documents);
}

/** The dataset as it is on disk now; re-read only when a file changed (after an edit and a revalidation). */
export function loadDataset(): LoadedDataset {
  const files = datasetFiles();
  const signature = files.map((file) => `${file}:${fileVersion(file)}`).join('|');
  if (loaded?.signature === signature) return loaded;
  const documents = files.flatMap((file) => parseNdjson(readFileSync(file, 'utf8'), path.basename(file)));
  const published = documents.filter((document) => isPublishedId(document._id));
  const draftsById = new Map(
    documents
      .filter((document) => isDraftId(document._id) && isPublishedId(document._id.slice('drafts.'.length)))
      .map((draft) => [
        draft._id.slice('drafts.'.length),
        { ...draft, _id: draft._id.slice('drafts.'.length) },
      ]),
  );
  const versionsByRelease = new Map<string, Map<string, SanityDocument>>();
  const releaseTitles = new Map<string, string>();
  for (const document of documents) {
    if (document._type === 'system.release' && typeof document.name === 'string') {
      const title = (document.metadata as { title?: unknown } | undefined)?.title;
      releaseTitles.set(document.name, typeof title === 'string' && title ? title : document.name);
    }
    const parts = versionParts(document._id);
    if (!parts) continue;
    const versions = versionsByRelease.get(parts.release) ?? new Map<string, SanityDocument>();
    versions.set(parts.publishedId, { ...document, _id: parts.publishedId });
    versionsByRelease.set(parts.release, versions);
  }
  const publishedView = view(published);
  loaded = {
    signature,
    published: publishedView,
    drafts: stacked(publishedView, [draftsById]),
    versionsByRelease,
    releaseViews: new Map(),
    releaseTitles,
  };
  return loaded;
}

/** The drafts with the given releases' versions over them; a version marked for unpublishing hides its document. */
function releaseView(dataset: LoadedDataset, releases: string[]): DatasetView {
  const key = releases.join(',');
  let cached = dataset.releaseViews.get(key);
  if (!cached) {
    const layers = releases.map(
      (release) =>
        new Map(
          [...(dataset.versionsByRelease.get(release) ?? [])].map(([id, version]) => [
            id,
            (version._system as { delete?: unknown } | undefined)?.delete ? null : version,
          ]),
        ),
    );
    cached = stacked(dataset.drafts, layers);
    dataset.releaseViews.set(key, cached);
  }
  return cached;
}

/** A release's title as the editor gave it (its id when it has none or no longer exists). */
export function releaseTitle(release: string): string {
  return loadDataset().releaseTitles.get(release) ?? release;
}

function viewOf(dataset: LoadedDataset, perspective: LocalPerspective = 'published'): DatasetView {
  return typeof perspective === 'string' ? dataset[perspective] : releaseView(dataset, perspective.releases);
}

function parsed(query: string): ExprNode {
  let tree = parsedQueries.get(query);
  if (!tree) {
    tree = parse(query);
    parsedQueries.set(query, tree);
  }
  return tree;
}

export interface LocalQueryOptions {
  /** Evaluate against only the page at this path (from the path index) instead of every document. */
  onlyPath?: string;
  perspective?: LocalPerspective;
}

export function queryLocalDataset<T>(
  query: string,
  params: Record<string, unknown>,
  options: LocalQueryOptions = {},
): T {
  const dataset = viewOf(loadDataset(), options.perspective);
  const scope =
    options.onlyPath === undefined
      ? dataset.documents
      : [dataset.byPath.get(options.onlyPath)].filter((document) => document !== undefined);
  return evaluateSync(parsed(query), {
    dataset: scope,
    params,
    dereference: ({ _ref }) => dataset.byId.get(_ref),
  }).data as T;
}
