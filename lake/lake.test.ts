import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { applyPatch, type RawPatch } from 'mendoza';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serveImage } from './assets';
import { fileVersion } from './dataset-files';
import { appendToHistoryLog, historyLogPath } from './history-log.mjs';
import { configureLake, lakeHost, type LakeMessage } from './host';
import { mutate } from './data-api';
import { addListener, announce } from './listeners';
import { receiveFromOtherInstance } from './other-instances';
import { isValidPreviewSecret } from './preview-secret';
import { documentsFor, parsePerspective, parseQuery, runQuery } from './query';
import { getDocument } from './store';
import { configureLakeForTests, refusal } from './test-host';
import { runActions, runMutations } from './transactions';

// The lake writes the dataset: every test here works on a copy of content/.
const contentDir = mkdtempSync(path.join(tmpdir(), 'stroomplein-lake-'));
cpSync('content', contentDir, { recursive: true });
configureLakeForTests(contentDir);

const datasetFile = path.join(contentDir, 'dataset.ndjson');
const storedIds = () =>
  readFileSync(datasetFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { _id: string })._id);

const editor = { identity: 'redacteur-uid' };

afterAll(() => rmSync(contentDir, { recursive: true, force: true }));

describe('local Content Lake: queries', () => {
  it('reads published documents, drafts overlaid, or everything, per perspective', async () => {
    // The draft is made here: the bundled dataset holds none.
    const published = getDocument('page-overons')!;
    await runMutations(
      [{ createOrReplace: { ...published, _id: 'drafts.page-overons', title: 'Over ons (concept)' } }],
      editor,
    );
    try {
      const title = '*[_id == "page-overons"][0].title';
      expect(await runQuery(title, {}, documentsFor('published'))).toBe('Over ons');
      expect(
        await runQuery('*[_id == "drafts.page-overons"][0]._id', {}, documentsFor('published')),
      ).toBeNull();
      expect(await runQuery(title, {}, documentsFor('drafts'))).toBe('Over ons (concept)');
      expect(await runQuery('*[_id == "page-overons"][0]._originalId', {}, documentsFor('drafts'))).toBe(
        'drafts.page-overons',
      );
      expect(await runQuery('count(*[_id in path("drafts.**")])', {}, documentsFor('raw'))).toBe(1);
    } finally {
      await runMutations([{ delete: { id: 'drafts.page-overons' } }], editor);
    }
    expect(parsePerspective('previewDrafts')).toBe('drafts');
    expect(parsePerspective(['drafts', 'published'])).toBe('drafts');
    for (const unknown of ['geheim', 'rABC,drafts', 'r/../x,drafts']) {
      await expect(refusal(() => parsePerspective(unknown))).resolves.toMatchObject({ status: 400 });
    }
  });

  it('answers the Studio list query with text::query, also when nobody searches', async () => {
    const list = '*[_type == "page" && [@, _id] match text::query($q)].title';
    const all = (await runQuery(list, { q: '*' }, documentsFor('drafts'))) as string[];
    expect(all.length).toBeGreaterThan(5);
    expect(await runQuery(list, { q: 'over*' }, documentsFor('drafts'))).toEqual(['Over ons']);
    expect(await runQuery(list, { q: 'over* -zon' }, documentsFor('drafts'))).toEqual(['Over ons']);
  });

  it('evaluates the functions groq-js has only asynchronously (diff::) beside the rest', async () => {
    const changed = 'diff::changedAny($before, $after, (title))';
    const params = { before: { title: 'Oud' }, after: { title: 'Nieuw' } };
    expect(await runQuery(changed, params, documentsFor('published'))).toBe(true);
    expect(await runQuery(changed, { ...params, after: params.before }, documentsFor('published'))).toBe(
      false,
    );
  });

  it('says in Dutch what is wrong with a query', async () => {
    const { status, message } = await refusal(() => runQuery('*[_type == ', {}, documentsFor('published')));
    expect(status).toBe(400);
    expect(message).toMatch(/^De GROQ-query is ongeldig/);
  });
});

