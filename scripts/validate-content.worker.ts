/**
 * Worker half of scripts/validate-content.mjs. It runs inside Sanity's own studio worker (`studioWorkerTask` from
 * @sanity/cli-core: Vite module runner + JSDOM browser stubs), exactly like `sanity documents validate` does, so
 * sanity.config.ts and the schema load the same way as in the CLI. Instead of a network client it hands
 * `validateDocument` a local client whose `fetch` evaluates GROQ with groq-js over the dataset, and answers
 * reference existence from the dataset's ids.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { getStudioWorkspaces, getWorkspace } from '@sanity/cli-core';
import { evaluate, parse } from 'groq-js';
import { defer } from 'rxjs';
import type { SanityClient, SanityDocument, Workspace } from 'sanity';

export interface ValidationInput {
  workDir: string;
  workspace?: string;
  projectId: string;
  dataset: string;
  /** The datasets, each validated on its own: every document of it, asset documents included. */
  datasets: SanityDocument[][];
}

export interface DocumentResult {
  id: string;
  type: string;
  markers: { level: 'error' | 'warning' | 'info'; path: string; message: string }[];
}

export interface ValidationOutput {
  type: 'validate-content.result';
  locale: string;
  /** Per dataset, in the order given. */
  results: DocumentResult[][];
}

type Perspective = 'raw' | 'published' | 'drafts' | 'previewDrafts' | string[];
interface LocalClientConfig {
  apiVersion?: string;
  perspective?: Perspective;
  projectId: string;
  dataset: string;
  [key: string]: unknown;
}

const DRAFTS_PREFIX = 'drafts.';
const VERSIONS_PREFIX = 'versions.';

function publishedId(id: string): string {
  if (id.startsWith(DRAFTS_PREFIX)) return id.slice(DRAFTS_PREFIX.length);
  if (id.startsWith(VERSIONS_PREFIX)) return id.split('.').slice(2).join('.');
  return id;
}

/** Since API version 2025-02-19 a query without a perspective sees published documents only (as the Content Lake). */
function effectivePerspective({ apiVersion = '1', perspective }: LocalClientConfig): Perspective {
  if (perspective) return perspective;
  const version = apiVersion.replace(/^v/, '');
  return version !== '1' && version !== 'X' && version >= '2025-02-19' ? 'published' : 'raw';
}

/** The documents a query sees in a perspective: raw = everything; otherwise drafts/versions overlay published ones. */
function documentsInPerspective(documents: SanityDocument[], perspective: Perspective): SanityDocument[] {
  if (perspective === 'raw') return documents;
  const stack =
    perspective === 'published'
      ? []
      : perspective === 'drafts' || perspective === 'previewDrafts'
        ? ['drafts']
        : perspective;
  const rank = (id: string): number => {
    if (id.startsWith(DRAFTS_PREFIX)) return stack.indexOf('drafts');
    if (id.startsWith(VERSIONS_PREFIX)) return stack.indexOf(id.split('.')[1] ?? '');
    return stack.length; // published: lowest priority, always visible
  };
  const chosen = new Map<string, SanityDocument>();
  for (const document of documents) {
    const r = rank(document._id);
    if (r < 0) continue;
    const id = publishedId(document._id);
    const current = chosen.get(id);
    if (!current || r < rank(current._id)) chosen.set(id, document);
  }
  return [...chosen.values()].map((document) =>
    document._id === publishedId(document._id)
      ? document
      : { ...document, _id: publishedId(document._id), _originalId: document._id },
  );
}

/** The subset of SanityClient that validation and our custom validators use, answered from memory. */
function createLocalClient(documents: SanityDocument[], initialConfig: LocalClientConfig): SanityClient {
  const config = { ...initialConfig };
  const fetch = async (
    query: string,
    params: Record<string, unknown> = {},
    options: { filterResponse?: boolean } = {},
  ) => {
    const started = Date.now();
    const tree = parse(query, { params });
    const value = await evaluate(tree, {
      dataset: documentsInPerspective(documents, effectivePerspective(config)),
      params,
      sanity: { projectId: config.projectId, dataset: config.dataset },
    });
    const result = await value.get();
    return options.filterResponse === false ? { result, ms: Date.now() - started, query } : result;
  };
  const byId = new Map(documents.map((document) => [document._id, document]));
  const client = {
    config: (next?: Partial<LocalClientConfig>) => {
      if (!next) return { ...config };
      Object.assign(config, next);
      return client;
    },
    withConfig: (next: Partial<LocalClientConfig> = {}) =>
      createLocalClient(documents, { ...config, ...next }),
    clone: () => createLocalClient(documents, config),
    fetch,
    getDocument: async (id: string) => byId.get(id),
    getDocuments: async (ids: string[]) => ids.map((id) => byId.get(id) ?? null),
    getDataUrl: (operation: string, path?: string) =>
      `/data/${operation}/${config.dataset}${path ? `/${path}` : ''}`,
    observable: {
      fetch: (query: string, params?: Record<string, unknown>, options?: { filterResponse?: boolean }) =>
        defer(() => fetch(query, params, options)),
      request: () =>
        defer(() => Promise.reject(new Error('validate-content: raw requests are not available offline'))),
    },
  };
  return client as unknown as SanityClient;
}

