import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { documentsFor, evaluateQuery, parseQuery, type Perspective } from './query';
import { getDocument, type DocumentChange, type LakeDocument } from './store';
import { MAX_SYNC_TAGS, publishedChangeSyncTags, QueryReads, transactionSyncTags } from './sync-tags';
import { configureLakeForTests } from './test-host';
import { runActions, runMutations, type CommittedTransaction } from './transactions';

const contentDir = mkdtempSync(path.join(tmpdir(), 'stroomplein-sync-tags-'));
cpSync('content', contentDir, { recursive: true });
configureLakeForTests(contentDir);
afterAll(() => rmSync(contentDir, { recursive: true, force: true }));

const editor = { identity: 'redacteur-uid' };

/** The sync tags of a query's answer, as the query endpoint gives them. */
async function tagsOf(
  query: string,
  params: Record<string, unknown> = {},
  perspective: Perspective = 'published',
  documents: LakeDocument[] = documentsFor(perspective),
) {
  const tree = parseQuery(query, params);
  const reads = new QueryReads(documents);
  const result = await evaluateQuery(tree, query, params, documents, reads.dereference);
  return { result, tags: reads.syncTags(tree, perspective) };
}

/** Whether a transaction's live message (published tags, or all with includeDrafts) names one of `tags`. */
function invalidates(
  changes: DocumentChange[] | CommittedTransaction,
  tags: string[],
  includeDrafts = false,
) {
  const { published, drafts } = transactionSyncTags('changes' in changes ? changes.changes : changes);
  const heard = new Set<string>(includeDrafts ? [...published, ...drafts] : published);
  return tags.some((tag) => heard.has(tag));
}

/** The page query of the site, in short: a page by its path, with the FAQ items its blocks point at. */
const PAGE_BY_PATH = `*[_type in ["page", "legalPage"] && slug.current == $path && !(_id in path("drafts.**"))][0]{
  _id, title, "faqs": blocks[_type == "faq"][0].items[]->{ _id, question }
}`;

