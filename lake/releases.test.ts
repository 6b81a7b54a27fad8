import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { historyLogPath, readHistoryLog } from './history-log.mjs';
import { addListener } from './listeners';
import { publishDueReleases } from './release-scheduler';
import { OPEN_RELEASE_LIMIT, releaseLimits } from './releases';
import { documentsFor, parsePerspective, parseQuery, runQuery } from './query';
import { allDocuments, getDocument } from './store';
import { configureLakeForTests, refusal } from './test-host';
import { runActions, runMutations } from './transactions';
import { createApiToken } from './api-tokens.mjs';
import { handleLakeRequest } from './router';

// Releases are written to the dataset like every document: every test here works on a copy of content/.
const contentDir = mkdtempSync(path.join(tmpdir(), 'stroomplein-releases-'));
cpSync('content', contentDir, { recursive: true });
configureLakeForTests(contentDir);
afterAll(() => rmSync(contentDir, { recursive: true, force: true }));

const editor = { identity: 'redacteur-uid', authorName: 'Roos Redacteur' };
const run = (...actions: Record<string, unknown>[]) => runActions(actions, editor);
/** The dataset files and the transaction log, byte for byte: what a dry run must leave as it was. */
const stored = () =>
  ['dataset.ndjson', historyLogPath(contentDir)].map((file) => {
    const full = path.isAbsolute(file) ? file : path.join(contentDir, file);
    return existsSync(full) ? readFileSync(full, 'utf8') : '';
  });

const release = (releaseId: string, title: string) => ({
  actionType: 'sanity.action.release.create',
  releaseId,
  metadata: { title, releaseType: 'scheduled' },
});
const versionOf = (releaseId: string, publishedId: string) => ({
  actionType: 'sanity.action.document.version.create',
  publishedId,
  baseId: publishedId,
  versionId: `versions.${releaseId}.${publishedId}`,
});
const editTitle = (releaseId: string, publishedId: string, title: string) => ({
  actionType: 'sanity.action.document.edit',
  publishedId,
  draftId: `versions.${releaseId}.${publishedId}`,
  patch: { set: { title } },
});

