import 'server-only';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { evaluateSync, parse, type ExprNode } from 'groq-js';

/**
 * The embedded default content backend: the bundled dataset (content/*.ndjson) evaluated in memory with groq-js.
 * Queries are parsed once; references resolve through an id map; page lookups by path go through a path index so
 * that unknown paths cost nothing and known ones never scan the other pages.
 */

/** Where the bundled dataset lives; STROOMPLEIN_CONTENT_DIR points elsewhere (generated datasets, fault tests). */
export const CONTENT_DIR = process.env.STROOMPLEIN_CONTENT_DIR ?? path.join(process.cwd(), 'content');

type SanityDocument = { _id: string; _type: string; [field: string]: unknown };

interface LoadedDataset {
  signature: string;
  documents: SanityDocument[];
  byId: Map<string, SanityDocument>;
  /** Published page and legal page per path. */
  publishedByPath: Map<string, SanityDocument>;
}

let loaded: LoadedDataset | undefined;
const parsedQueries = new Map<string, ExprNode>();

const PATH_TYPES = new Set(['page', 'legalPage']);

export function isDraftId(id: string): boolean {
  return id.startsWith('drafts.');
}

function datasetFiles(): string[] {
  return readdirSync(CONTENT_DIR)
    .filter((name) => name.endsWith('.ndjson'))
    .sort()
    .map((name) => path.join(CONTENT_DIR, name));
}

export function parseNdjson(text: string, source: string): SanityDocument[] {
  return text
    .split('\n')
    .map((line, index) => ({ line: line.trim(), index }))
    .filter(({ line }) => line !== '')
    .map(({ line, index }) => {
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch (error) {
        throw new Error(`${source}:${index + 1} is not valid JSON (${(error as Error).message})`);
      }
      const document = value as Partial<SanityDocument>;
      if (typeof document._id !== 'string' || typeof document._type !== 'string') {
        throw new Error(`${source}:${index + 1} has no _id or _type`);
      }
      return document as SanityDocument;
    });
}

/** The dataset as it is on disk now; re-read only when a file changed (after an edit and a revalidation). */
export function loadDataset(): LoadedDataset {
  const files = datasetFiles();
  const signature = files.map((file) => `${file}:${statSync(file).mtimeMs}`).join('|');
  if (loaded?.signature === signature) return loaded;
  const documents = files.flatMap((file) => parseNdjson(readFileSync(file, 'utf8'), path.basename(file)));
  const byId = new Map(documents.map((document) => [document._id, document]));
  const publishedByPath = new Map<string, SanityDocument>();
  for (const document of documents) {
    const slug = (document.slug as { current?: unknown } | undefined)?.current;
    if (PATH_TYPES.has(document._type) && !isDraftId(document._id) && typeof slug === 'string') {
      publishedByPath.set(slug, document);
    }
  }
  loaded = { signature, documents, byId, publishedByPath };
  return loaded;
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
}

export function queryLocalDataset<T>(
  query: string,
  params: Record<string, unknown>,
  options: LocalQueryOptions = {},
): T {
  const dataset = loadDataset();
  const scope =
    options.onlyPath === undefined
      ? dataset.documents
      : [dataset.publishedByPath.get(options.onlyPath)].filter((document) => document !== undefined);
  return evaluateSync(parsed(query), {
    dataset: scope,
    params,
    dereference: ({ _ref }) => dataset.byId.get(_ref),
  }).data as T;
}