describe('local Content Lake: actions', () => {
  it('edits copy-on-write, publishes with revision checks, and stores the result in the dataset file', async () => {
    const published = getDocument('page-declarations')!;
    const edit = await runActions(
      [
        {
          actionType: 'sanity.action.document.edit',
          draftId: 'drafts.page-declarations',
          publishedId: 'page-declarations',
          patch: { set: { title: 'Verklaringen (concept)' } },
        },
      ],
      { ...editor, transactionId: 'tx-edit' },
    );
    expect(edit.changes.map(({ id }) => id)).toEqual(['drafts.page-declarations']);
    const draft = getDocument('drafts.page-declarations')!;
    expect(draft).toMatchObject({
      title: 'Verklaringen (concept)',
      _rev: 'tx-edit',
      blocks: published.blocks,
    });
    expect(getDocument('page-declarations')!.title).toBe(published.title);

    const stale = await refusal(() =>
      runActions(
        [
          {
            actionType: 'sanity.action.document.publish',
            draftId: 'drafts.page-declarations',
            publishedId: 'page-declarations',
            ifPublishedRevisionId: 'een-oude-revisie',
          },
        ],
        editor,
      ),
    );
    expect(stale.status).toBe(409);
    expect(getDocument('drafts.page-declarations')).not.toBeNull();

    await runActions(
      [
        {
          actionType: 'sanity.action.document.publish',
          draftId: 'drafts.page-declarations',
          publishedId: 'page-declarations',
          ifPublishedRevisionId: published._rev,
        },
      ],
      { ...editor, transactionId: 'tx-publish' },
    );
    expect(getDocument('drafts.page-declarations')).toBeNull();
    expect(getDocument('page-declarations')).toMatchObject({
      title: 'Verklaringen (concept)',
      _rev: 'tx-publish',
    });
    const stored = readFileSync(datasetFile, 'utf8');
    expect(stored).toContain('"title":"Verklaringen (concept)"');
    expect(storedIds()).not.toContain('drafts.page-declarations');
  });

  it('creates, discards and deletes; an unknown action changes nothing', async () => {
    await runActions(
      [
        {
          actionType: 'sanity.action.document.create',
          publishedId: 'page-nieuw',
          attributes: { _id: 'drafts.page-nieuw', _type: 'page', title: 'Nieuw' },
          ifExists: 'fail',
        },
      ],
      editor,
    );
    expect(storedIds()).toContain('drafts.page-nieuw');
    const unknown = await refusal(() =>
      runActions(
        [
          { actionType: 'sanity.action.document.discard', draftId: 'drafts.page-nieuw' },
          { actionType: 'sanity.action.document.bestaatniet' },
        ],
        editor,
      ),
    );
    expect(unknown).toMatchObject({
      status: 400,
      message: 'Onbekende actie "sanity.action.document.bestaatniet".',
    });
    expect(getDocument('drafts.page-nieuw')).not.toBeNull();

    await runActions(
      [{ actionType: 'sanity.action.document.discard', draftId: 'drafts.page-nieuw' }],
      editor,
    );
    expect(storedIds()).not.toContain('drafts.page-nieuw');

    await runActions(
      [
        {
          actionType: 'sanity.action.document.delete',
          publishedId: 'page-sharingiscaring',
          includeDrafts: [],
        },
      ],
      editor,
    );
    expect(getDocument('page-sharingiscaring')).toBeNull();
  });
});

