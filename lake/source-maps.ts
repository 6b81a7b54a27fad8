import 'server-only';
import { evaluateSync as evaluateTreeSync, type DereferenceFunction, type ExprNode } from 'groq-js';
import { jsonPath, type ContentSourceMap, type ContentSourceMapDocuments } from '@sanity/client/csm';
import { isQueryNode } from './query';
import type { LakeDocument } from './store';

/**
 * Content Source Maps (`resultSourceMap` on a query), in the Content Lake's format: for every value of the answer
 * that a projection took as is from a document, that document and the value's path in it. A computed value (a
 * string made of several, a count, `pt::text`) gets no mapping, as on the Content Lake.
 *
 * groq-js knows nothing of provenance, so the query runs a second time over shadow copies of the documents, whose
 * leaf values are replaced by markers naming the document and the path. A marker that arrives whole at a place of
 * the answer where the real answer holds exactly the document's value is a mapping. Fields that the query compares,
 * filters or orders by keep their real values in the shadows, so the second run picks the same documents and items
 * (those fields go without a mapping). No library computes source maps for GROQ; hence this module.
 */

/** `true`: array items in document paths by index; `withKeyArraySelector`: by `_key` where they have one. */
export type SourceMapMode = 'index' | 'key';

/** The mode a request asks for in `resultSourceMap`, or null for none. */
export function sourceMapMode(value: string | null): SourceMapMode | null {
  if (value === 'withKeyArraySelector') return 'key';
  if (value === 'true' || value === '1' || value === '') return 'index';
  return null;
}

type PathSegment = string | number | { _key: string; index: number };

interface Shadow {
  /** Unique among the shadows alive: the markers name it. */
  serial: number;
  original: LakeDocument;
  document: LakeDocument;
  /** The path of each marker, by the number the marker holds. */
  paths: PathSegment[][];
}

const MARKER = /^\uE000(\d+)\.(\d+)\uE001$/;
const marker = (serial: number, index: number) => `\uE000${serial}.${index}\uE001`;

/** Operators whose operands decide what a query selects, rather than what it answers. */
const DECIDING_OPERATORS = new Set(['==', '!=', '>', '>=', '<', '<=', 'in', 'match']);

/** Every attribute name read anywhere below `node`. */
function attributeNames(node: unknown, names: Set<string>): void {
  if (Array.isArray(node)) return node.forEach((child) => attributeNames(child, names));
  if (!isQueryNode(node)) return;
  if (node.type === 'AccessAttribute' && typeof node.name === 'string') names.add(node.name);
  for (const value of Object.values(node)) attributeNames(value, names);
}

/** The attribute names the query compares, filters, orders or branches on: these stay real in the shadows. */
export function decidingNames(tree: ExprNode): Set<string> {
  const names = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isQueryNode(node)) return;
    const deciding: unknown[] = [];
    if (node.type === 'Filter') deciding.push(node.expr);
    if (node.type === 'OpCall' && DECIDING_OPERATORS.has(node.op as string)) deciding.push(node);
    if (['And', 'Or', 'Not', 'InRange', 'PipeFuncCall'].includes(node.type)) deciding.push(node);
    // Not in groq-js's ExprNode union, but in its trees: the conditions of `select()` and of `cond => {…}`.
    const type: string = node.type;
    if (type === 'SelectAlternative' || type === 'ObjectConditionalSplat') deciding.push(node.condition);
    deciding.forEach((part) => attributeNames(part, names));
    Object.values(node).forEach(visit);
  };
  visit(tree);
  return names;
}

// A shadow depends on the document and on the names kept real; documents are replaced, never changed, on a write.
const shadowsByDocument = new WeakMap<LakeDocument, Map<string, Shadow>>();
let nextSerial = 1;

function shadowOf(original: LakeDocument, kept: ReadonlySet<string>, keptSignature: string): Shadow {
  let byKept = shadowsByDocument.get(original);
  if (!byKept) shadowsByDocument.set(original, (byKept = new Map()));
  const cached = byKept.get(keptSignature);
  if (cached) return cached;
  const shadow: Shadow = { serial: nextSerial++, original, document: original, paths: [] };
  const copy = (value: unknown, path: PathSegment[]): unknown => {
    if (Array.isArray(value)) {
      return value.map((item, index) => {
        const key = (item as { _key?: unknown } | null)?._key;
        return copy(item, [...path, typeof key === 'string' ? { _key: key, index } : index]);
      });
    }
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([name, child]) => [
          name,
          name.startsWith('_') || kept.has(name) ? child : copy(child, [...path, name]),
        ]),
      );
    }
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      shadow.paths.push(path);
      return marker(shadow.serial, shadow.paths.length - 1);
    }
    return value;
  };
  shadow.document = copy(original, []) as LakeDocument;
  byKept.set(keptSignature, shadow);
  return shadow;
}

