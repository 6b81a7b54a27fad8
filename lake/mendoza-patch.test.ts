import { applyPatch } from 'mendoza';
import { describe, expect, it } from 'vitest';
import { mendozaPatch } from './mendoza-patch';

/** A document as the Studio applies an effect to it: without its `_rev`. */
const bare = (document: object | null) => {
  if (!document) return null;
  const rest: { _rev?: string } = { ...document };
  delete rest._rev;
  return rest;
};

const page = {
  _id: 'page-over',
  _type: 'page',
  _rev: 'r1',
  title: 'Over ons',
  slug: { _type: 'slug', current: 'over-ons' },
  seo: { title: 'Over Stroomplein', description: 'Wie we zijn.' },
  blocks: [
    { _key: 'hero', _type: 'hero', heading: 'Welkom', markets: ['be', 'nl'] },
    {
      _key: 'tekst',
      _type: 'richText',
      body: [{ _key: 'p1', _type: 'block', children: [{ _key: 's1', _type: 'span', text: 'Eerst.' }] }],
    },
    { _key: 'faq', _type: 'faq', items: ['a', 'b'] },
  ],
};

/** A pseudo-random document change, reproducible from its seed. */
function randomEdit(seed: number) {
  // mulberry32: small, and every bit of it random enough for picking edits.
  let state = seed;
  const next = (n: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
  const edited = structuredClone(page) as Record<string, unknown> & typeof page;
  const blocks = edited.blocks as unknown[];
  for (let step = 0; step < 1 + next(4); step++) {
    switch (next(8)) {
      case 0:
        edited.title = `Titel ${next(100)}`;
        break;
      case 1:
        delete (edited as Record<string, unknown>).seo;
        break;
      case 2:
        blocks.reverse();
        break;
      case 3:
        blocks.splice(next(blocks.length + 1), 0, {
          _key: `nieuw${next(100)}`,
          _type: 'hero',
          heading: 'Nieuw',
        });
        break;
      case 4:
        if (blocks.length) blocks.splice(next(blocks.length), 1);
        break;
      case 5:
        (edited.slug as { current: string }).current = `pad-${next(100)}`;
        break;
      case 6:
        edited.blocks = [];
        break;
      default:
        (edited as Record<string, unknown>)[`extra${next(3)}`] = [next(5), { n: next(5) }];
    }
  }
  return edited;
}

describe('local Content Lake: mendoza patches', () => {
  it('turns each revision into the next and back, for any change of fields, nesting and arrays', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const before = seed % 2 ? page : randomEdit(seed * 7);
      const after = randomEdit(seed);
      expect(applyPatch(bare(before), mendozaPatch(before, after))).toEqual(bare(after));
      expect(applyPatch(bare(after), mendozaPatch(after, before))).toEqual(bare(before));
    }
  });

  it('carries only what changed: one field of one block, not the document', () => {
    const after = structuredClone(page);
    after.blocks[0]!.heading = 'Welkom thuis';
    const patch = mendozaPatch(page, after);
    expect(applyPatch(bare(page), patch)).toEqual(bare(after));
    expect(JSON.stringify(patch)).not.toContain('Eerst.');
    expect(JSON.stringify(patch).length).toBeLessThan(60);

    // A block added in front: the others are found by their key, copied, not sent again.
    const added = structuredClone(page);
    added.blocks.unshift({ _key: 'nieuw', _type: 'hero', heading: 'Nieuw', markets: [] });
    expect(applyPatch(bare(page), mendozaPatch(page, added))).toEqual(bare(added));
    expect(JSON.stringify(mendozaPatch(page, added))).not.toContain('Eerst.');
  });

  it('creates and deletes as whole values, and leaves the revision to the Studio', () => {
    expect(applyPatch(null, mendozaPatch(null, page))).toEqual(bare(page));
    expect(applyPatch(bare(page), mendozaPatch(page, null))).toBeNull();
    expect(mendozaPatch(page, { ...page, _rev: 'r2' })).toEqual([]);
  });
});
