import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { applyPatch } from 'mendoza';
import { afterAll, describe, expect, it } from 'vitest';
import type { LakeRequest } from './data-api';
import {
  DATASET_AUTHOR,
  documentEvents,
  documentsAt,
  transactionLines,
  type DocumentGroupEvent,
} from './history';
import { findRoute } from './routes';
import { getDocument } from './store';
import { configureLakeForTests, refusal } from './test-host';
import { runActions, runMutations } from './transactions';

// Events are read from the transaction log beside the dataset: every test here works on a copy of content/.
const contentDir = mkdtempSync(path.join(tmpdir(), 'stroomplein-events-'));
cpSync('content', contentDir, { recursive: true });
configureLakeForTests(contentDir);
afterAll(() => rmSync(contentDir, { recursive: true, force: true }));

const editor = { identity: 'redacteur-uid', authorName: 'Roos Redacteur' };
const PAGE = 'gebeurtenissen-pagina';
const DRAFT = `drafts.${PAGE}`;

const act = (transactionId: string, action: Record<string, unknown>) =>
  runActions([action], { ...editor, transactionId });
const edit = (transactionId: string, title: string) =>
  act(transactionId, {
    actionType: 'sanity.action.document.edit',
    draftId: DRAFT,
    publishedId: PAGE,
    patch: { set: { title } },
  });
const publish = (transactionId: string) =>
  act(transactionId, { actionType: 'sanity.action.document.publish', draftId: DRAFT, publishedId: PAGE });

const eventsOf = (id: string) => documentEvents([id]).events[id]!;
/** What an event is and the revisions it names, in a line a failing test shows whole. */
const summary = (event: DocumentGroupEvent) =>
  [
    event.type,
    'versionId' in event ? event.versionId : '-',
    'versionRevisionId' in event ? event.versionRevisionId : '-',
    'revisionId' in event ? event.revisionId : '-',
  ].join(' ');

/**
 * The revision the Studio selects an event by (its `addEventId`): a publish by the published document's revision in
 * the published document's history, by the draft's (or version's) last revision in theirs; a creation by the
 * version's first revision; a live edit by the published document's revision.
 */
function revisionShown(event: DocumentGroupEvent, viewing: 'published' | 'variant'): string | null {
  if (event.type === 'publishDocumentVersion')
    return viewing === 'published' ? event.revisionId : event.versionRevisionId;
  if (event.type === 'createDocumentVersion') return viewing === 'variant' ? event.versionRevisionId : null;
  if (event.type === 'createLiveDocument' || event.type === 'updateLiveDocument') return event.revisionId;
  return null;
}

/** A document as the Studio applies effects to it: without `_rev`. */
function withoutRev(document: object | undefined | null) {
  if (!document) return null;
  const rest: { _rev?: string } = { ...document };
  delete rest._rev;
  return rest;
}

