import { readFileSync } from 'node:fs';
import { stegaEncodeSourceMap, type ContentSourceMap } from '@sanity/client/stega';
import { describe, expect, it } from 'vitest';
import { slugifyHeading } from '@/components/blocks/rich-text-anchors';
import { VALUE_FIELDS, stegaFilter } from '@/lib/shared/content/stega';
import { serializeJsonLd } from '@/lib/shared/content/json-ld';
import { contentMetadata } from '@/lib/shared/content/metadata';

/**
 * Stega in draft mode marks texts only: never a value the code compares (a market, a choice of the schema), and
 * what leaves the page as data (metadata, JSON-LD, anchors) is read clean.
 */

const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/;

/** `value` as stega marks it in a draft-mode answer: taken from document `doc` at `path`. */
function encoded<T>(value: T, path = "$['title']"): T {
  const sourceMap: ContentSourceMap = {
    documents: [{ _id: 'drafts.page-energie-delen', _type: 'page' }],
    paths: [path],
    mappings: { $: { type: 'value', source: { type: 'documentValue', document: 0, path: 0 } } },
  };
  return stegaEncodeSourceMap(value, sourceMap, { enabled: true, studioUrl: '/studio' });
}

/** Every field of the schema whose value is one of a list of choices (a union of string literals). */
function choiceFields(): Set<string> {
  const schema = JSON.parse(readFileSync('studio/schema.json', 'utf8')) as unknown;
  const names = new Set<string>();
  const isChoice = (node: unknown) => {
    const { type, of } = (node ?? {}) as { type?: string; of?: { type?: string; value?: unknown }[] };
    return (
      type === 'union' &&
      Array.isArray(of) &&
      of.every((option) => option.type === 'string' && typeof option.value === 'string')
    );
  };
  const visit = (node: unknown, name?: string): void => {
    if (Array.isArray(node)) return node.forEach((child) => visit(child, name));
    if (node === null || typeof node !== 'object') return;
    if (name && isChoice(node)) names.add(name);
    const { attributes, ...rest } = node as { attributes?: Record<string, { value: unknown }> };
    for (const [attribute, { value }] of Object.entries(attributes ?? {})) visit(value, attribute);
    for (const child of Object.values(rest)) visit(child, name);
  };
  visit(schema);
  return names;
}

describe('the stega filter', () => {
  it('keeps every field of choices in the schema clean, and the markets a block is limited to', () => {
    const choices = choiceFields();
    expect(choices.size).toBeGreaterThan(5);
    for (const name of [...choices, 'markets']) expect(VALUE_FIELDS, name).toContain(name);
  });

  it('marks a heading, not a market, a choice, a link or an SEO field', () => {
    const marks = (sourcePath: (string | number | { _key: string; _index: number })[], value: string) =>
      stegaFilter({
        sourcePath,
        resultPath: [],
        sourceDocument: { _id: 'page-energie-delen', _type: 'page' },
        value,
        filterDefault: (props) =>
          props.sourcePath.every((segment) => !['href', 'seo'].includes(String(segment))),
      });
    const block = { _key: 'k1', _index: 0 };
    expect(marks(['blocks', block, 'heading'], 'Energie delen')).toBe(true);
    expect(marks(['blocks', block, 'markets', 0], 'belgium')).toBe(false);
    expect(marks(['blocks', block, 'tone'], 'primary')).toBe(false);
    expect(marks(['blocks', block, 'action', 'href'], '/koper')).toBe(false);
    expect(marks(['seo', 'title'], 'Energie delen')).toBe(false);
  });
});

describe('what leaves the page as data is clean of edit marks', () => {
  it('a marked text carries them (so the cases below test something)', () => {
    expect(encoded('Energie delen')).toMatch(ZERO_WIDTH);
  });

  it('metadata', () => {
    const metadata = contentMetadata(
      'energie-delen',
      encoded('Energie delen'),
      encoded({ description: 'Uitleg' }, "$['seo']"),
      {
        locale: 'nl-BE',
      },
    );
    expect(JSON.stringify(metadata)).not.toMatch(ZERO_WIDTH);
    expect(metadata.title).toBe('Energie delen');
  });

  it('JSON-LD', () => {
    const json = serializeJsonLd({ name: encoded('Wat is energie delen?'), nested: [encoded('Antwoord')] });
    expect(json).not.toMatch(ZERO_WIDTH);
    expect(JSON.parse(json)).toEqual({ name: 'Wat is energie delen?', nested: ['Antwoord'] });
  });

  it("a heading's anchor", () => {
    expect(slugifyHeading(encoded('Wat heb je nodig?'))).toBe('wat-heb-je-nodig');
  });
});