describe('sync tags of the local Content Lake', () => {
  it('invalidates a filter by the creation of a document it could newly match', async () => {
    const byType = await tagsOf('*[_type == "faqItem" && question match "zon*"]{question}');
    const bySlug = await tagsOf('*[slug.current == $path][0]._id', { path: 'nieuw-hier' });
    const unnarrowed = await tagsOf('count(*[question match "nieuw*"])');
    expect(bySlug.result).toBeNull();
    const created = await runMutations(
      [
        { create: { _id: 'faq-nieuw', _type: 'faqItem', question: 'Zonnepanelen?' } },
        { create: { _id: 'page-nieuw', _type: 'page', title: 'Nieuw', slug: { current: 'nieuw-hier' } } },
      ],
      editor,
    );
    expect(invalidates(created, byType.tags)).toBe(true);
    expect(invalidates(created, bySlug.tags)).toBe(true);
    expect(invalidates(created, unnarrowed.tags)).toBe(true);
    // A document of another type, at another path, changes none of the narrowed ones.
    const glossary = await runMutations(
      [{ create: { _id: 'glossary-nieuw', _type: 'glossaryTerm', term: 'Nieuw' } }],
      editor,
    );
    expect(invalidates(glossary, byType.tags)).toBe(false);
    expect(invalidates(glossary, bySlug.tags)).toBe(false);
    expect(invalidates(glossary, unnarrowed.tags)).toBe(true);
  });

  it('keeps a page by its path apart from the others, and follows the FAQ items it dereferenced', async () => {
    const energy = await tagsOf(PAGE_BY_PATH, { path: 'energie-delen' });
    const about = await tagsOf(PAGE_BY_PATH, { path: 'overons' });
    expect((energy.result as { faqs: { _id: string }[] }).faqs.map(({ _id }) => _id)).toContain(
      'faq-brussel',
    );

    const faq = await runMutations(
      [{ patch: { id: 'faq-brussel', set: { question: 'En in Brussel?' } } }],
      editor,
    );
    expect(invalidates(faq, energy.tags)).toBe(true);
    expect(invalidates(faq, about.tags)).toBe(false);

    const page = await runMutations(
      [{ patch: { id: 'page-overons', set: { title: 'Wie we zijn' } } }],
      editor,
    );
    expect(invalidates(page, about.tags)).toBe(true);
    expect(invalidates(page, energy.tags)).toBe(false);
    // Moved to the other's path, a page changes what that path shows.
    const moved = await runMutations(
      [{ patch: { id: 'page-overons', set: { 'slug.current': 'energie-delen' } } }],
      editor,
    );
    expect(invalidates(moved, energy.tags)).toBe(true);
    await runMutations([{ patch: { id: 'page-overons', set: { 'slug.current': 'overons' } } }], editor);
  });

  it('never touches a published tag with a draft or a version', async () => {
    const published = await tagsOf(PAGE_BY_PATH, { path: 'energie-delen' });
    const drafts = await tagsOf(PAGE_BY_PATH, { path: 'energie-delen' }, 'drafts');
    expect(published.tags.some((tag) => drafts.tags.includes(tag))).toBe(false);

    const edit = await runActions(
      [
        {
          actionType: 'sanity.action.document.edit',
          draftId: 'drafts.page-energie-delen',
          publishedId: 'page-energie-delen',
          patch: { set: { title: 'Energie delen (concept)' } },
        },
      ],
      editor,
    );
    expect(transactionSyncTags(edit.changes).published).toEqual([]);
    expect(invalidates(edit, published.tags, true)).toBe(false);
    expect(invalidates(edit, drafts.tags, true)).toBe(true);

    const version = getDocument('page-energie-delen')!;
    const inRelease = [{ id: 'versions.rZomer.page-energie-delen', before: null, after: version }];
    expect(transactionSyncTags(inRelease).published).toEqual([]);

    const publish = await runActions(
      [
        {
          actionType: 'sanity.action.document.publish',
          draftId: 'drafts.page-energie-delen',
          publishedId: 'page-energie-delen',
        },
      ],
      editor,
    );
    expect(invalidates(publish, published.tags)).toBe(true);
  });

  it('follows the copy a stacked perspective reads when a draft appears over its published document', async () => {
    // Published at "overons"; a draft that moves it elsewhere takes it away from that path under drafts.
    const atPath = await tagsOf('*[slug.current == "overons"][0]._id', {}, 'drafts');
    expect(atPath.result).toBe('page-overons');
    const draft = {
      ...getDocument('page-overons')!,
      _id: 'drafts.page-overons',
      slug: { current: 'elders' },
    };
    const created = await runMutations([{ create: draft }], editor);
    expect(invalidates(created, atPath.tags, true)).toBe(true);
    expect((await tagsOf('*[slug.current == "overons"][0]._id', {}, 'drafts')).result).toBeNull();
    await runMutations([{ delete: { id: 'drafts.page-overons' } }], editor);
  });

  it('answers at most 128 tags for a query that reads 10,000 documents, and stays sound', async () => {
    const items: LakeDocument[] = Array.from({ length: 10_000 }, (_, index) => ({
      _id: `item-${index}`,
      _type: 'faqItem',
      question: `Vraag ${index}`,
    }));
    const list = {
      _id: 'lijst',
      _type: 'page',
      items: items.map(({ _id }) => ({ _type: 'reference', _ref: _id })),
    };
    const dataset = [list, ...items];
    const dereferencing = await tagsOf('*[_id == "lijst"][0].items[]->question', {}, 'published', dataset);
    const byIds = await tagsOf(
      '*[_id in $ids].question',
      { ids: items.map(({ _id }) => _id) },
      'published',
      dataset,
    );
    const everything = await tagsOf('*{_id}', {}, 'published', dataset);
    expect((dereferencing.result as string[]).length).toBe(10_000);
    for (const { tags } of [dereferencing, byIds, everything]) {
      expect(tags.length).toBeGreaterThan(0);
      expect(tags.length).toBeLessThanOrEqual(MAX_SYNC_TAGS);
      expect(tags.every((tag) => tag.length <= 256 && tag.startsWith('s1:'))).toBe(true);
    }
    const edit = [{ id: 'item-9876', before: items[9876]!, after: { ...items[9876]!, question: 'Anders' } }];
    expect(invalidates(edit, dereferencing.tags)).toBe(true);
    expect(invalidates(edit, byIds.tags)).toBe(true);
    expect(invalidates(edit, everything.tags)).toBe(true);
  });

  it('reads references to documents that do not exist yet, and their creation invalidates', async () => {
    const missing = await tagsOf(
      '*[_id == "page-energie-delen"][0]{ "extra": { "_ref": "faq-later" }->question }',
    );
    const created = await runMutations(
      [{ create: { _id: 'faq-later', _type: 'faqItem', question: 'Later?' } }],
      editor,
    );
    expect(invalidates(created, missing.tags)).toBe(true);
  });

  it('works out from a webhook’s document (id, type, paths) the tags a read of its page carries, and no other page’s', async () => {
    const page = await tagsOf(PAGE_BY_PATH, { path: 'kopersinformatie' });
    const other = await tagsOf(PAGE_BY_PATH, { path: 'overons' });
    const told = publishedChangeSyncTags('page-kopersinformatie', 'page', ['kopersinformatie']);
    expect(told.some((tag) => page.tags.includes(tag))).toBe(true);
    expect(told.some((tag) => other.tags.includes(tag))).toBe(false);
    // The same tags as the commit of that change gives.
    const document = getDocument('page-kopersinformatie')!;
    expect(
      new Set(transactionSyncTags([{ id: document._id, before: document, after: document }]).published),
    ).toEqual(new Set(told));
  });
});