describe('local Content Lake: mutations', () => {
  it('applies every patch kind, and a transaction is all or nothing', async () => {
    await runMutations(
      [
        { createOrReplace: { _id: 'teller', _type: 'faqItem', question: 'Vraag', count: 1, list: ['a'] } },
        { patch: { id: 'teller', inc: { count: 2 } } },
        { patch: { id: 'teller', dec: { count: 1 } } },
        { patch: { id: 'teller', insert: { after: 'list[-1]', items: ['b'] } } },
        { patch: { id: 'teller', diffMatchPatch: { question: '@@ -1,5 +1,6 @@\n Vraag\n+?\n' } } },
        { patch: { id: 'teller', set: { answer: 'Ja' }, unset: ['list[0]'] } },
      ],
      editor,
    );
    expect(getDocument('teller')).toMatchObject({ question: 'Vraag?', count: 2, list: ['b'], answer: 'Ja' });

    const before = readFileSync(datasetFile, 'utf8');
    const conflict = await refusal(() =>
      runMutations(
        [{ patch: { id: 'teller', set: { count: 99 } } }, { create: { _id: 'teller', _type: 'faqItem' } }],
        editor,
      ),
    );
    expect(conflict.status).toBe(409);
    expect(getDocument('teller')!.count).toBe(2);
    expect(readFileSync(datasetFile, 'utf8')).toBe(before);
  });

  it('applies the array patches the Studio sends by _key, as recorded while an editor types', async () => {
    const ids = { draftId: 'drafts.sleutels', publishedId: 'sleutels' };
    const edit = (patch: Record<string, unknown>, transactionId?: string) =>
      runActions([{ actionType: 'sanity.action.document.edit', ...ids, patch }], {
        ...editor,
        transactionId,
      });
    await runActions(
      [
        {
          actionType: 'sanity.action.document.create',
          ...ids,
          attributes: { _id: ids.draftId, _type: 'page', title: 'Sleutels' },
        },
      ],
      editor,
    );
    const block = (key: string, text: string) => ({
      _type: 'block',
      _key: key,
      children: [{ _type: 'span', _key: `${key}-s`, text, marks: [] }],
      markDefs: [],
      style: 'normal',
    });
    await edit({ setIfMissing: { body: [] } });
    await edit({ insert: { after: 'body[-1]', items: [block('b', 'tweede')] } });
    await edit({ insert: { before: 'body[_key=="b"]', items: [block('a', 'eerste')] } });
    await edit({ insert: { after: 'body[_key=="b"]', items: [block('c', 'derde')] } });
    await edit({ insert: { replace: 'body[_key=="c"]', items: [block('d', 'vierde')] } });
    // A link as the Studio makes it: its markDef, then the address typed character by character.
    await edit({ set: { 'body[_key=="a"].markDefs': [{ _type: 'link', _key: 'l' }] } });
    await edit({ setIfMissing: { 'body[_key=="a"].markDefs[_key=="l"]': { _type: 'link' } } });
    await edit({ set: { 'body[_key=="a"].markDefs[_key=="l"].href': '/' } });
    await edit({ diffMatchPatch: { 'body[_key=="a"].markDefs[_key=="l"].href': '@@ -1 +1,2 @@\n /\n+k\n' } });
    await edit({ unset: ['body[_key=="b"]'] });
    const stored = getDocument(ids.draftId) as unknown as {
      body: { _key: string; markDefs: { href?: string }[] }[];
    };
    expect(stored.body.map(({ _key }) => _key)).toEqual(['a', 'd']);
    expect(stored.body[0]!.markDefs).toEqual([{ _type: 'link', _key: 'l', href: '/k' }]);

    // ifRevisionID: a patch made against an older revision is a conflict, and nothing changes.
    const revision = getDocument(ids.draftId)!._rev;
    await edit({ set: { title: 'Nieuw' } }, 'rev-nieuw');
    const stale = await refusal(() =>
      runMutations([{ patch: { id: ids.draftId, ifRevisionID: revision, set: { title: 'Oud' } } }], editor),
    );
    expect(stale.status).toBe(409);
    expect(getDocument(ids.draftId)!.title).toBe('Nieuw');
  });

  it('takes every key typed while a save was under way in one request, four actions a key', async () => {
    const ids = { draftId: 'drafts.snel-getypt', publishedId: 'snel-getypt' };
    await runActions(
      [
        {
          actionType: 'sanity.action.document.create',
          ...ids,
          attributes: { _id: ids.draftId, _type: 'page', blocks: [{ _key: 'h', _type: 'hero' }] },
        },
      ],
      editor,
    );
    const typed =
      'Een korte inleiding die een redacteur in één ruk intikt, met cijfers 1.234,56 en leestekens: ja!';
    const edit = (patch: Record<string, unknown>) => ({
      actionType: 'sanity.action.document.edit',
      ...ids,
      patch,
    });
    // One character typed after the text so far (four of it as context), in diff-match-patch's text form (coordinates from 1).
    const insertion = (before: string, character: string) => {
      const context = before.slice(-4);
      const from = before.length - context.length + 1;
      const span = (length: number) => (length === 1 ? `${from}` : `${from},${length}`);
      return `@@ -${span(context.length)} +${span(context.length + 1)} @@\n ${encodeURI(context)}\n+${encodeURI(character)}\n`;
    };
    // As recorded from the Studio: per key a guard, the array, the block and a diff-match-patch of one character.
    const actions = [...typed].flatMap((character, index) => [
      edit({ unset: ['_empty_action_guard_pseudo_field_'] }),
      edit({ setIfMissing: { blocks: [] } }),
      edit({ setIfMissing: { 'blocks[_key=="h"]': { _type: 'hero' } } }),
      index === 0
        ? edit({ set: { 'blocks[_key=="h"].text': character } })
        : edit({ diffMatchPatch: { 'blocks[_key=="h"].text': insertion(typed.slice(0, index), character) } }),
    ]);
    expect(actions.length).toBeGreaterThan(100);
    await runActions(actions, editor);
    expect((getDocument(ids.draftId) as unknown as { blocks: { text: string }[] }).blocks[0]!.text).toBe(
      typed,
    );
  });

  it('deletes by query, as the Presentation tool clears its expired preview secrets', async () => {
    await runMutations(
      [
        { create: { _id: 'weg-1', _type: 'faqItem', question: 'Weg' } },
        { create: { _id: 'weg-2', _type: 'faqItem', question: 'Weg' } },
        { create: { _id: 'blijft', _type: 'faqItem', question: 'Blijft' } },
      ],
      editor,
    );
    await runMutations([{ delete: { query: '*[question == $q]', params: { q: 'Weg' } } }], editor);
    expect(getDocument('weg-1')).toBeNull();
    expect(getDocument('weg-2')).toBeNull();
    expect(getDocument('blijft')).toMatchObject({ question: 'Blijft' });
    const notAList = await refusal(() => runMutations([{ delete: { query: 'count(*)' } }], editor));
    expect(notAList.status).toBe(400);
  });

  it('refuses ids outside the allowed pattern and malformed mutations', async () => {
    for (const id of ['../etc/passwd', '-begin', 'a'.repeat(129), 'met spatie', 'drafts.']) {
      expect(
        (await refusal(() => runMutations([{ create: { _id: id, _type: 'page' } }], editor))).status,
      ).toBe(400);
    }
    expect((await refusal(() => runMutations([{ destroy: { id: 'teller' } }], editor))).status).toBe(400);
    expect((await refusal(() => runMutations([], editor))).status).toBe(400);
    expect(
      (await refusal(() => runMutations([{ patch: { id: 'bestaat-niet', set: { a: 1 } } }], editor))).status,
    ).toBe(404);
  });
});

