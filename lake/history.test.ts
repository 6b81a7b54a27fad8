import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { applyPatch } from 'mendoza';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DATASET_AUTHOR,
  DELETED_LIST_DAYS,
  deletedDocuments,
  documentsAt,
  historyAuthors,
  transactionLines,
} from './history';
import { compactHistoryLog, historyLogPath, readHistoryLog } from './history-log.mjs';
import { publishedIdOf } from './ids';
import { getDocument } from './store';
import { configureLakeForTests } from './test-host';
import { runActions, runMutations } from './transactions';

// History is written beside the dataset: every test here works on a copy of content/.
const contentDir = mkdtempSync(path.join(tmpdir(), 'stroomplein-history-'));
cpSync('content', contentDir, { recursive: true });
configureLakeForTests(contentDir);

afterAll(() => rmSync(contentDir, { recursive: true, force: true }));

const editor = { identity: 'redacteur-uid', authorName: 'Roos Redacteur' };
const PAGE = 'page-overons';
const DRAFT = `drafts.${PAGE}`;
const logFile = historyLogPath(contentDir);

interface Line {
  id: string;
  author: string;
  timestamp: string;
  documentIDs: string[];
  effects: Record<string, { apply: unknown[]; revert: unknown[] }>;
}

/** A document as the Studio applies effects to it: without `_rev`. */
function withoutRev(document: object | undefined | null) {
  if (!document) return null;
  const rest: { _rev?: string } = { ...document };
  delete rest._rev;
  return rest;
}

const translog = (ids: string[], options: Partial<Parameters<typeof transactionLines>[0]> = {}) =>
  transactionLines({
    ids,
    reverse: true,
    effects: true,
    mutations: false,
    identifiedOnly: true,
    ...options,
  }).map((line) => JSON.parse(line) as Line);

async function editAndPublish(title: string, transactionId: string) {
  await runActions(
    [
      {
        actionType: 'sanity.action.document.edit',
        draftId: DRAFT,
        publishedId: PAGE,
        patch: { set: { title } },
      },
    ],
    { ...editor, transactionId: `${transactionId}-edit` },
  );
  await runActions([{ actionType: 'sanity.action.document.publish', draftId: DRAFT, publishedId: PAGE }], {
    ...editor,
    transactionId: `${transactionId}-publish`,
  });
}

