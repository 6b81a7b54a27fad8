import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseNdjson } from '@/lake/dataset-files';
import { decodeSegments, isValidPagePath, toHref, toPagePath } from '@/lib/domain/content/paths';
import { pageByPathQuery, routeCopyQuery } from '@/lib/shared/content/queries';
import { contentReader } from './read-content';

const documents = [
  {
    _id: 'page-a',
    _type: 'page',
    title: 'A',
    slug: { current: 'energie-delen' },
    blocks: [
      {
        _key: 'f',
        _type: 'faq',
        heading: 'Vragen',
        items: [{ _key: 'r', _type: 'reference', _ref: 'faq-1' }],
      },
    ],
  },
  { _id: 'drafts.page-a', _type: 'page', title: 'A (concept)', slug: { current: 'energie-delen' } },
  { _id: 'drafts.page-new', _type: 'page', title: 'Nog niet gepubliceerd', slug: { current: 'nieuw' } },
  {
    _id: 'legal-1',
    _type: 'legalPage',
    title: 'Privacy',
    slug: { current: 'gebruikersinformatie/privacyverklaring' },
  },
  { _id: 'faq-1', _type: 'faqItem', question: 'Wat is energie delen?', answer: [] },
  { _id: 'copy-1', _type: 'routeCopy', route: 'contact', title: 'Contacteer ons' },
  { _id: '_.releases.rzomer', _type: 'system.release', name: 'rzomer', state: 'active' },
  { _id: '_.releases.rander', _type: 'system.release', name: 'rander', state: 'active' },
  { _id: 'versions.rzomer.page-a', _type: 'page', title: 'A (zomer)', slug: { current: 'energie-delen' } },
  { _id: 'versions.rzomer.page-actie', _type: 'page', title: 'Zomeractie', slug: { current: 'zomeractie' } },
  { _id: 'versions.rzomer.legal-1', _type: 'legalPage', _system: { delete: true } },
  { _id: 'versions.rander.page-a', _type: 'page', title: 'A (ander)', slug: { current: 'energie-delen' } },
];

let read: Awaited<ReturnType<typeof contentReader>>;

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'stroomplein-content-'));
  writeFileSync(
    path.join(dir, 'dataset.ndjson'),
    documents.map((document) => JSON.stringify(document)).join('\n'),
  );
  read = await contentReader(dir);
});
afterAll(() => vi.unstubAllEnvs());

describe("the site's queries on the local lake", () => {
  it('finds a page by path, with references resolved', async () => {
    const page = await read<{ title: string; blocks: { items: { question: string }[] }[] }>(pageByPathQuery, {
      path: 'energie-delen',
    });
    expect(page.title).toBe('A');
    expect(page.blocks[0]!.items[0]!.question).toBe('Wat is energie delen?');
  });

  it('finds nested legal pages and nothing for unknown or draft-only paths', async () => {
    const legal = await read<{ _type: string }>(pageByPathQuery, {
      path: 'gebruikersinformatie/privacyverklaring',
    });
    expect(legal._type).toBe('legalPage');
    expect(await read(pageByPathQuery, { path: 'nieuw' })).toBeNull();
    expect(await read(pageByPathQuery, { path: 'bestaat-niet' })).toBeNull();
  });

  it('excludes drafts from visitor queries', async () => {
    expect((await read<{ title: string }>(pageByPathQuery, { path: 'energie-delen' })).title).toBe('A');
    expect((await read<{ title: string }>(routeCopyQuery, { route: 'contact' })).title).toBe(
      'Contacteer ons',
    );
  });

  it('shows drafts in place of their published documents in the drafts perspective (draft mode)', async () => {
    const draft = await read<{ _id: string; title: string }>(
      pageByPathQuery,
      { path: 'energie-delen' },
      'drafts',
    );
    expect(draft).toMatchObject({ _id: 'page-a', title: 'A (concept)' });
    expect((await read<{ title: string }>(pageByPathQuery, { path: 'nieuw' }, 'drafts')).title).toBe(
      'Nog niet gepubliceerd',
    );
    // The published view is untouched.
    expect((await read<{ title: string }>(pageByPathQuery, { path: 'energie-delen' })).title).toBe('A');
  });

  it('previews a release: its versions over the drafts, stacked leftmost first, its unpublishing applied', async () => {
    const title = async (path: string, perspective: 'published' | 'drafts' | string[]) =>
      (await read<{ title: string } | null>(pageByPathQuery, { path }, perspective))?.title;
    const summer = ['rzomer', 'drafts'];
    expect(await title('energie-delen', summer)).toBe('A (zomer)');
    expect(await title('zomeractie', summer)).toBe('Zomeractie');
    expect(await title('nieuw', summer)).toBe('Nog niet gepubliceerd');
    expect(await title('gebruikersinformatie/privacyverklaring', summer)).toBeUndefined();
    expect(await title('energie-delen', ['rander', 'rzomer', 'drafts'])).toBe('A (ander)');
    expect(await title('energie-delen', ['rzomer', 'rander', 'drafts'])).toBe('A (zomer)');
    // Visitors and plain draft mode see none of it.
    expect(await title('zomeractie', 'published')).toBeUndefined();
    expect(await title('zomeractie', 'drafts')).toBeUndefined();
    expect(await title('gebruikersinformatie/privacyverklaring', 'published')).toBe('Privacy');
  });

  it('reports a broken line with its file and line number', () => {
    expect(() => parseNdjson('{"_id":"a","_type":"page"}\n{kapot', 'dataset.ndjson')).toThrow(
      /dataset.ndjson:2 is not valid JSON/,
    );
    expect(() => parseNdjson('{"title":"zonder id"}', 'x.ndjson')).toThrow(/x.ndjson:1 has no _id or _type/);
  });
});

describe('page paths', () => {
  it.each([
    [['energie-delen', 'praktijkvoorbeelden'], 'energie-delen/praktijkvoorbeelden'],
    [[], ''],
    ['/overons/', 'overons'],
    [['Overons'], null],
    [['a b'], null],
    [['..', 'etc'], null],
    [['x--y'], null],
    [['x'.repeat(201)], null],
  ])('%j → %j', (input, expected) => {
    expect(toPagePath(input)).toBe(expected);
  });

  it('validates stored paths and builds hrefs', () => {
    expect(isValidPagePath('gebruikersinformatie/privacyverklaring')).toBe(true);
    expect(isValidPagePath('/overons')).toBe(false);
    expect(toHref('')).toBe('/');
    expect(toHref('overons')).toBe('/overons');
  });

  it('decodes segments and refuses malformed escapes', () => {
    expect(decodeSegments(['caf%C3%A9'])).toEqual(['café']);
    expect(decodeSegments(['%E0%A4%A'])).toBeNull();
  });
});
