/**
 * Mendoza patches from one JSON value to another, as the Content Lake sends them in listener events and the
 * translog: the `mendoza` package only applies patches (the encoder exists only in Go), so the lake writes its own.
 * The patch touches only what changed: the Studio applies every revision's patch when it aligns, replays and diffs
 * history, so a whole-document patch per revision would make it rebuild the whole document each time.
 *
 * Not minimal (no moved fields, no string slices): unchanged fields are left as they are, changed objects are
 * entered, array elements are matched by `_key` (by position without one) and unchanged runs copied as slices.
 */

import { isDeepStrictEqual as equal } from 'node:util';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Op = number | string | Json;

// Opcodes of the mendoza format (the order of `OPS` in mendoza's patcher).
const VALUE = 0;
const PUSH_FIELD_COPY = 10;
const PUSH_FIELD_BLANK = 11;
const PUSH_ELEMENT_COPY = 12;
const PUSH_ELEMENT_BLANK = 13;
const RETURN_INTO_OBJECT_SAME_KEY_POP = 15;
const RETURN_INTO_ARRAY_POP = 16;
const OBJECT_SET_FIELD_VALUE = 17;
const OBJECT_DELETE_FIELD = 19;
const ARRAY_APPEND_VALUE = 20;
const ARRAY_APPEND_SLICE = 21;

const isObject = (value: unknown): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A document change as the Content Lake's effects: computed without `_rev`, which the Studio takes off before it
 * applies them (and sets from the event's `resultRev`); `[0, null]` applies a deletion.
 */
export function documentEffects(before: object | null, after: object | null): { apply: Op[]; revert: Op[] } {
  const withoutRev = (document: object | null) => {
    if (document === null) return null;
    const rest = { ...(document as { [key: string]: Json }) };
    delete rest._rev;
    return rest;
  };
  const left = withoutRev(before);
  const right = withoutRev(after);
  return { apply: mendozaPatch(left, right), revert: mendozaPatch(right, left) };
}

/** The patch that turns `left` into `right`; `[0, null]` for a deletion, `[0, value]` for a creation. */
export function mendozaPatch(left: Json | undefined, right: Json | undefined): Op[] {
  const to = right ?? null;
  if (isObject(left) && isObject(to)) return equal(left, to) ? [] : objectOps(left, to);
  return equal(left ?? null, to) ? [] : [VALUE, to];
}

/** Ops that turn the object on top of the input into `right`, on an output that starts as a copy of it. */
function objectOps(left: { [key: string]: Json }, right: { [key: string]: Json }): Op[] {
  // The patcher addresses input fields by their index among the sorted keys.
  const keys = Object.keys(left).sort();
  const ops: Op[] = [];
  keys.forEach((key, index) => {
    if (!(key in right)) ops.push(OBJECT_DELETE_FIELD, index);
  });
  for (const [key, value] of Object.entries(right)) {
    const before = left[key];
    if (before !== undefined && equal(before, value)) continue;
    const index = keys.indexOf(key);
    if (index !== -1 && isObject(before) && isObject(value)) {
      ops.push(PUSH_FIELD_COPY, index, ...objectOps(before, value), RETURN_INTO_OBJECT_SAME_KEY_POP);
    } else if (index !== -1 && Array.isArray(before) && Array.isArray(value) && value.length > 0) {
      ops.push(PUSH_FIELD_BLANK, index, ...arrayOps(before, value), RETURN_INTO_OBJECT_SAME_KEY_POP);
    } else {
      // The value comes first: the patcher reads it, then the key it returns into.
      ops.push(OBJECT_SET_FIELD_VALUE, value, key);
    }
  }
  return ops;
}

const keyOf = (value: Json | undefined) =>
  isObject(value) && typeof value._key === 'string' ? value._key : undefined;

/**
 * Ops that build the array `right` on a blank output, from the array on top of the input. Not for an empty `right`:
 * a blank output that nothing is appended to comes out as null.
 */
function arrayOps(left: Json[], right: Json[]): Op[] {
  const byKey = new Map<string, number>();
  left.forEach((element, index) => {
    const key = keyOf(element);
    if (key !== undefined && !byKey.has(key)) byKey.set(key, index);
  });
  const ops: Op[] = [];
  // A run of unchanged input elements, copied as one slice when it ends.
  let run: [number, number] | null = null;
  const endRun = () => {
    if (run) ops.push(ARRAY_APPEND_SLICE, run[0], run[1]);
    run = null;
  };
  right.forEach((element, position) => {
    const key = keyOf(element);
    const index = key !== undefined ? (byKey.get(key) ?? -1) : position < left.length ? position : -1;
    const before = index === -1 ? undefined : left[index];
    if (before !== undefined && equal(before, element)) {
      if (run && run[1] === index) run[1] = index + 1;
      else {
        endRun();
        run = [index, index + 1];
      }
      return;
    }
    endRun();
    if (isObject(before) && isObject(element)) {
      ops.push(PUSH_ELEMENT_COPY, index, ...objectOps(before, element), RETURN_INTO_ARRAY_POP);
    } else if (Array.isArray(before) && Array.isArray(element) && element.length > 0) {
      ops.push(PUSH_ELEMENT_BLANK, index, ...arrayOps(before, element), RETURN_INTO_ARRAY_POP);
    } else {
      ops.push(ARRAY_APPEND_VALUE, element);
    }
  });
  endRun();
  return ops;
}