describe('local Content Lake: history', () => {
  it('starts a bundled document at its dataset revision, so the timeline aligns before any edit', async () => {
    const document = getDocument('page-declarations')!;
    const lines = translog(['page-declarations', 'drafts.page-declarations']);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ id: document._rev, author: DATASET_AUTHOR.id });
    expect(lines[0]!.effects['page-declarations']).toEqual({
      apply: [0, withoutRev(document)],
      revert: [0, null],
    });
  });

  it('logs every edit and publish with its author, newest first, with effects that rebuild each revision', async () => {
    // A page with a draft left over (made here: the bundled dataset holds none), thrown away first so each edit
    // starts from the published page.
    const leftover = { ...getDocument(PAGE)!, _id: DRAFT, title: 'Over ons (concept)' };
    await runMutations([{ createOrReplace: leftover }], { ...editor, transactionId: 'tx-draft' });
    await runActions([{ actionType: 'sanity.action.document.discard', draftId: DRAFT }], {
      ...editor,
      transactionId: 'tx-discard',
    });
    await editAndPublish('Over ons — eerste', 'tx-1');
    await editAndPublish('Over ons — tweede', 'tx-2');
    await editAndPublish('Over ons — derde', 'tx-3');

    const lines = translog([PAGE, DRAFT]);
    expect(lines.map(({ id }) => id).slice(0, 7)).toEqual([
      'tx-3-publish',
      'tx-3-edit',
      'tx-2-publish',
      'tx-2-edit',
      'tx-1-publish',
      'tx-1-edit',
      'tx-discard',
    ]);
    expect(lines[0]).toMatchObject({ author: 'redacteur-uid' });
    expect(lines[0]?.documentIDs.toSorted()).toEqual([DRAFT, PAGE]);
    expect(historyAuthors().get('redacteur-uid')).toBe('Roos Redacteur');

    // What the Studio's timeline does: start from the current documents (without `_rev`) and apply each revert,
    // newest first; each revision's apply leads forward again.
    let published: unknown = withoutRev(getDocument(PAGE));
    const titles: unknown[] = [];
    for (const line of lines) {
      const effect = line.effects[PAGE];
      if (!effect) continue;
      const earlier = applyPatch(published as never, effect.revert as never);
      expect(applyPatch(earlier as never, effect.apply as never)).toEqual(published);
      published = earlier;
      titles.push((published as { title?: string } | null)?.title ?? null);
    }
    // Only what changed travels: a publish changes the published page's title and timestamp, not its blocks.
    expect(JSON.stringify(lines[0]!.effects[PAGE]!.apply).length).toBeLessThan(200);
    expect(titles.slice(0, 2)).toEqual(['Over ons — tweede', 'Over ons — eerste']);
    expect(titles.at(-1)).toBeNull();
  });

  it('pages through the log with inclusive bounds, as the Studio fetches older chunks', async () => {
    const all = translog([PAGE, DRAFT]).map(({ id }) => id);
    const older = translog([PAGE, DRAFT], { toTransaction: 'tx-2-edit', limit: 2 }).map(({ id }) => id);
    expect(older).toEqual(['tx-2-edit', 'tx-1-publish']);
    const forward = translog([PAGE, DRAFT], { reverse: false, fromTransaction: 'tx-3-edit' });
    expect(forward.map(({ id }) => id)).toEqual(['tx-3-edit', 'tx-3-publish']);
    expect(all.length).toBeGreaterThan(7);
  });

  it('reads a document at any revision and restores it as the draft', async () => {
    const [first] = documentsAt([PAGE, DRAFT], { revision: 'tx-1-publish' });
    expect(first).toMatchObject({ _id: PAGE, _rev: 'tx-1-publish', title: 'Over ons — eerste' });
    const atTime = documentsAt([PAGE], { time: new Date().toISOString() });
    expect(atTime[0]).toMatchObject({ title: 'Over ons — derde' });

    // The Studio's "Herstellen": the old revision written as the draft.
    const restored = { ...first! };
    delete restored._updatedAt;
    await runActions(
      [
        {
          actionType: 'sanity.action.document.replaceDraft',
          publishedId: PAGE,
          attributes: { ...restored, _id: DRAFT },
        },
      ],
      { ...editor, transactionId: 'tx-restore' },
    );
    expect(getDocument(DRAFT)).toMatchObject({ title: 'Over ons — eerste', _rev: 'tx-restore' });
  });

  it('keeps a deleted document restorable at its last revision', async () => {
    await runActions([{ actionType: 'sanity.action.document.delete', publishedId: PAGE }], {
      ...editor,
      transactionId: 'tx-delete',
    });
    expect(getDocument(PAGE)).toBeNull();
    // As the Studio picks it: the draft's last revision before the published one's.
    const revisions = documentsAt([PAGE, DRAFT], { lastRevision: true });
    const last = revisions.find(({ _id }) => _id === DRAFT);
    expect(revisions.find(({ _id }) => _id === PAGE)).toMatchObject({ title: 'Over ons — derde' });
    expect(last).toMatchObject({ _id: DRAFT, title: 'Over ons — eerste' });
    await runActions(
      [
        {
          actionType: 'sanity.action.document.create',
          publishedId: PAGE,
          attributes: { ...last!, _id: DRAFT },
          ifExists: 'fail',
        },
      ],
      { ...editor, transactionId: 'tx-undelete' },
    );
    expect(getDocument(DRAFT)).toMatchObject({ title: 'Over ons — eerste' });
  });

  it('survives a line torn by a crash: it is skipped and the next transaction is logged whole', async () => {
    appendFileSync(logFile, '{"id":"tx-torn","timestamp":"2026');
    await editAndPublish('Over ons — na de crash', 'tx-4');
    const log = readHistoryLog(logFile);
    expect(log.skipped).toBe(1);
    expect(log.entries.at(-1)?.id).toBe('tx-4-publish');
    expect(translog([PAGE, DRAFT])[0]?.id).toBe('tx-4-publish');
  });

  it('compacts to the last revisions of each document, and the rest still rebuilds exactly', async () => {
    const before = readFileSync(logFile, 'utf8').length;
    const { dropped } = compactHistoryLog(logFile, 3);
    expect(dropped).toBeGreaterThan(0);
    expect(readFileSync(logFile, 'utf8').length).toBeLessThan(before);
    const lines = translog([PAGE, DRAFT]);
    expect(lines[0]?.id).toBe('tx-4-publish');
    let published: unknown = withoutRev(getDocument(PAGE));
    for (const line of lines) {
      const effect = line.effects[PAGE];
      if (effect) published = applyPatch(published as never, effect.revert as never);
    }
    expect(published).toBeNull();
  });
});

