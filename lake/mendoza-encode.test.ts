import { readFileSync } from 'node:fs';
import { applyPatch, incremental } from 'mendoza';
import { describe, expect, it } from 'vitest';
import { documentEffects, mendozaPatch } from './mendoza-encode';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const documents: { [key: string]: Json }[] = readFileSync('content/dataset.ndjson', 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line));

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const isObject = (value: Json): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One random edit somewhere in `value` (a copy): what an editor, an action or a migration may do. */
function edit(value: Json, next: () => number, depth = 0): Json {
  const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)] as T;
  if (Array.isArray(value)) {
    const copy = [...value];
    const choice = next();
    if (copy.length > 0 && choice < 0.35) {
      const index = Math.floor(next() * copy.length);
      copy[index] = edit(copy[index] as Json, next, depth + 1);
    } else if (copy.length > 1 && choice < 0.5) {
      copy.reverse();
    } else if (copy.length > 0 && choice < 0.65) {
      copy.splice(Math.floor(next() * copy.length), 1);
    } else if (copy.length > 0 && choice < 0.8) {
      // A duplicated block: the same `_key` twice, which the lake must still encode exactly.
      copy.splice(Math.floor(next() * copy.length), 0, copy[Math.floor(next() * copy.length)] as Json);
    } else {
      copy.splice(Math.floor(next() * (copy.length + 1)), 0, { _key: `k${depth}${next()}`, text: 'nieuw' });
    }
    return copy;
  }
  if (isObject(value)) {
    const copy = { ...value };
    const keys = Object.keys(copy);
    const choice = next();
    if (keys.length > 0 && choice < 0.55) {
      const key = pick(keys);
      copy[key] = depth > 6 ? 'vervangen' : edit(copy[key] as Json, next, depth + 1);
    } else if (keys.length > 0 && choice < 0.75) {
      delete copy[pick(keys)];
    } else {
      copy[pick(['nieuw', 'Z', '_a', 'aa', 'title'])] = pick<Json>([
        1,
        'tekst',
        [1, 2],
        { a: { b: true } },
        null,
      ]);
    }
    return copy;
  }
  return pick<Json>([`${String(value)}!`, 42, false, null, ['lijst'], { veld: 'waarde' }]);
}

describe('mendozaPatch', () => {
  it('turns every document into its edited version and back, with mendoza’s own patchers', () => {
    const next = random(20261203);
    for (let round = 0; round < 3000; round++) {
      const before = documents[round % documents.length] as Json;
      let after = before;
      const edits = 1 + Math.floor(next() * 4);
      for (let count = 0; count < edits; count++) after = edit(after, next);
      const apply = mendozaPatch(before, after);
      const revert = mendozaPatch(after, before);
      expect(applyPatch(structuredClone(before), apply), `round ${round}`).toEqual(after);
      expect(applyPatch(structuredClone(after), revert), `round ${round}`).toEqual(before);
      // The Studio's history replays patches on its annotated model.
      const replayed = incremental.applyPatch(incremental.wrap(structuredClone(before), null), apply, 'meta');
      expect(incremental.unwrap(replayed), `round ${round}`).toEqual(after);
    }
  });

  it('names only what changed: a new title is a short patch, not the whole document', () => {
    const page = documents.find((document) => document._id === 'page-overons')!;
    const apply = mendozaPatch(page, { ...page, title: 'Over ons en meer' });
    expect(JSON.stringify(apply)).toBe('[17,"Over ons en meer","title"]');
    const block = structuredClone(page) as { blocks: { heading?: string }[] };
    block.blocks[0]!.heading = 'Een nieuwe kop';
    expect(JSON.stringify(mendozaPatch(page, block as unknown as Json)).length).toBeLessThan(100);
  });

  it('creates and deletes with a whole value, and leaves an unchanged value as it is', () => {
    const page = documents[0]!;
    expect(mendozaPatch(null, page)).toEqual([0, page]);
    expect(mendozaPatch(page, null)).toEqual([0, null]);
    expect(mendozaPatch(page, structuredClone(page))).toEqual([]);
    expect(applyPatch(page, [])).toBe(page);
  });
});

describe('documentEffects', () => {
  it('leaves `_rev` out, as the Studio applies effects to the document without it', () => {
    const withoutRev = documents[0]!;
    const page = { ...withoutRev, _rev: 'r1' };
    const edited = { ...page, _rev: 'r2', title: 'Anders' };
    const effects = documentEffects(page, edited);
    expect(applyPatch(withoutRev, effects.apply)).toEqual({ ...withoutRev, title: 'Anders' });
    expect(applyPatch({ ...withoutRev, title: 'Anders' }, effects.revert)).toEqual(withoutRev);
    expect(documentEffects(null, edited).apply).toEqual([0, { ...withoutRev, title: 'Anders' }]);
    expect(documentEffects(page, null)).toEqual({ apply: [0, null], revert: [0, withoutRev] });
  });
});