describe('local Content Lake: Content Releases', () => {
  it('a campaign: a new page and an edit of an existing page, published together in one transaction', async () => {
    await run(release('rzomer', 'Zomeractie'));
    await run(versionOf('rzomer', 'page-declarations'), {
      actionType: 'sanity.action.document.create',
      publishedId: 'page-zomeractie',
      attributes: {
        _id: 'versions.rzomer.page-zomeractie',
        _type: 'page',
        title: 'Zomeractie',
        slug: { _type: 'slug', current: 'zomeractie' },
      },
      ifExists: 'fail',
    });
    await run(editTitle('rzomer', 'page-declarations', 'Declaraties in de zomer'));
    // Until the release is published, visitors' documents are as they were: no perspective but raw has a version or a
    // release, and neither does the dataset the site reads.
    expect(getDocument('page-declarations')?.title).not.toBe('Declaraties in de zomer');
    expect(getDocument('page-zomeractie')).toBeNull();
    const releaseDocuments = 'count(*[_id in path("versions.**") || _id in path("_.releases.*")])';
    expect(await runQuery(releaseDocuments, {}, documentsFor('raw'))).toBe(3);
    expect(await runQuery(releaseDocuments, {}, documentsFor('published'))).toBe(0);
    expect(await runQuery(releaseDocuments, {}, documentsFor('drafts'))).toBe(0);
    // Nor does anyone without access get them, by id or by query (listeners: lake.test.ts).
    const anonymously = async (endpoint: string) => {
      const request = new Request(`http://lake.test/api/lake/v2025-02-19${endpoint}`);
      const segments = new URL(request.url).pathname.replace(/^\/api\/lake\/?/, '').split('/');
      return (await handleLakeRequest(request, segments)).json();
    };
    expect(
      await anonymously('/data/doc/production/_.releases.rzomer,versions.rzomer.page-zomeractie'),
    ).toEqual({
      documents: [],
      omitted: [
        { id: '_.releases.rzomer', reason: 'permission' },
        { id: 'versions.rzomer.page-zomeractie', reason: 'permission' },
      ],
    });
    const rawQuery = `/data/query/production?perspective=raw&query=${encodeURIComponent(releaseDocuments)}`;
    expect(await anonymously(rawQuery)).toMatchObject({ result: 0 });
    // The release's own view: the edit and the new page over the published documents, leftmost layer first.
    const underRelease = documentsFor(parsePerspective('rzomer,drafts'));
    expect(underRelease.find(({ _id }) => _id === 'page-declarations')).toMatchObject({
      title: 'Declaraties in de zomer',
      _originalId: 'versions.rzomer.page-declarations',
    });
    expect(underRelease.find(({ _id }) => _id === 'page-zomeractie')?._originalId).toBe(
      'versions.rzomer.page-zomeractie',
    );
    expect(await runQuery('*[_id == "versions.rzomer.page-zomeractie"]', {}, underRelease)).toEqual([]);

    const published = await run({ actionType: 'sanity.action.release.publish', releaseId: 'rzomer' });
    expect(getDocument('page-declarations')?.title).toBe('Declaraties in de zomer');
    expect(getDocument('page-zomeractie')).toMatchObject({ _type: 'page', title: 'Zomeractie' });
    expect(getDocument('versions.rzomer.page-declarations')).toBeNull();
    expect(getDocument('_.releases.rzomer')).toMatchObject({
      state: 'published',
      publishedAt: published.timestamp,
      finalDocumentStates: [
        { id: 'versions.rzomer.page-declarations' },
        { id: 'versions.rzomer.page-zomeractie' },
      ],
    });
    // One transaction wrote both pages, the versions' removal and the release's record.
    expect(published.changes.map(({ id }) => id).sort()).toEqual(
      [
        '_.releases.rzomer',
        'page-declarations',
        'page-zomeractie',
        'versions.rzomer.page-declarations',
        'versions.rzomer.page-zomeractie',
      ].sort(),
    );
    await expect(
      refusal(() => run({ actionType: 'sanity.action.release.publish', releaseId: 'rzomer' })),
    ).resolves.toMatchObject({ status: 409, message: expect.stringContaining('al gepubliceerd') });
  });

  it('the dry runs the Studio sends when a release menu opens change nothing at all', async () => {
    await run(release('rmenu', 'Menu'), versionOf('rmenu', 'page-overons'));
    const before = stored();
    const dryRun = { ...editor, dryRun: true };
    const now = new Date().toISOString();
    for (const action of [
      release('rnieuw', 'Nieuw'),
      {
        actionType: 'sanity.action.release.edit',
        releaseId: 'rmenu',
        patch: { set: { metadata: { title: 'X' } } },
      },
      { actionType: 'sanity.action.release.publish', releaseId: 'rmenu' },
      { actionType: 'sanity.action.release.schedule', releaseId: 'rmenu', publishAt: now },
      { actionType: 'sanity.action.release.archive', releaseId: 'rmenu' },
    ]) {
      await runActions([action], dryRun);
    }
    await expect(
      refusal(() => runActions([{ actionType: 'sanity.action.release.delete', releaseId: 'rmenu' }], dryRun)),
    ).resolves.toMatchObject({ status: 409 });
    expect(stored()).toEqual(before);
    expect(getDocument('_.releases.rnieuw')).toBeNull();
    expect(getDocument('_.releases.rmenu')).toMatchObject({ state: 'active', metadata: { title: 'Menu' } });
  });

  it('answers a dry run as the permission check the Studio makes of it, and refuses the action itself', async () => {
    const token = createApiToken(contentDir, { role: 'editor', label: 'Releasetest' }).secret;
    const send = async (action: Record<string, unknown>, dryRun: boolean) => {
      const request = new Request('http://lake.test/api/lake/v2025-02-19/data/actions/production', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ actions: [action], dryRun }),
      });
      const segments = new URL(request.url).pathname.replace(/^\/api\/lake\/?/, '').split('/');
      return (await handleLakeRequest(request, segments)).status;
    };
    await run(release('rrecht', 'Rechten'), versionOf('rrecht', 'page-overons'));
    const publishAt = new Date(Date.now() + 60 * 60_000).toISOString();
    await run({ actionType: 'sanity.action.release.schedule', releaseId: 'rrecht', publishAt });
    const before = stored();
    const scheduleAgain = { actionType: 'sanity.action.release.schedule', releaseId: 'rrecht', publishAt };
    expect(await send(scheduleAgain, true)).toBe(200);
    expect(await send({ actionType: 'sanity.action.release.publish', releaseId: 'rrecht' }, true)).toBe(200);
    expect(stored()).toEqual(before);
    expect(await send(scheduleAgain, false)).toBe(409);
    expect(getDocument('_.releases.rrecht')).toMatchObject({ state: 'scheduled', publishAt });
  });

  it('a scheduled release is frozen until unscheduled; archive, unarchive and delete follow the states', async () => {
    await run(release('rplan', 'Planning'), versionOf('rplan', 'page-overons'));
    const publishAt = new Date(Date.now() + 60 * 60_000).toISOString();
    await run({ actionType: 'sanity.action.release.schedule', releaseId: 'rplan', publishAt });
    expect(getDocument('_.releases.rplan')).toMatchObject({ state: 'scheduled', publishAt });

    const frozen = await refusal(() => run(editTitle('rplan', 'page-overons', 'Te laat')));
    expect(frozen).toMatchObject({ status: 409, message: expect.stringContaining('ingepland') });
    // Raw mutations and a document's delete are held to the same freeze as the Studio's actions.
    const version = getDocument('versions.rplan.page-overons');
    for (const write of [
      () =>
        runMutations(
          [{ patch: { id: 'versions.rplan.page-overons', set: { title: 'Langs de achterdeur' } } }],
          editor,
        ),
      () => runMutations([{ delete: { id: 'versions.rplan.page-overons' } }], editor),
      () =>
        run({
          actionType: 'sanity.action.document.delete',
          publishedId: 'page-overons',
          includeDrafts: ['versions.rplan.page-overons'],
        }),
    ]) {
      await expect(refusal(write)).resolves.toMatchObject({ status: 409 });
    }
    expect(getDocument('versions.rplan.page-overons')).toEqual(version);
    expect(getDocument('page-overons')).not.toBeNull();
    await expect(
      refusal(() => run({ actionType: 'sanity.action.release.archive', releaseId: 'rplan' })),
    ).resolves.toMatchObject({ status: 409 });

    await run({ actionType: 'sanity.action.release.unschedule', releaseId: 'rplan' });
    expect(getDocument('_.releases.rplan')?.publishAt).toBeUndefined();
    await run(editTitle('rplan', 'page-overons', 'Op tijd'));
    await expect(
      refusal(() => run({ actionType: 'sanity.action.release.delete', releaseId: 'rplan' })),
    ).resolves.toMatchObject({ status: 409, message: expect.stringContaining('open') });

    await run({ actionType: 'sanity.action.release.archive', releaseId: 'rplan' });
    expect(getDocument('versions.rplan.page-overons')).toBeNull();
    await run({ actionType: 'sanity.action.release.unarchive', releaseId: 'rplan' });
    expect(getDocument('versions.rplan.page-overons')?.title).toBe('Op tijd');

    await run({ actionType: 'sanity.action.release.archive', releaseId: 'rplan' });
    await run({ actionType: 'sanity.action.release.delete', releaseId: 'rplan' });
    expect(getDocument('_.releases.rplan')).toBeNull();
  });

  it('a discarded version leaves its release and the published page as they were; a scheduled one cannot be', async () => {
    const before = getDocument('page-kopersinformatie');
    await run(release('rweg', 'Weggooien'), versionOf('rweg', 'page-kopersinformatie'));
    await run(editTitle('rweg', 'page-kopersinformatie', 'Toch niet'));
    const discard = {
      actionType: 'sanity.action.document.version.discard',
      versionId: 'versions.rweg.page-kopersinformatie',
    };
    await run(discard);
    expect(getDocument('versions.rweg.page-kopersinformatie')).toBeNull();
    expect(getDocument('page-kopersinformatie')).toEqual(before);
    expect(getDocument('_.releases.rweg')?.state).toBe('active');
    await expect(refusal(() => run(discard))).resolves.toMatchObject({ status: 409 });
    await expect(
      refusal(() => run({ ...discard, versionId: 'page-kopersinformatie' })),
    ).resolves.toMatchObject({ status: 400 });

    await run(versionOf('rweg', 'page-kopersinformatie'));
    const publishAt = new Date(Date.now() + 60 * 60_000).toISOString();
    await run({ actionType: 'sanity.action.release.schedule', releaseId: 'rweg', publishAt });
    await expect(refusal(() => run(discard))).resolves.toMatchObject({
      status: 409,
      message: expect.stringContaining('ingepland'),
    });
    expect(getDocument('versions.rweg.page-kopersinformatie')).not.toBeNull();
  });

  it('a release can take a page off the site, but not one another of its pages still refers to', async () => {
    await run(release('ruit', 'Uit'), versionOf('ruit', 'page-zomeractie'));
    await run({
      actionType: 'sanity.action.document.version.unpublish',
      publishedId: 'page-zomeractie',
      versionId: 'versions.ruit.page-zomeractie',
    });
    expect(documentsFor(['ruit', 'drafts']).some(({ _id }) => _id === 'page-zomeractie')).toBe(false);
    expect(documentsFor('drafts').some(({ _id }) => _id === 'page-zomeractie')).toBe(true);
    await run({ actionType: 'sanity.action.release.publish', releaseId: 'ruit' });
    expect(getDocument('page-zomeractie')).toBeNull();

    await run(release('rverwijs', 'Verwijzing'), versionOf('rverwijs', 'page-overons'));
    await run(
      versionOf('rverwijs', 'page-declarations'),
      {
        ...editTitle('rverwijs', 'page-declarations', 'Zie over ons'),
        patch: { set: { related: { _type: 'reference', _ref: 'page-overons' } } },
      },
      {
        actionType: 'sanity.action.document.version.unpublish',
        publishedId: 'page-overons',
        versionId: 'versions.rverwijs.page-overons',
      },
    );
    const before = stored();
    await expect(
      refusal(() => run({ actionType: 'sanity.action.release.publish', releaseId: 'rverwijs' })),
    ).resolves.toMatchObject({ status: 409, message: expect.stringContaining('page-overons') });
    expect(stored()).toEqual(before);
    expect(getDocument('page-overons')).not.toBeNull();
  });

  it('refuses what no Studio sends, and stores nothing of it', async () => {
    await run(release('rleeg', 'Leeg'));
    const before = stored();
    for (const [action, status] of [
      [{ actionType: 'sanity.action.release.create', releaseId: 'r..x' }, 400],
      [{ actionType: 'sanity.action.release.create', releaseId: 'r'.repeat(200) }, 400],
      [{ actionType: 'sanity.action.release.publish', releaseId: 'rleeg' }, 409],
      [{ actionType: 'sanity.action.release.publish', releaseId: 'rbestaatniet' }, 404],
      [{ ...versionOf('rleeg', 'page-overons'), versionId: 'versions.rleeg.page-declarations' }, 400],
      [{ ...versionOf('rleeg', 'page-overons'), versionId: 'drafts.page-overons' }, 400],
      [versionOf('rbestaatniet', 'page-overons'), 404],
    ] as const) {
      await expect(refusal(() => run(action))).resolves.toMatchObject({ status });
    }
    // All or nothing: a valid action beside a refused one stores nothing either.
    await expect(
      refusal(() =>
        run(versionOf('rleeg', 'page-overons'), {
          actionType: 'sanity.action.release.publish',
          releaseId: 'rx',
        }),
      ),
    ).resolves.toMatchObject({ status: 404 });
    expect(stored()).toEqual(before);
  });

  it('the schedule publishes a release at its moment exactly once, and a failed publish reopens it with the reason', async () => {
    await run(release('rmaandag', 'Maandag'), versionOf('rmaandag', 'page-declarations'));
    await run(editTitle('rmaandag', 'page-declarations', 'Maandag 09:00'));
    const publishAt = new Date(Date.now() + 60_000).toISOString();
    await run({ actionType: 'sanity.action.release.schedule', releaseId: 'rmaandag', publishAt });

    await publishDueReleases();
    expect(getDocument('_.releases.rmaandag')?.state).toBe('scheduled');
    // The moment comes while two instances tick at once: one publishes, the other finds it published; listeners
    // (an open Studio, the site's revalidation) hear of it like any publish.
    const heard: unknown[] = [];
    const stopListening = addListener({
      filter: parseQuery('*[_id == "page-declarations"]', {}),
      params: {},
      includeResult: true,
      includePreviousRevision: false,
      includeMutations: false,
      mendozaEffects: false,
      publishedOnly: true,
      includeAllVersions: false,
      client: 'test',
      send: (_event, data) => heard.push((data as { result?: unknown }).result),
    });
    const moment = Date.parse(publishAt);
    await Promise.all([publishDueReleases(moment), publishDueReleases(moment + 500)]);
    stopListening();
    expect(heard).toEqual([expect.objectContaining({ title: 'Maandag 09:00' })]);
    expect(getDocument('_.releases.rmaandag')).toMatchObject({ state: 'published' });
    expect(getDocument('page-declarations')?.title).toBe('Maandag 09:00');
    const publishes = readHistoryLog(historyLogPath(contentDir)).entries.filter(
      (entry) => entry.documents['_.releases.rmaandag']?.after?.state === 'published',
    );
    expect(publishes).toHaveLength(1);

    // A release that cannot be published (its page refers to one it takes off the site) goes back to open.
    await run(
      release('rfout', 'Fout'),
      versionOf('rfout', 'page-overons'),
      versionOf('rfout', 'page-declarations'),
    );
    await run(
      {
        ...editTitle('rfout', 'page-declarations', 'x'),
        patch: { set: { related: { _type: 'reference', _ref: 'page-overons' } } },
      },
      {
        actionType: 'sanity.action.document.version.unpublish',
        publishedId: 'page-overons',
        versionId: 'versions.rfout.page-overons',
      },
    );
    const past = new Date(Date.now() - 1_000).toISOString();
    await run({ actionType: 'sanity.action.release.schedule', releaseId: 'rfout', publishAt: past });
    await publishDueReleases();
    expect(getDocument('_.releases.rfout')).toMatchObject({
      state: 'active',
      error: { message: expect.stringContaining('page-overons') },
    });
    expect(getDocument('_.releases.rfout')?.publishAt).toBeUndefined();
  });

  it('tells the Studio how many releases are open and refuses one beyond the limit', async () => {
    const before = releaseLimits(allDocuments());
    expect(before).toMatchObject({
      datasetReleaseLimit: OPEN_RELEASE_LIMIT,
      orgActiveReleaseLimit: OPEN_RELEASE_LIMIT,
    });
    const room = OPEN_RELEASE_LIMIT - before.orgActiveReleaseCount;
    await runActions(
      Array.from({ length: room }, (_, index) => release(`rvol${index}`, `Vol ${index}`)),
      editor,
    );
    expect(releaseLimits(allDocuments()).orgActiveReleaseCount).toBe(OPEN_RELEASE_LIMIT);
    const refused = await refusal(() => run(release('reentemveel', 'Een te veel')));
    expect(refused).toMatchObject({
      status: 409,
      details: { type: 'releaseLimitExceededError', limit: OPEN_RELEASE_LIMIT },
    });
    expect(getDocument('_.releases.reentemveel')).toBeNull();
  });
});
