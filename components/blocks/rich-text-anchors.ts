import { stegaClean } from '@sanity/client/stega';

/** Heading anchors for Portable Text: stable, readable ids shared by the headings and the table of contents. */

interface AnchorSource {
  _key?: string;
  _type: string;
  style?: string;
  children?: { text?: string }[];
}

export interface ContentsEntry {
  id: string;
  text: string;
}

export function blockText(block: AnchorSource): string {
  return (block.children ?? []).map((child) => child.text ?? '').join('');
}

/** "Wat is een EAN-code?" → "wat-is-een-ean-code"; accents dropped so the id reads well in a URL. */
export function slugifyHeading(text: string): string {
  // In draft mode a heading carries invisible edit marks (lib/shared/content/stega.ts): the id is the clean text's.
  const slug = stegaClean(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'sectie';
}

/** Ids for every h2 and h3, by block key; a repeated heading gets -2, -3, … so every id stays unique. */
export function headingAnchors(value: readonly AnchorSource[]): Map<string, string> {
  const anchors = new Map<string, string>();
  const used = new Map<string, number>();
  value.forEach((block, index) => {
    if (block._type !== 'block' || (block.style !== 'h2' && block.style !== 'h3')) return;
    const base = slugifyHeading(blockText(block));
    const count = (used.get(base) ?? 0) + 1;
    used.set(base, count);
    anchors.set(block._key ?? String(index), count === 1 ? base : `${base}-${count}`);
  });
  return anchors;
}

/** The h2 headings of a text with their anchors, for a table of contents. */
export function tableOfContents(value: readonly AnchorSource[]): ContentsEntry[] {
  const anchors = headingAnchors(value);
  return value.flatMap((block, index) => {
    const id = block.style === 'h2' ? anchors.get(block._key ?? String(index)) : undefined;
    return id ? [{ id, text: blockText(block) }] : [];
  });
}
