import 'server-only';
import { createHash } from 'node:crypto';
import type { DereferenceFunction, ExprNode } from 'groq-js';
import { isDraftId, isVersionId, publishedIdOf } from './ids';
import { isPublishedDocumentId, isQueryNode, type Perspective, type QueryNode } from './query';
import type { DocumentChange, LakeDocument } from './store';

/**
 * Sync tags, as the Content Lake gives them: every query answer names what it depends on, and every committed
 * transaction names what it may have changed; a cached answer is stale when the two share a tag. The tags are opaque
 * (a hash), so nobody builds on their contents, and the same on every instance.
 *
 * What a query depends on is worked out from its tree and its evaluation, erring towards too much:
 * - each `*[filter]` reads the documents its filter can match: narrowed by a conjunct on `_id`, `slug.current` or
 *   `_type` to those ids, slugs or types, and otherwise to the whole dataset (`all`), so a document that could newly
 *   match is covered too;
 * - each `->` reads the document it points at (or its absence), recorded as groq-js dereferences it;
 * - at most 128 tags: beyond that the dereferenced documents become their types, and then the whole dataset.
 * A transaction yields, for each changed document before and after: its id, type and slug, and `all`.
 *
 * Published and the other perspectives have tags of their own: a draft or a version never yields a published tag.
 * Under a perspective that stacks layers (drafts, releases) a query reads each document's topmost layer, so a layer
 * that appears or disappears (a first edit, a publish, a discard) changes which copy is read: it yields `layers`,
 * which every such query carries.
 */

/** The Content Lake's sync tags, as `@sanity/client` types them. */
export type SyncTag = `s1:${string}`;

/** Next keeps at most 128 tags per cache entry (and drops the rest, with a warning only). */
export const MAX_SYNC_TAGS = 128;

type Namespace = 'published' | 'drafts';

/** The field by which a document is looked up (a page by its path): a filter on its value reads only those. */
const KEY_PATH = ['slug', 'current'] as const;

/** What a filter can match: documents of these types, with these (published) ids or with these key values. */
interface Reach {
  types: Set<string>;
  ids: Set<string>;
  keys: Set<string>;
}

function syncTag(namespace: Namespace, ...scope: string[]): SyncTag {
  const digest = createHash('sha256')
    .update([namespace, ...scope].join('\u0000'))
    .digest('base64url');
  return `s1:${digest.slice(0, 16)}`;
}

const keyOf = (document: LakeDocument): unknown =>
  (document[KEY_PATH[0]] as Record<string, unknown> | undefined)?.[KEY_PATH[1]];

/** The tags a committed transaction may have changed, per namespace. */
export function transactionSyncTags(changes: readonly DocumentChange[]): Record<Namespace, SyncTag[]> {
  const tags: Record<Namespace, Set<SyncTag>> = { published: new Set(), drafts: new Set() };
  for (const { id, before, after } of changes) {
    const namespaces: Namespace[] = isPublishedDocumentId(id) ? ['published', 'drafts'] : ['drafts'];
    const states = [before, after].filter((state) => state !== null);
    const keys = states.map(keyOf).filter((key) => typeof key === 'string');
    for (const namespace of namespaces) {
      for (const tag of documentTags(
        namespace,
        id,
        states.map(({ _type }) => _type),
        keys,
      ))
        tags[namespace].add(tag);
    }
    if ((isDraftId(id) || isVersionId(id)) && (before === null || after === null)) {
      tags.drafts.add(syncTag('drafts', 'layers'));
    }
  }
  return { published: [...tags.published], drafts: [...tags.drafts] };
}

/**
 * The published tags a change to one published document may have changed, from what a webhook tells of it: its id,
 * its type and its key values (a page's path before and after).
 */
export function publishedChangeSyncTags(id: string, type: string, keys: readonly string[]): SyncTag[] {
  return [...documentTags('published', id, [type], keys)];
}

function documentTags(namespace: Namespace, id: string, types: readonly string[], keys: readonly string[]) {
  return new Set([
    syncTag(namespace, 'all'),
    syncTag(namespace, 'document', publishedIdOf(id)),
    ...types.map((type) => syncTag(namespace, 'type', type)),
    ...keys.map((key) => syncTag(namespace, 'key', key)),
  ]);
}

/** The attribute path of `node` read from the document itself (`slug.current`, `@._type`), else null. */
function attributePath(node: QueryNode): string[] | null {
  if (node.type !== 'AccessAttribute') return null;
  const base = node.base as QueryNode | undefined;
  if (base === undefined || base.type === 'This') return [node.name as string];
  const path = attributePath(base);
  return path && [...path, node.name as string];
}

/** What `attribute == value` or `attribute in [values]` can match, when the attribute narrows it. */
function reachOfComparison(attribute: QueryNode, values: unknown[]): Reach | null {
  const path = attributePath(attribute)?.join('.');
  if (!values.every((value) => typeof value === 'string')) return null;
  const reach: Reach = { types: new Set(), ids: new Set(), keys: new Set() };
  if (path === '_type') values.forEach((value) => reach.types.add(value));
  else if (path === '_id') values.forEach((value) => reach.ids.add(publishedIdOf(value)));
  else if (path === KEY_PATH.join('.')) values.forEach((value) => reach.keys.add(value));
  else return null;
  return reach;
}

const reachSize = ({ types, ids, keys }: Reach) => types.size + ids.size + keys.size;