describe('local Content Lake: files', () => {
  it('serves a bundled image by its asset id, as the Studio asks for it, and nothing outside public/', async () => {
    const asset = JSON.parse(
      readFileSync(datasetFile, 'utf8')
        .split('\n')
        .find((line) => line.includes('"url":"/content-images/'))!,
    ) as { assetId: string; extension: string; metadata: { dimensions: { width: number; height: number } } };
    const { width, height } = asset.metadata.dimensions;
    const none = new URLSearchParams();
    const served = await serveImage(`${asset.assetId}-${width}x${height}.${asset.extension}`, none, '');
    expect(served.status).toBe(200);
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);
    expect((await serveImage(`${'0'.repeat(40)}-10x10.svg`, none, '')).status).toBe(404);
    expect((await serveImage('../../package.json', none, '')).status).toBe(404);
  });

  it('tells two versions of a file apart even when both are written within one clock tick', async () => {
    const file = path.join(contentDir, 'versie.ndjson');
    const versions = ['{"a":1}', '{"a":2}', '{"a":3}'].map((text) => {
      writeFileSync(`${file}.tmp`, text);
      renameSync(`${file}.tmp`, file);
      return fileVersion(file);
    });
    expect(new Set(versions).size).toBe(3);
    rmSync(file);
  });
});