/** A path as the Content Lake writes it: items by `_key` where they have one in `key` mode, else by index. */
function pathText(path: readonly PathSegment[], mode: SourceMapMode): string {
  return jsonPath(
    path.map((segment) =>
      typeof segment !== 'object'
        ? segment
        : mode === 'key'
          ? { _key: segment._key, _index: segment.index }
          : segment.index,
    ),
  );
}

function valueAt(document: unknown, path: readonly PathSegment[]): unknown {
  let value = document;
  for (const segment of path) {
    if (value === null || typeof value !== 'object') return undefined;
    const step = typeof segment === 'object' ? segment.index : segment;
    value = (value as Record<string | number, unknown>)[step];
  }
  return value;
}

/**
 * The source map of `result`, the answer to `tree` over `documents`. `dereference` resolves `->` in the real run;
 * the shadow run resolves it to the shadows of the same documents.
 */
export function resultSourceMap(
  tree: ExprNode,
  params: Record<string, unknown>,
  documents: readonly LakeDocument[],
  result: unknown,
  mode: SourceMapMode,
  dereference: DereferenceFunction,
): ContentSourceMap {
  const kept = decidingNames(tree);
  const keptSignature = [...kept].sort().join('\n');
  const bySerial = new Map<number, Shadow>();
  const shadowDocuments = documents.map((document) => {
    const shadow = shadowOf(document, kept, keptSignature);
    bySerial.set(shadow.serial, shadow);
    return shadow.document;
  });
  const shadowById = new Map<unknown, LakeDocument>();
  const shadowDereference: DereferenceFunction = (reference) => {
    const original = dereference(reference) as LakeDocument | null | undefined;
    if (!original) return original ?? null;
    if (!shadowById.has(original)) {
      const shadow = shadowOf(original, kept, keptSignature);
      bySerial.set(shadow.serial, shadow);
      shadowById.set(original, shadow.document);
    }
    return shadowById.get(original)!;
  };
  let shadowResult: unknown;
  try {
    shadowResult = evaluateTreeSync(tree, {
      dataset: shadowDocuments,
      params,
      dereference: shadowDereference,
    }).data;
  } catch {
    // What fails over markers (arithmetic on a number that is now a marker) answers without a map.
    shadowResult = undefined;
  }

  const sourceMap: ContentSourceMap = { documents: [], paths: [], mappings: {} };
  const documentIndex = new Map<LakeDocument, number>();
  const pathIndex = new Map<string, number>();
  const walk = (real: unknown, shadow: unknown, at: (string | number)[]): void => {
    if (typeof shadow === 'string') {
      const found = MARKER.exec(shadow);
      const source = found ? bySerial.get(Number(found[1])) : undefined;
      const path = source?.paths[Number(found![2])];
      if (!source || !path || valueAt(source.original, path) !== real) return;
      let document = documentIndex.get(source.original);
      if (document === undefined) {
        const { _id, _originalId, _type } = source.original as LakeDocument & { _originalId?: string };
        document =
          sourceMap.documents.push({ _id: _originalId ?? _id, _type } as ContentSourceMapDocuments[number]) -
          1;
        documentIndex.set(source.original, document);
      }
      const documentPath = pathText(path, mode);
      let pathNumber = pathIndex.get(documentPath);
      if (pathNumber === undefined) {
        pathNumber = sourceMap.paths.push(documentPath) - 1;
        pathIndex.set(documentPath, pathNumber);
      }
      sourceMap.mappings[jsonPath(at)] = {
        type: 'value',
        source: { type: 'documentValue', document, path: pathNumber },
      };
      return;
    }
    if (Array.isArray(shadow)) {
      // A list of another length was not chosen the same way: none of its places can be trusted.
      if (!Array.isArray(real) || real.length !== shadow.length) return;
      shadow.forEach((item, index) => walk(real[index], item, [...at, index]));
      return;
    }
    if (shadow !== null && typeof shadow === 'object' && real !== null && typeof real === 'object') {
      for (const [name, item] of Object.entries(shadow)) {
        if (Object.hasOwn(real, name)) walk((real as Record<string, unknown>)[name], item, [...at, name]);
      }
    }
  };
  walk(result, shadowResult, []);
  return sourceMap;
}