/** The narrower of two reaches: without types before with, then the smaller. */
function narrower(a: Reach | null, b: Reach | null): Reach | null {
  if (a === null || b === null) return a ?? b;
  if ((a.types.size === 0) !== (b.types.size === 0)) return a.types.size === 0 ? a : b;
  return reachSize(a) <= reachSize(b) ? a : b;
}

/** The documents a filter can match, or null when it can match any. */
function reachOfFilter(node: QueryNode): Reach | null {
  const left = node.left as QueryNode;
  const right = node.right as QueryNode;
  switch (node.type) {
    case 'Group':
      return reachOfFilter(node.base as QueryNode);
    case 'And':
      return narrower(reachOfFilter(left), reachOfFilter(right));
    case 'Or': {
      const [one, other] = [reachOfFilter(left), reachOfFilter(right)];
      if (one === null || other === null) return null;
      return {
        types: new Set([...one.types, ...other.types]),
        ids: new Set([...one.ids, ...other.ids]),
        keys: new Set([...one.keys, ...other.keys]),
      };
    }
    case 'OpCall':
      if (node.op === '==' && right.type === 'Value') return reachOfComparison(left, [right.value]);
      if (node.op === '==' && left.type === 'Value') return reachOfComparison(right, [left.value]);
      if (node.op === 'in' && right.type === 'Value' && Array.isArray(right.value))
        return reachOfComparison(left, right.value);
      return null;
    case 'FuncCall': {
      const [argument] = node.args as QueryNode[];
      const isVersionOf = node.namespace === 'sanity' && node.name === 'versionOf';
      return isVersionOf && argument?.type === 'Value' && typeof argument.value === 'string'
        ? { types: new Set(), ids: new Set([argument.value]), keys: new Set() }
        : null;
    }
    default:
      return null;
  }
}

/** Adds to `read` what evaluating `node` can read through `*`; `all`: the whole dataset. */
function scanReads(node: unknown, read: { reach: Reach; all: boolean }): void {
  if (Array.isArray(node)) return node.forEach((child) => scanReads(child, read));
  // A value (a parameter, a literal) reads nothing, however large.
  if (!isQueryNode(node) || node.type === 'Value') return;
  if (node.type === 'Everything') {
    read.all = true;
    return;
  }
  if (node.type === 'FuncCall' && node.namespace === 'releases' && node.name === 'all') {
    read.reach.types.add('system.release');
  }
  if (node.type === 'Filter') {
    // `*[a][b]`: every filter of the chain is a conjunct of what `*` gives.
    const filters: QueryNode[] = [];
    let base: QueryNode = node;
    while (base.type === 'Filter') {
      filters.push(base.expr as QueryNode);
      base = base.base as QueryNode;
    }
    if (base.type === 'Everything') {
      const reach = filters.map(reachOfFilter).reduce(narrower, null);
      if (reach === null) read.all = true;
      else
        for (const kind of ['types', 'ids', 'keys'] as const)
          reach[kind].forEach((value) => read.reach[kind].add(value));
      return scanReads(filters, read);
    }
  }
  for (const child of Object.values(node)) scanReads(child, read);
}

/**
 * What one query reads: hands groq-js its `dereference` (a lookup by id, which groq-js would otherwise do by
 * scanning the dataset) and notes each id asked for; afterwards gives the answer's sync tags.
 */
export class QueryReads {
  private readonly dereferenced = new Set<string>();
  private byId: Map<string, LakeDocument> | undefined;

  constructor(private readonly documents: LakeDocument[]) {}

  readonly dereference: DereferenceFunction = ({ _ref }) => {
    this.dereferenced.add(publishedIdOf(_ref));
    this.byId ??= new Map(this.documents.map((document) => [document._id, document]));
    return this.byId.get(_ref) ?? null;
  };

  /** The sync tags of the answer to `tree`, evaluated under `perspective` through `dereference`. */
  syncTags(tree: ExprNode, perspective: Perspective): SyncTag[] {
    const namespace: Namespace = perspective === 'published' ? 'published' : 'drafts';
    const tag = (...scope: string[]) => syncTag(namespace, ...scope);
    const read = {
      reach: { types: new Set<string>(), ids: new Set<string>(), keys: new Set<string>() },
      all: false,
    };
    scanReads(tree, read);
    if (read.all) return [tag('all')];
    const { types, ids, keys } = read.reach;
    this.dereferenced.forEach((id) => ids.add(id));
    const stacked = namespace === 'drafts' && perspective !== 'raw';
    const fixed = [...keys].map((key) => tag('key', key)).concat(stacked ? [tag('layers')] : []);
    if (types.size + ids.size + fixed.length > MAX_SYNC_TAGS) {
      // Broader: each document becomes the types of its copies; one no longer there could be of any type.
      const typesOfId = new Map<string, string[]>();
      for (const { _id, _type } of this.documents) {
        typesOfId.set(publishedIdOf(_id), [...(typesOfId.get(publishedIdOf(_id)) ?? []), _type]);
      }
      for (const id of ids) {
        const ofId = typesOfId.get(id);
        if (ofId === undefined) return [tag('all')];
        ofId.forEach((type) => types.add(type));
      }
      ids.clear();
    }
    const tags = [
      ...[...types].map((type) => tag('type', type)),
      ...[...ids].map((id) => tag('document', id)),
      ...fixed,
    ];
    return tags.length > MAX_SYNC_TAGS ? [tag('all')] : tags;
  }
}