describe('local Content Lake: listeners', () => {
  it('tells a listener what changed: mutations, mendoza effects of what changed, revisions and transition', async () => {
    const events: { event: string; data: Record<string, unknown> }[] = [];
    const remove = addListener({
      filter: parseQuery('*[_type == "faqItem" && _id == $id]', { id: 'luister' }),
      params: { id: 'luister' },
      includeResult: true,
      includePreviousRevision: false,
      includeMutations: true,
      mendozaEffects: true,
      publishedOnly: false,
      includeAllVersions: false,
      client: 'test',
      send: (event, data) => events.push({ event, data: data as Record<string, unknown> }),
    });
    try {
      const created = await runMutations(
        [{ create: { _id: 'luister', _type: 'faqItem', question: 'Hoe?' } }],
        {
          ...editor,
          transactionId: 'tx-luister',
        },
      );
      await announce(created);
      const edited = await runMutations([{ patch: { id: 'luister', set: { question: 'Hoe precies?' } } }], {
        ...editor,
        transactionId: 'tx-anders',
      });
      await announce(edited);
      const removed = await runMutations([{ delete: { id: 'luister' } }], {
        ...editor,
        transactionId: 'tx-weg',
      });
      await announce(removed);
    } finally {
      remove();
    }
    expect(events.map(({ data }) => data.transition)).toEqual(['appear', 'update', 'disappear']);
    const [appear, update, disappear] = events.map(({ data }) => data);
    expect(appear).toMatchObject({
      documentId: 'luister',
      transactionId: 'tx-luister',
      resultRev: 'tx-luister',
      identity: 'redacteur-uid',
      transactionTotalEvents: 1,
      transactionCurrentEvent: 1,
      result: { question: 'Hoe?' },
    });
    expect((appear!.effects as { apply: unknown[] }).apply[0]).toBe(0);
    // As the Studio applies them: to the document without `_rev`, which it then takes from `resultRev`.
    const before: { _rev?: string } = { ...(appear!.result as object) };
    delete before._rev;
    const { _rev: resultRev, ...after } = update!.result as { _rev: string };
    const effects = update!.effects as { apply: RawPatch; revert: RawPatch };
    expect(applyPatch(before, effects.apply)).toEqual(after);
    expect(applyPatch(after, effects.revert)).toEqual(before);
    expect(JSON.stringify(effects.apply)).not.toContain('Hoe?');
    expect(resultRev).toBe('tx-anders');
    expect(appear!.mutations).toEqual([{ createOrReplace: expect.objectContaining({ _id: 'luister' }) }]);
    expect(disappear).toMatchObject({
      previousRev: 'tx-anders',
      mutations: [{ delete: { id: 'luister' } }],
    });
  });

  it('keeps drafts and releases from listeners that may only see published documents', async () => {
    const heard: unknown[] = [];
    const remove = addListener({
      filter: parseQuery('*[_type == "page" || _type == "system.release"]', {}),
      params: {},
      includeResult: false,
      includePreviousRevision: false,
      includeMutations: true,
      mendozaEffects: false,
      publishedOnly: true,
      includeAllVersions: true,
      client: 'anoniem',
      send: (_event, data) => heard.push(data),
    });
    try {
      await announce(
        await runMutations(
          [{ createOrReplace: { _id: 'drafts.page-geheim', _type: 'page', title: 'Geheim' } }],
          editor,
        ),
      );
      await announce(
        await runActions(
          [
            {
              actionType: 'sanity.action.release.create',
              releaseId: 'rgeheim',
              metadata: { title: 'Geheim tot maandag', releaseType: 'asap' },
            },
          ],
          editor,
        ),
      );
    } finally {
      remove();
    }
    expect(heard).toEqual([]);
  });
});

describe('local Content Lake: listeners, versions and order', () => {
  function listenTo(filter: string, includeAllVersions: boolean) {
    const heard: string[] = [];
    const remove = addListener({
      filter: parseQuery(filter, {}),
      params: {},
      includeResult: false,
      includePreviousRevision: false,
      includeMutations: false,
      mendozaEffects: false,
      publishedOnly: false,
      includeAllVersions,
      client: 'test',
      send: (_event, data) => heard.push(String((data as { documentId: string }).documentId)),
    });
    return { heard, remove };
  }

  it('tells of release versions only a listener that asks for all versions', async () => {
    const studio = listenTo('*[_type == "faqItem"]', true);
    const plain = listenTo('*[_type == "faqItem"]', false);
    try {
      await runMutations(
        [
          {
            create: {
              _id: '_.releases.rluister',
              _type: 'system.release',
              name: 'rluister',
              state: 'active',
            },
          },
        ],
        editor,
      );
      await announce(
        await runActions(
          [
            {
              actionType: 'sanity.action.document.create',
              publishedId: 'vraag-versie',
              attributes: { _id: 'versions.rluister.vraag-versie', _type: 'faqItem', question: 'Later?' },
              ifExists: 'fail',
            },
          ],
          editor,
        ),
      );
    } finally {
      studio.remove();
      plain.remove();
    }
    expect(studio.heard).toEqual(['versions.rluister.vraag-versie']);
    expect(plain.heard).toEqual([]);
  });

  it('announces transactions in the order they were committed, however many documents each touched', async () => {
    const listener = listenTo('*[_type == "faqItem" && string::startsWith(_id, "volgorde-")]', false);
    try {
      const large = await runMutations(
        Array.from({ length: 30 }, (_, index) => ({
          createOrReplace: { _id: `volgorde-${index}`, _type: 'faqItem', question: `Vraag ${index}` },
        })),
        editor,
      );
      const small = await runMutations(
        [{ createOrReplace: { _id: 'volgorde-laatste', _type: 'faqItem', question: 'Laatste' } }],
        editor,
      );
      await Promise.all([announce(large), announce(small)]);
    } finally {
      listener.remove();
    }
    expect(listener.heard).toHaveLength(31);
    expect(listener.heard.at(-1)).toBe('volgorde-laatste');
  });

  /** A commit of another process on the same folder, as it reaches the log; no message tells this one of it. */
  function commitElsewhere(id: string, question: string) {
    const transactionId = `tx-elders-${id}`;
    const before = getDocument(id);
    const after = { _id: id, _type: 'faqItem', question, _rev: transactionId };
    appendToHistoryLog(
      historyLogPath(contentDir),
      { id: transactionId, timestamp: new Date().toISOString(), author: 'ander-uid' },
      [{ id, before, after }],
    );
    return transactionId;
  }

  it('tells of another process’s commit before this process’s next one, in the order of the log', async () => {
    const listener = listenTo('*[_type == "faqItem" && string::startsWith(_id, "keten-")]', false);
    try {
      commitElsewhere('keten-elders', 'Van de andere server');
      const own = await runMutations(
        [{ createOrReplace: { _id: 'keten-hier', _type: 'faqItem', question: 'Van hier' } }],
        editor,
      );
      await announce(own);
    } finally {
      listener.remove();
    }
    expect(listener.heard).toEqual(['keten-elders', 'keten-hier']);
  });

  it('tells of another process’s commit within a second when its message never comes', async () => {
    const listener = listenTo('*[_type == "faqItem" && string::startsWith(_id, "zonder-bericht-")]', false);
    try {
      commitElsewhere('zonder-bericht-1', 'Niemand zei het');
      await vi.waitFor(() => expect(listener.heard).toEqual(['zonder-bericht-1']), { timeout: 1_000 });
    } finally {
      listener.remove();
    }
  });
});