describe('local Content Lake: document events', () => {
  it('a page made, edited and published twice: each publish names the draft revision it published and the revision it made', async () => {
    await act('ev-create', {
      actionType: 'sanity.action.document.create',
      publishedId: PAGE,
      attributes: { _id: DRAFT, _type: 'page', title: 'Versie 1' },
      ifExists: 'fail',
    });
    await edit('ev-edit-1', 'Versie 1, nagekeken');
    await publish('ev-publish-1');
    // The first edit after a publish makes the draft again (copy on write).
    await edit('ev-edit-2', 'Versie 2');
    await publish('ev-publish-2');

    // The published page's history, newest first: its two publishes, each of the draft.
    const published = eventsOf(PAGE);
    expect(published.map(summary)).toEqual([
      `publishDocumentVersion ${DRAFT} ev-edit-2 ev-publish-2`,
      `publishDocumentVersion ${DRAFT} ev-edit-1 ev-publish-1`,
    ]);
    expect(published[0]).toEqual({
      author: 'redacteur-uid',
      type: 'publishDocumentVersion',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
      documentId: PAGE,
      revisionId: 'ev-publish-2',
      releaseId: '',
      versionId: DRAFT,
      versionRevisionId: 'ev-edit-2',
      publishCause: 'document.publish',
    });
    expect(getDocument(PAGE)?._rev).toBe('ev-publish-2');

    // The draft's history: its creations and publishes (its edits the Studio reads from the translog).
    expect(eventsOf(DRAFT).map(summary)).toEqual([
      `publishDocumentVersion ${DRAFT} ev-edit-2 ev-publish-2`,
      `createDocumentVersion ${DRAFT} ev-edit-2 -`,
      `publishDocumentVersion ${DRAFT} ev-edit-1 ev-publish-1`,
      `createDocumentVersion ${DRAFT} ev-create -`,
    ]);
    expect(eventsOf(DRAFT).every(({ documentId }) => documentId === PAGE)).toBe(true);
  });

  it('after the second publish, "Wijzigingen beoordelen" opens on the last change, in either history', async () => {
    // What the Studio does when its status line opens the review (no `rev`, since `@lastPublished`): the newest event
    // is a publish, so that is the revision shown, and the publish before it is where the comparison starts. It reads
    // the draft's history in the drafts perspective (its default, the draft gone or not), the published page's in the
    // published perspective.
    for (const [id, viewing] of [
      [DRAFT, 'variant'],
      [PAGE, 'published'],
    ] as const) {
      const events = eventsOf(id);
      const rev = revisionShown(events[0]!, viewing)!;
      const earlier = events.slice(1).find((event) => event.type === 'publishDocumentVersion')!;
      const since = revisionShown(earlier, viewing)!;
      const [to] = documentsAt([id], { revision: rev });
      const [from] = documentsAt([id], { revision: since });
      expect(to, id).toMatchObject({ _rev: rev, title: 'Versie 2' });
      expect(from, id).toMatchObject({ _rev: since, title: 'Versie 1, nagekeken' });
      // The translog between the two (the Studio leaves out the first), applied to the earlier, gives the later.
      const between = transactionLines({
        ids: [id],
        reverse: false,
        fromTransaction: since,
        toTransaction: rev,
        effects: true,
        mutations: false,
        identifiedOnly: true,
      }).map((line) => JSON.parse(line) as { id: string; effects: Record<string, { apply: unknown }> });
      expect(between[0]?.id).toBe(since);
      expect(between.at(-1)?.id).toBe(rev);
      let document: unknown = withoutRev(from);
      for (const { effects } of between.slice(1))
        document = applyPatch(document as never, effects[id]!.apply as never);
      expect(document, id).toEqual(withoutRev(to));
    }
  });

  it("every revision an event is selected by is one the history can read; the draft's edits start from a revision its translog knows", async () => {
    for (const [id, viewing] of [
      [PAGE, 'published'],
      [DRAFT, 'variant'],
    ] as const) {
      for (const event of eventsOf(id)) {
        const revision = revisionShown(event, viewing);
        if (revision === null) continue;
        expect(documentsAt([id], { revision }), `${id} at ${revision}`).toEqual([
          expect.objectContaining({ _id: id, _rev: revision }),
        ]);
      }
    }
    // The Studio's edit events start at the newest creation of the draft: the translog knows it, and gives what follows.
    const baseline = eventsOf(DRAFT).find((event) => event.type === 'createDocumentVersion')!;
    expect('versionRevisionId' in baseline && baseline.versionRevisionId).toBe('ev-edit-2');
    const fromBaseline = (fromTransaction: string) =>
      transactionLines({
        ids: [DRAFT],
        reverse: false,
        fromTransaction,
        effects: true,
        mutations: false,
        identifiedOnly: true,
      }).map((line) => (JSON.parse(line) as { id: string }).id);
    expect(fromBaseline('ev-edit-2')).toEqual(['ev-edit-2', 'ev-publish-2']);
    // Without a baseline the Studio asks `fromTransaction=` (empty): the whole translog, not a refusal.
    expect(fromBaseline('')[0]).toBe('ev-create');
  });

  it('a discarded draft, an unpublish, a publish again and the deletion each show in the histories they belong to', async () => {
    await edit('ev-edit-3', 'Versie 3, verworpen');
    await act('ev-discard', { actionType: 'sanity.action.document.discard', draftId: DRAFT });
    await act('ev-unpublish', {
      actionType: 'sanity.action.document.unpublish',
      draftId: DRAFT,
      publishedId: PAGE,
    });
    await publish('ev-publish-3');
    await act('ev-delete', { actionType: 'sanity.action.document.delete', publishedId: PAGE });

    expect(eventsOf(PAGE).map(summary)).toEqual([
      'deleteDocumentGroup - - -',
      `publishDocumentVersion ${DRAFT} ev-unpublish ev-publish-3`,
      // The unpublish left the published page as the draft: that draft is where its history goes on.
      `unpublishDocument ${DRAFT} ev-unpublish -`,
      `publishDocumentVersion ${DRAFT} ev-edit-2 ev-publish-2`,
      `publishDocumentVersion ${DRAFT} ev-edit-1 ev-publish-1`,
    ]);
    expect(eventsOf(DRAFT).map(summary).slice(0, 5)).toEqual([
      'deleteDocumentGroup - - -',
      `publishDocumentVersion ${DRAFT} ev-unpublish ev-publish-3`,
      `unpublishDocument ${DRAFT} ev-unpublish -`,
      // A discard names the draft's last revision: the one the Studio shows for it.
      `deleteDocumentVersion ${DRAFT} ev-edit-3 -`,
      `createDocumentVersion ${DRAFT} ev-edit-3 -`,
    ]);
    // The deleted page's last revision is still there to restore.
    expect(documentsAt([PAGE], { lastRevision: true })[0]).toMatchObject({ title: 'Versie 2' });
  });

  it('a page never published goes with its draft as a deletion, not a discard', async () => {
    await runMutations(
      [{ create: { _id: 'drafts.gebeurtenissen-concept', _type: 'page', title: 'Concept' } }],
      {
        ...editor,
        transactionId: 'ev-concept',
      },
    );
    await act('ev-concept-weg', {
      actionType: 'sanity.action.document.delete',
      publishedId: 'gebeurtenissen-concept',
    });
    expect(eventsOf('drafts.gebeurtenissen-concept').map(summary)).toEqual([
      'deleteDocumentGroup - - -',
      'createDocumentVersion drafts.gebeurtenissen-concept ev-concept -',
    ]);
    expect(eventsOf('gebeurtenissen-concept').map(summary)).toEqual(['deleteDocumentGroup - - -']);
  });

  it('a document written published, as a live-edited type or a script writes it, is created and edited live', async () => {
    const id = 'gebeurtenissen-live';
    await runMutations([{ createOrReplace: { _id: id, _type: 'page', title: 'Live' } }], {
      ...editor,
      transactionId: 'ev-live-1',
    });
    await runMutations([{ patch: { id, set: { title: 'Live, bijgewerkt' } } }], {
      ...editor,
      transactionId: 'ev-live-2',
    });
    expect(eventsOf(id).map(summary)).toEqual([
      'updateLiveDocument - - ev-live-2',
      'createLiveDocument - - ev-live-1',
    ]);
    // The draft's history shows them too: the Studio opens a document without a draft on the draft's history.
    expect(eventsOf(`drafts.${id}`).map(summary)).toEqual([
      'updateLiveDocument - - ev-live-2',
      'createLiveDocument - - ev-live-1',
    ]);
    // A page that came with the dataset starts at its dataset revision, by the dataset's author.
    const bundled = getDocument('page-declarations')!;
    for (const asked of ['page-declarations', 'drafts.page-declarations']) {
      expect(eventsOf(asked), asked).toEqual([
        expect.objectContaining({
          type: 'createLiveDocument',
          revisionId: bundled._rev,
          author: DATASET_AUTHOR.id,
        }),
      ]);
    }
  });

  it('Historie of a page without a draft: the revision its event names opens, and the translog from it is empty', () => {
    const draft = 'drafts.page-declarations';
    const [origin] = eventsOf(draft);
    const revision = revisionShown(origin!, 'variant')!;
    // What the Studio asks when the event is picked: the draft's id at that revision, then its changes since.
    expect(documentsAt([draft], { revision })).toEqual([getDocument('page-declarations')]);
    const since = (fromTransaction: string) =>
      transactionLines({
        ids: [draft],
        reverse: false,
        fromTransaction,
        effects: true,
        mutations: false,
        identifiedOnly: true,
      });
    expect(since(revision)).toEqual([]);
    expect(() => since('geen-revisie')).toThrow(/hoort niet bij deze documenten/);
  });

  it('a release publishes its version: the published page and the version tell it, the draft does not', async () => {
    const run = (transactionId: string, ...actions: Record<string, unknown>[]) =>
      runActions(actions, { ...editor, transactionId });
    const version = 'versions.rlente.page-overons';
    await run('ev-release', {
      actionType: 'sanity.action.release.create',
      releaseId: 'rlente',
      metadata: { title: 'Lente', releaseType: 'asap' },
    });
    await run('ev-version', {
      actionType: 'sanity.action.document.version.create',
      publishedId: 'page-overons',
      baseId: 'page-overons',
      versionId: version,
    });
    await run('ev-version-edit', {
      actionType: 'sanity.action.document.edit',
      publishedId: 'page-overons',
      draftId: version,
      patch: { set: { title: 'Over ons in de lente' } },
    });
    await run('ev-release-publish', { actionType: 'sanity.action.release.publish', releaseId: 'rlente' });

    const [publishedEvent] = eventsOf('page-overons');
    expect(publishedEvent).toMatchObject({
      type: 'publishDocumentVersion',
      documentId: 'page-overons',
      revisionId: 'ev-release-publish',
      releaseId: 'rlente',
      versionId: version,
      versionRevisionId: 'ev-version-edit',
      publishCause: 'release.publish',
    });
    expect(eventsOf(version).map(summary)).toEqual([
      `publishDocumentVersion ${version} ev-version-edit ev-release-publish`,
      `createDocumentVersion ${version} ev-version -`,
    ]);
    // The draft's history holds only the page's origin in the dataset: no release publish.
    expect(eventsOf('drafts.page-overons').map(({ type }) => type)).toEqual(['createLiveDocument']);
    // The version's last revision stays readable for the Studio's view of the published release.
    expect(documentsAt([version], { revision: 'ev-version-edit' })[0]).toMatchObject({
      title: 'Over ons in de lente',
    });
  });

  it('a release published by its schedule says so', async () => {
    const publishAt = new Date(Date.now() - 1000).toISOString();
    const version = 'versions.rplan.page-declarations';
    await runActions(
      [
        { actionType: 'sanity.action.release.create', releaseId: 'rplan', metadata: { title: 'Plan' } },
        {
          actionType: 'sanity.action.document.version.create',
          publishedId: 'page-declarations',
          baseId: 'page-declarations',
          versionId: version,
        },
      ],
      editor,
    );
    await runActions(
      [{ actionType: 'sanity.action.release.schedule', releaseId: 'rplan', publishAt }],
      editor,
    );
    await runActions(
      [{ actionType: 'sanity.action.release.publish', releaseId: 'rplan', scheduledFor: publishAt }],
      editor,
    );
    expect(eventsOf('page-declarations')[0]).toMatchObject({
      type: 'publishDocumentVersion',
      versionId: version,
      publishCause: 'release.schedule',
    });
  });

  it('pages newest first with limit and an opaque nextCursor, empty after the last page', async () => {
    const all = eventsOf(PAGE);
    const seen: DocumentGroupEvent[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = documentEvents([PAGE], 2, cursor);
      seen.push(...page.events[PAGE]!);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(Math.ceil(all.length / 2));
    expect(seen).toEqual(all);
    // Several documents at once, each under its own id.
    const both = documentEvents([PAGE, 'gebeurtenissen-live']);
    expect(both.events[PAGE]).toEqual(all);
    expect(both.events['gebeurtenissen-live']).toHaveLength(2);
    expect(both.nextCursor).toBe('');
    await expect(refusal(() => documentEvents([PAGE], 2, 'geen-cursor'))).resolves.toMatchObject({
      status: 400,
    });
  });

  it('is served at /data/history/:ds/events/documents/:id, to editors only', async () => {
    const found = findRoute(
      'GET',
      `v2025-02-19/data/history/production/events/documents/${DRAFT}`.split('/'),
    );
    expect(found?.route).toBeTruthy();
    const ask = (query: string, identity: LakeRequest['identity']) => {
      const url = new URL(`http://lake.test/api/lake/v2025-02-19/${found!.path}${query}`);
      const context: LakeRequest = { request: new Request(url), url, identity, apiVersion: '2025-02-19' };
      return Promise.resolve(found!.route!.handler(context, found!.match));
    };
    const roos = { kind: 'editor', uid: 'redacteur-uid', email: 'roos@example.nl', name: 'Roos' } as const;
    const answer = await ask('?limit=3', roos);
    const body = (await answer.json()) as {
      events: Record<string, DocumentGroupEvent[]>;
      nextCursor: string;
    };
    expect(body.events[DRAFT]).toEqual(eventsOf(DRAFT).slice(0, 3));
    expect(body.nextCursor).not.toBe('');
    const rest = await ask(`?limit=100&nextCursor=${body.nextCursor}`, roos);
    expect(((await rest.json()) as typeof body).events[DRAFT]).toEqual(eventsOf(DRAFT).slice(3));
    await expect(refusal(() => ask('?limit=0', roos))).resolves.toMatchObject({ status: 400 });
    await expect(refusal(() => ask('', { kind: 'anonymous' }))).resolves.toMatchObject({ status: 401 });
  });
});
