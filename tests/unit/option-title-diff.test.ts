import { describe, expect, it } from 'vitest';
import { schemaTypes } from '@/studio/schema';
import { withOptionTitleDiffs } from '@/studio/option-title-diff';

type Node = { name?: string; type?: string; components?: { diff?: unknown }; fields?: Node[]; of?: Node[] };

/** The field `name` anywhere below `node`. */
function find(node: Node, name: string): Node | undefined {
  if (node.name === name) return node;
  for (const child of [...(node.fields ?? []), ...(node.of ?? [])]) {
    const found = find(child, name);
    if (found) return found;
  }
  return undefined;
}

describe('option titles in the review of changes', () => {
  it('gives string fields with titled options, and the items of such arrays, their own diff', () => {
    const [block] = withOptionTitleDiffs([
      {
        name: 'voorbeeld',
        type: 'object',
        fields: [
          { name: 'kant', type: 'string', options: { list: [{ value: 'right', title: 'Rechts' }] } },
          { name: 'sleutel', type: 'string', options: { list: ['a', 'b'] } },
          { name: 'tekst', type: 'string' },
          {
            name: 'markten',
            type: 'array',
            of: [{ type: 'string' }],
            options: { list: [{ value: 'sharingiscaring', title: 'Sharing is Caring' }] },
          },
        ],
      },
    ]) as Node[];
    expect(find(block!, 'kant')?.components?.diff).toBeTypeOf('function');
    expect(find(block!, 'sleutel')?.components?.diff).toBeUndefined();
    expect(find(block!, 'tekst')?.components?.diff).toBeUndefined();
    expect(find(block!, 'markten')?.of?.[0]?.components?.diff).toBeTypeOf('function');
  });

  it('is on the Studio schema: every block’s markets and the image side of a text with image', () => {
    const imageText = (schemaTypes as Node[]).find((type) => type.name === 'imageText')!;
    expect(find(imageText, 'markets')?.of?.[0]?.components?.diff).toBeTypeOf('function');
    const titled = (imageText.fields ?? []).filter(
      (field) => field.type === 'string' && field.components?.diff,
    );
    expect(titled.length).toBeGreaterThan(0);
  });
});
