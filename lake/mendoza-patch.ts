/**
 * Mendoza patches, as `effectFormat=mendoza` carries a change: on the document without its `_rev` (the Studio
 * removes it before it applies an effect, and sets the revision itself). `mendozaPatch` sends only what changed, so
 * the Studio's history reads a revision as a few fields rather than the whole document twice. Written here because
 * the `mendoza` package only applies patches (Sanity's encoder runs inside the hosted Content Lake). Strings change
 * whole; objects field by field; arrays element by element, matched by `_key` where elements have one.
 */

/** Opcodes of the mendoza format, as the `mendoza` package's patcher reads them. */
const OP = {
  Value: 0,
  PushFieldCopy: 10,
  PushFieldBlank: 11,
  PushElementCopy: 12,
  ReturnIntoObjectSameKeyPop: 15,
  ReturnIntoArrayPop: 16,
  ObjectSetFieldValue: 17,
  ObjectDeleteField: 19,
  ArrayAppendValue: 20,
  ArrayAppendSlice: 21,
} as const;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((item, index) => equal(item, b[index]));
  }
  if (!isObject(a) || !isObject(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => key in b && equal(a[key], b[key]));
}

function withoutRev(document: unknown): unknown {
  if (!isObject(document)) return document ?? null;
  const rest = { ...document };
  delete rest._rev;
  return rest;
}

/** The patch that replaces any document with `to` (null: deleted). */
export function replacePatch(to: unknown): unknown[] {
  return [OP.Value, withoutRev(to)];
}

/** The patch that turns `from` into `to` (either may be null: a document created or deleted). */
export function mendozaPatch(from: unknown, to: unknown): unknown[] {
  const before = withoutRev(from);
  const after = withoutRev(to);
  if (!isObject(before) || !isObject(after)) return [OP.Value, after];
  const patch: unknown[] = [];
  objectChanges(before, after, patch);
  return patch;
}

/** Changes the object on top of the output (a copy of `from`, the input on top) into `to`. */
function objectChanges(from: JsonObject, to: JsonObject, patch: unknown[]) {
  // The patcher finds a field of the input by its index among the input's keys, sorted.
  const keys = Object.keys(from).sort();
  keys.forEach((key, index) => {
    if (!(key in to)) patch.push(OP.ObjectDeleteField, index);
  });
  for (const [key, value] of Object.entries(to)) {
    const index = keys.indexOf(key);
    const before = index === -1 ? undefined : from[key];
    if (index !== -1 && equal(before, value)) continue;
    if (index !== -1 && isObject(before) && isObject(value)) {
      patch.push(OP.PushFieldCopy, index);
      objectChanges(before, value, patch);
      patch.push(OP.ReturnIntoObjectSameKeyPop);
    } else if (index !== -1 && Array.isArray(before) && Array.isArray(value) && value.length > 0) {
      patch.push(OP.PushFieldBlank, index);
      arrayChanges(before, value, patch);
      patch.push(OP.ReturnIntoObjectSameKeyPop);
    } else {
      patch.push(OP.ObjectSetFieldValue, value, key);
    }
  }
}

const keyOf = (item: Json): string | undefined =>
  isObject(item) && typeof item._key === 'string' ? item._key : undefined;

/** Builds the array `to` on an empty output from the input array `from`: unchanged runs are copied as slices. */
function arrayChanges(from: Json[], to: Json[], patch: unknown[]) {
  const byKey = new Map<string, number>();
  from.forEach((item, index) => {
    const key = keyOf(item);
    if (key !== undefined && !byKey.has(key)) byKey.set(key, index);
  });
  let slice: [number, number] | null = null;
  const flush = () => {
    if (slice) patch.push(OP.ArrayAppendSlice, slice[0], slice[1]);
    slice = null;
  };
  to.forEach((item, index) => {
    const key = keyOf(item);
    const match = key !== undefined ? byKey.get(key) : index < from.length ? index : undefined;
    const before = match === undefined ? undefined : from[match];
    if (match !== undefined && equal(before, item)) {
      if (slice && slice[1] === match) slice[1] = match + 1;
      else {
        flush();
        slice = [match, match + 1];
      }
      return;
    }
    flush();
    if (match !== undefined && isObject(before) && isObject(item)) {
      patch.push(OP.PushElementCopy, match);
      objectChanges(before, item, patch);
      patch.push(OP.ReturnIntoArrayPop);
    } else patch.push(OP.ArrayAppendValue, item);
  });
  flush();
}