describe('local Content Lake: other instances', () => {
  it('keeps the preview secrets another instance stored, which live in memory only', async () => {
    const secret = {
      _id: 'voorbeeld-elders',
      _type: 'sanity.previewUrlSecret',
      secret: 'geheim-van-elders-123',
    };
    expect(await isValidPreviewSecret(secret.secret)).toBe(false);
    const message: LakeMessage = {
      kind: 'lake-transaction',
      transaction: {
        transactionId: 'tx-elders',
        timestamp: new Date().toISOString(),
        identity: 'redacteur-uid',
        changes: [
          { id: secret._id, before: null, after: { ...secret, _updatedAt: new Date().toISOString() } },
        ],
      },
    };
    receiveFromOtherInstance(message);
    expect(await isValidPreviewSecret(secret.secret)).toBe(true);
    expect(storedIds()).not.toContain(secret._id);
  });
});

beforeAll(() => {
  expect(storedIds().length).toBeGreaterThan(10);
});

describe('local Content Lake: the answer to a write and its listener events', () => {
  it("answers the writer before its listeners hear of the write, as hosted Sanity does (the Studio's restore toast reads the deleted document's title then)", async () => {
    const told: string[] = [];
    const remove = addListener({
      filter: parseQuery('*[_id == $id]', { id: 'antwoord-eerst' }),
      params: { id: 'antwoord-eerst' },
      includeResult: false,
      includePreviousRevision: false,
      includeMutations: true,
      mendozaEffects: false,
      publishedOnly: false,
      includeAllVersions: false,
      client: 'test',
      send: (_event, data) => told.push((data as { transactionId: string }).transactionId),
    });
    const afterTheAnswer: (() => Promise<void>)[] = [];
    configureLake({ ...lakeHost(), afterResponse: (work) => void afterTheAnswer.push(work) });
    try {
      const url = new URL('http://lake.test/v2025-02-19/data/mutate/production');
      const answer = await mutate({
        request: new Request(url, {
          method: 'POST',
          body: JSON.stringify({ mutations: [{ create: { _id: 'antwoord-eerst', _type: 'faqItem' } }] }),
        }),
        url,
        identity: {
          kind: 'editor',
          uid: 'redacteur-uid',
          email: 'redacteur@stroomplein.be',
          name: 'Rik Peeters',
        },
        apiVersion: '2025-02-19',
      });
      const { transactionId } = (await answer.json()) as { transactionId: string };
      expect(told).toEqual([]);
      await Promise.all(afterTheAnswer.map((work) => work()));
      expect(told).toEqual([transactionId]);
    } finally {
      configureLakeForTests(contentDir);
      remove();
    }
  });
});
