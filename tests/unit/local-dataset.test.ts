import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { parseNdjson } from '@/lake/dataset-files';
import { decodeSegments, isValidPagePath, toHref, toPagePath } from '@/lib/domain/content/paths';
import { pageByPathQuery, routeCopyQuery } from '@/lib/shared/content/queries';

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
  { _id: 'versions.rzomer.page-a', _type: 'page', title: 'A (zomer)', slug: { current: 'energie-delen' } },
  { _id: 'versions.rzomer.page-actie', _type: 'page', title: 'Zomeractie', slug: { current: 'zomeractie' } },
  { _id: 'versions.rzomer.legal-1', _type: 'legalPage', _system: { delete: true } },
  { _id: 'versions.rander.page-a', _type: 'page', title: 'A (ander)', slug: { current: 'energie-delen' } },
];

let local: typeof import('@/lib/server/content/local-dataset');

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'stroomplein-content-'));
  writeFileSync(
    path.join(dir, 'dataset.ndjson'),
    documents.map((document) => JSON.stringify(document)).join('\n'),
  );
  vi.stubEnv('STROOMPLEIN_CONTENT_DIR', dir);
  local = await import('@/lib/server/content/local-dataset');
});

describe('bundled dataset backend', () => {
  it('finds a page by path through the index, with references resolved', () => {
    const page = local.queryLocalDataset<{ title: string; blocks: { items: { question: string }[] }[] }>(
      pageByPathQuery,
      { path: 'energie-delen' },
      { onlyPath: 'energie-delen' },
    );
    expect(page.title).toBe('A');
    expect(page.blocks[0]!.items[0]!.question).toBe('Wat is energie delen?');
  });

  it('finds nested legal pages and nothing for unknown or draft-only paths', () => {
    expect(
      local.queryLocalDataset<{ _type: string }>(
        pageByPathQuery,
        { path: 'gebruikersinformatie/privacyverklaring' },
        {
          onlyPath: 'gebruikersinformatie/privacyverklaring',
        },
      )._type,
    ).toBe('legalPage');
    expect(local.queryLocalDataset(pageByPathQuery, { path: 'nieuw' }, { onlyPath: 'nieuw' })).toBeNull();
    expect(
      local.queryLocalDataset(pageByPathQuery, { path: 'bestaat-niet' }, { onlyPath: 'bestaat-niet' }),
    ).toBeNull();
  });

  it('gives the same answer with and without the path index (same query text as hosted)', () => {
    expect(local.queryLocalDataset(pageByPathQuery, { path: 'energie-delen' })).toEqual(
      local.queryLocalDataset(pageByPathQuery, { path: 'energie-delen' }, { onlyPath: 'energie-delen' }),
    );
  });

  it('excludes drafts from visitor queries', () => {
    expect(local.queryLocalDataset<{ title: string }>(pageByPathQuery, { path: 'energie-delen' }).title).toBe(
      'A',
    );
    expect(local.queryLocalDataset<{ title: string }>(routeCopyQuery, { route: 'contact' }).title).toBe(
      'Contacteer ons',
    );
  });

  it('shows drafts in place of their published documents in the drafts perspective (draft mode)', () => {
    const drafts = { perspective: 'drafts' } as const;
    const draft = local.queryLocalDataset<{ _id: string; title: string; blocks: unknown }>(
      pageByPathQuery,
      { path: 'energie-delen' },
      { onlyPath: 'energie-delen', ...drafts },
    );
    expect(draft).toMatchObject({ _id: 'page-a', title: 'A (concept)' });
    expect(
      local.queryLocalDataset<{ title: string }>(
        pageByPathQuery,
        { path: 'nieuw' },
        { onlyPath: 'nieuw', ...drafts },
      ).title,
    ).toBe('Nog niet gepubliceerd');
    // The published view is untouched.
    expect(
      local.queryLocalDataset<{ title: string }>(
        pageByPathQuery,
        { path: 'energie-delen' },
        { onlyPath: 'energie-delen' },
      ).title,
    ).toBe('A');
  });

  it('previews a release: its versions over the drafts, stacked leftmost first, its unpublishing applied', () => {
    const title = (
      path: string,
      perspective: import('@/lib/server/content/local-dataset').LocalPerspective,
    ) =>
      local.queryLocalDataset<{ title: string } | null>(
        pageByPathQuery,
        { path },
        { onlyPath: path, perspective },
      )?.title;
    const summer = { releases: ['rzomer'] };
    expect(title('energie-delen', summer)).toBe('A (zomer)');
    expect(title('zomeractie', summer)).toBe('Zomeractie');
    expect(title('nieuw', summer)).toBe('Nog niet gepubliceerd');
    expect(title('gebruikersinformatie/privacyverklaring', summer)).toBeUndefined();
    expect(title('energie-delen', { releases: ['rander', 'rzomer'] })).toBe('A (ander)');
    expect(title('energie-delen', { releases: ['rzomer', 'rander'] })).toBe('A (zomer)');
    // Visitors and plain draft mode see none of it; no version or release document leaks under its own id.
    expect(title('zomeractie', 'published')).toBeUndefined();
    expect(title('zomeractie', 'drafts')).toBeUndefined();
    expect(title('gebruikersinformatie/privacyverklaring', 'published')).toBe('Privacy');
    const ids = local.queryLocalDataset<string[]>('*[]._id', {}, { perspective: summer });
    expect(ids.filter((id) => id.includes('.'))).toEqual([]);
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