describe('deleted documents', () => {
  const createPage = (id: string, title: string) =>
    runMutations(
      [
        { createOrReplace: { _id: id, _type: 'page', title } },
        { createOrReplace: { _id: `drafts.${id}`, _type: 'page', title: `${title} (concept)` } },
      ],
      editor,
    );

  it('lists a page whose published document and draft are gone, with its title, who deleted it and when', async () => {
    await createPage('verwijderd-weg', 'Weg ermee');
    await runMutations([{ delete: { id: 'verwijderd-weg' } }, { delete: { id: 'drafts.verwijderd-weg' } }], {
      identity: 'tweede-uid',
      authorName: 'Sofie Maes',
    });
    const listed = deletedDocuments().find(({ id }) => id === 'verwijderd-weg');
    expect(listed).toMatchObject({
      type: 'page',
      title: 'Weg ermee',
      // Its draft went last: the Studio opens it at the draft's last edit, which its restore brings back.
      revision: '@lastEdited',
      deletedBy: 'Sofie Maes',
    });
    expect(Date.now() - Date.parse(listed!.deletedAt)).toBeLessThan(60_000);
    // 90 days later it has left the list.
    const later = Date.now() + (DELETED_LIST_DAYS + 1) * 24 * 60 * 60 * 1000;
    expect(deletedDocuments(later).map(({ id }) => id)).not.toContain('verwijderd-weg');
  });

  it.each([
    ['deleted without a draft at its published version', 'verwijderd-gepubliceerd', '@lastPublished'],
    ['never published at its last edit', 'drafts.verwijderd-ontwerp', '@lastEdited'],
  ])('opens a page %s', async (_, documentId, revision) => {
    await runMutations(
      [{ createOrReplace: { _id: documentId, _type: 'page', title: 'Verwijderd' } }],
      editor,
    );
    await runMutations([{ delete: { id: documentId } }], editor);
    expect(deletedDocuments().find(({ id }) => id === publishedIdOf(documentId))?.revision).toBe(revision);
  });

  it('names a deleted redirect by its two paths', async () => {
    await runMutations(
      [
        {
          createOrReplace: {
            _id: 'verwijderd-doorverwijzing',
            _type: 'redirect',
            source: '/oud',
            destination: '/nieuw',
          },
        },
      ],
      editor,
    );
    await runMutations([{ delete: { id: 'verwijderd-doorverwijzing' } }], editor);
    expect(deletedDocuments().find(({ id }) => id === 'verwijderd-doorverwijzing')?.title).toBe(
      '/oud → /nieuw',
    );
  });

  it('leaves out a discarded draft of a page that stays published, and a page once it is restored', async () => {
    await createPage('verwijderd-concept', 'Blijft staan');
    await runMutations([{ delete: { id: 'drafts.verwijderd-concept' } }], editor);
    await createPage('verwijderd-terug', 'Komt terug');
    await runMutations(
      [{ delete: { id: 'verwijderd-terug' } }, { delete: { id: 'drafts.verwijderd-terug' } }],
      editor,
    );
    expect(deletedDocuments().map(({ id }) => id)).toContain('verwijderd-terug');
    await runMutations(
      [{ create: { _id: 'drafts.verwijderd-terug', _type: 'page', title: 'Komt terug' } }],
      editor,
    );
    const ids = deletedDocuments().map(({ id }) => id);
    expect(ids).not.toContain('verwijderd-concept');
    expect(ids).not.toContain('verwijderd-terug');
  });
});