function pathToString(path: readonly unknown[]): string {
  if (path.length === 0) return '(document)';
  return path.reduce<string>((target, segment, index) => {
    if (typeof segment === 'number') return `${target}[${segment}]`;
    if (typeof segment === 'string') return index === 0 ? segment : `${target}.${segment}`;
    if (segment && typeof segment === 'object' && '_key' in segment)
      return `${target}[_key=="${String(segment._key)}"]`;
    if (Array.isArray(segment)) return `${target}[${segment.join(':')}]`;
    return `${target}.${String(segment)}`;
  }, '');
}

const isSystemDocument = (document: SanityDocument) =>
  document._type.startsWith('sanity.') || document._type.startsWith('system.');

async function main(): Promise<ValidationOutput> {
  const input = workerData as ValidationInput;
  const workspaces = await getStudioWorkspaces(input.workDir);
  const workspace = getWorkspace(workspaces, input.workspace) as Workspace;
  const results: DocumentResult[][] = [];
  for (const documents of input.datasets) results.push(await validateDataset(input, workspace, documents));
  return { type: 'validate-content.result', locale: workspace.i18n.currentLocale.id, results };
}

/** Validates one dataset: its references and uniqueness checks see its own documents only. */
async function validateDataset(
  input: ValidationInput,
  workspace: Workspace,
  documents: SanityDocument[],
): Promise<DocumentResult[]> {
  // The same module instance sanity.config.ts resolved against (the CLI does the same).
  const { validateDocument } = await import('sanity');

  const existingIds = new Set(documents.map((document) => document._id));
  const client = createLocalClient(documents, {
    projectId: input.projectId,
    dataset: input.dataset,
    apiVersion: '2021-03-25',
  });
  const getClient = (options: { apiVersion: string }) => client.withConfig(options);
  // The Content Lake `doc` endpoint the CLI asks: does a document with exactly this id exist?
  const getDocumentExists = async ({ id }: { id: string }) => existingIds.has(id);

  const results: DocumentResult[] = [];
  for (const document of documents) {
    if (isSystemDocument(document)) continue;
    let markers: DocumentResult['markers'];
    if (!workspace.schema.get(document._type)) {
      // Sanity skips such documents (a warning in the CLI, nothing in the Studio); here it is an error.
      const message = `Onbekend documenttype '${document._type}': het schema kan dit document niet controleren.`;
      results.push({
        id: document._id,
        type: document._type,
        markers: [{ level: 'error', path: '_type', message }],
      });
      continue;
    }
    try {
      // As the Studio validates: same rules, levels and (Dutch) messages.
      const studio = await validateDocument({
        document,
        workspace,
        getClient,
        getDocumentExists,
        environment: 'studio',
      });
      // The CLI environment adds an unknown-field check, but its `.warning()` also turns every other rule on that
      // object (slug, image, …) into a warning; so take only the unknown-field markers from that pass.
      const cli = await validateDocument({
        document,
        workspace,
        getClient,
        getDocumentExists,
        environment: 'cli',
        customValidation: false,
      });
      const unknownFields = cli.filter((marker) => marker.code === 'object.unknown-field');
      markers = [...studio, ...unknownFields].map((marker) => ({
        level: marker.level,
        path: pathToString(marker.path),
        message: marker.message,
      }));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      markers = [
        {
          level: 'error',
          path: '(document)',
          message: `Exception occurred while validating value: ${message}`,
        },
      ];
    }
    results.push({ id: document._id, type: document._type, markers });
  }
  return results;
}

parentPort?.postMessage(await main());
