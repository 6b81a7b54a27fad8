import 'server-only';
import { randomUUID } from 'node:crypto';
import { Mutation } from '@sanity/mutator';
import { withStoredAssetUrl } from './asset-urls';
import { asObject, LakeError } from './errors';
import { recordTransaction } from './history';
import { lakeHost } from './host';
import { DatasetLockTimeout, withDatasetLock } from './dataset-lock.mjs';
import { writesPausedBecause } from './writes-paused.mjs';
import { draftIdOf, isDraftId, isValidDocumentId, isVersionId, publishedIdOf } from './ids';
import { applyReleaseAction, assertVersionUnfrozen, assertVersionWritable } from './releases';
import { evaluateSync } from './query';
import {
  allDocuments,
  getDocument,
  rememberOwnCommit,
  writeDocuments,
  type DocumentChange,
  type LakeDocument,
} from './store';

/**
 * Transactions of the Content Lake: `/data/mutate` mutations and `/data/actions` actions, applied all or nothing.
 * Patches are applied by `@sanity/mutator` (the Studio's own patch engine); every written document gets the
 * transaction id as its new `_rev`, which is how the Studio recognises its own edits on the listener.
 */

export interface CommittedTransaction {
  transactionId: string;
  timestamp: string;
  identity: string;
  changes: DocumentChange[];
}

type Json = Record<string, unknown>;

function documentId(value: unknown, what = 'Document-id'): string {
  if (!isValidDocumentId(value)) {
    throw new LakeError(
      400,
      `${what} "${String(value).slice(0, 140)}" is ongeldig: gebruik letters, cijfers, _, - en . (max. 128 tekens).`,
    );
  }
  return value;
}

/** The documents one transaction reads and writes, staged until it commits. */
class Staging {
  readonly written = new Map<string, LakeDocument | null>();
  /** The documents the mutations named, in their order, changed or not: the answer's results. */
  readonly addressed = new Set<string>();

  constructor(
    readonly transactionId: string,
    readonly timestamp: string,
  ) {}

  get(id: string): LakeDocument | null {
    return this.written.has(id) ? (this.written.get(id) ?? null) : getDocument(id);
  }

  put(id: string, document: LakeDocument | null) {
    if (document !== null) {
      if (document._id !== id)
        throw new LakeError(400, `Het _id van een document kan niet veranderen (${id}).`);
      if (typeof document._type !== 'string' || document._type === '') {
        throw new LakeError(400, `Document ${id} heeft geen _type.`);
      }
      const before = this.get(id);
      document = {
        ...withStoredAssetUrl(document),
        _createdAt: before?._createdAt ?? document._createdAt ?? this.timestamp,
        _updatedAt: this.timestamp,
        _rev: this.transactionId,
      };
    }
    this.written.set(id, document);
  }

  expectRevision(id: string, revision: unknown) {
    if (revision === undefined || revision === null) return;
    const current = this.get(id);
    if (current?._rev !== revision) {
      throw new LakeError(
        409,
        `Document ${id} is intussen gewijzigd (revisie ${String(revision)} is niet de huidige).`,
        {
          type: 'documentRevisionIdDoesNotMatchError',
          documentId: id,
        },
      );
    }
  }

  create(document: unknown, ifExists: 'fail' | 'ignore' | 'replace') {
    const attributes = asObject(document, 'Het document');
    const id = documentId(attributes._id ?? randomUUID());
    this.addressed.add(id);
    if (this.get(id) !== null) {
      if (ifExists === 'ignore') return;
      if (ifExists === 'fail') {
        throw new LakeError(409, `Er bestaat al een document met id ${id}.`, {
          type: 'documentAlreadyExistsError',
          documentId: id,
        });
      }
    }
    this.put(id, { ...(attributes as LakeDocument), _id: id });
  }

  patch(patch: Json) {
    const id = documentId(patch.id);
    this.addressed.add(id);
    this.expectRevision(id, patch.ifRevisionID);
    const current = this.get(id);
    if (current === null)
      throw new LakeError(404, `Document ${id} bestaat niet; er is niets om aan te passen.`);
    let result: LakeDocument | null;
    try {
      result = new Mutation({ mutations: [{ patch: { ...patch, id } }] }).apply(
        structuredClone(current),
      ) as LakeDocument | null;
    } catch (error) {
      throw new LakeError(
        400,
        `De aanpassing van ${id} kan niet toegepast worden: ${(error as Error).message}`,
      );
    }
    this.put(id, result);
  }

  delete(id: string) {
    this.addressed.add(id);
    this.written.set(id, null);
  }

  idsStartingWith(prefix: string): string[] {
    const ids = new Set(allDocuments().map(({ _id }) => _id));
    for (const id of this.written.keys()) ids.add(id);
    return [...ids].filter((id) => id.startsWith(prefix));
  }

  /** `delete: {query}`: what the Presentation tool uses to clear its expired preview secrets. */
  deleteMatching(query: unknown, params: unknown) {
    if (typeof query !== 'string') throw new LakeError(400, 'Geef de query als tekst.');
    const matched = evaluateSync(query, (params ?? {}) as Record<string, unknown>, allDocuments());
    if (!Array.isArray(matched))
      throw new LakeError(400, 'Verwijderen per query verwacht een lijst documenten.');
    for (const document of matched as LakeDocument[])
      if (isValidDocumentId(document?._id)) this.delete(document._id);
  }
}

const MUTATION_KINDS = ['create', 'createOrReplace', 'createIfNotExists', 'patch', 'delete'] as const;

function applyMutation(staging: Staging, mutation: unknown) {
  const entry = asObject(mutation, 'Een mutatie');
  const kinds = Object.keys(entry);
  const kind = kinds[0];
  if (kinds.length !== 1 || !MUTATION_KINDS.includes(kind as (typeof MUTATION_KINDS)[number])) {
    throw new LakeError(
      400,
      `Onbekende mutatie "${kinds.join(', ')}": gebruik ${MUTATION_KINDS.join(', ')}.`,
    );
  }
  const body = asObject(entry[kind as string], `De mutatie ${kind}`);
  switch (kind) {
    case 'create':
      return staging.create(body, 'fail');
    case 'createIfNotExists':
      return staging.create(body, 'ignore');
    case 'createOrReplace':
      return staging.create(body, 'replace');
    case 'patch':
      if ('query' in body)
        throw new LakeError(400, 'Aanpassingen per query worden niet ondersteund; geef een id.');
      return staging.patch(body);
    default: {
      if ('query' in body) return staging.deleteMatching(body.query, body.params);
      const id = documentId(body.id);
      staging.expectRevision(id, body.ifRevisionID);
      return staging.delete(id);
    }
  }
}

/**
 * The draft (or, in a release, the version) an action writes and the published document it belongs to. A version
 * is only written while its release is open.
 */
function requireDraftPair(staging: Staging, action: Json): { draftId: string; publishedId: string } {
  const publishedId = documentId(action.publishedId, 'publishedId');
  const draftId =
    action.draftId === undefined ? draftIdOf(publishedId) : documentId(action.draftId, 'draftId');
  const ofItsOwn = (isDraftId(draftId) || isVersionId(draftId)) && publishedIdOf(draftId) === publishedId;
  if (isDraftId(publishedId) || isVersionId(publishedId) || !ofItsOwn) {
    throw new LakeError(400, `draftId ${draftId} hoort niet bij publishedId ${publishedId}.`);
  }
  if (isVersionId(draftId)) assertVersionWritable(staging, draftId);
  return { draftId, publishedId };
}

/** `versionId` as a version of `publishedId` in an open release. */
function requireVersion(staging: Staging, versionId: unknown, publishedId: string): string {
  const id = documentId(versionId, 'versionId');
  if (!isVersionId(id) || publishedIdOf(id) !== publishedId) {
    throw new LakeError(400, `versionId ${id} is geen versie van ${publishedId}.`);
  }
  assertVersionWritable(staging, id);
  return id;
}

function applyAction(staging: Staging, input: unknown) {
  const action = asObject(input, 'Een actie');
  switch (action.actionType) {
    case 'sanity.action.document.create': {
      const { draftId, publishedId } = requireDraftPair(staging, action);
      const attributes = asObject(action.attributes, 'attributes');
      const ifExists = action.ifExists === 'ignore' ? 'ignore' : 'fail';
      // A new document in a release is created as its version; live-edited types are created published.
      const asked = attributes._id ?? draftId;
      const id =
        asked === draftId || asked === publishedId ? asked : requireVersion(staging, asked, publishedId);
      return staging.create({ ...attributes, _id: id }, ifExists);
    }
    case 'sanity.action.document.replaceDraft': {
      const { draftId } = requireDraftPair(staging, action);
      return staging.create({ ...asObject(action.attributes, 'attributes'), _id: draftId }, 'replace');
    }
    case 'sanity.action.document.edit': {
      const { draftId, publishedId } = requireDraftPair(staging, action);
      // Copy-on-write: the first edit of a published document starts its draft from it.
      if (staging.get(draftId) === null) {
        const published = staging.get(publishedId);
        if (published === null) throw new LakeError(404, `Document ${publishedId} bestaat niet.`);
        staging.put(draftId, { ...published, _id: draftId });
      }
      return staging.patch({ ...asObject(action.patch, 'patch'), id: draftId });
    }
    case 'sanity.action.document.publish': {
      const { draftId, publishedId } = requireDraftPair(staging, action);
      staging.expectRevision(draftId, action.ifDraftRevisionId);
      staging.expectRevision(publishedId, action.ifPublishedRevisionId);
      const draft = staging.get(draftId);
      if (draft === null) throw new LakeError(409, `Er is geen concept van ${publishedId} om te publiceren.`);
      const published: LakeDocument = { ...draft, _id: publishedId };
      delete published._originalId;
      staging.put(publishedId, published);
      return staging.delete(draftId);
    }
    case 'sanity.action.document.unpublish': {
      const { draftId, publishedId } = requireDraftPair(staging, action);
      const published = staging.get(publishedId);
      if (published === null) throw new LakeError(409, `${publishedId} is niet gepubliceerd.`);
      if (staging.get(draftId) === null) staging.put(draftId, { ...published, _id: draftId });
      return staging.delete(publishedId);
    }
    case 'sanity.action.document.discard':
    case 'sanity.action.document.version.discard': {
      const id = documentId(action.draftId ?? action.versionId, 'draftId');
      if (isVersionId(id)) assertVersionWritable(staging, id);
      else if (!isDraftId(id))
        throw new LakeError(400, `Alleen concepten en versies kunnen verworpen worden, niet ${id}.`);
      if (staging.get(id) === null) throw new LakeError(409, `Er is geen concept ${id} om te verwerpen.`);
      return staging.delete(id);
    }
    case 'sanity.action.document.version.create': {
      const publishedId = documentId(action.publishedId, 'publishedId');
      if (action.document !== undefined) {
        const document = asObject(action.document, 'document');
        requireVersion(staging, document._id, publishedId);
        return staging.create(document, 'fail');
      }
      const versionId = requireVersion(staging, action.versionId, publishedId);
      const baseId = documentId(action.baseId, 'baseId');
      if (publishedIdOf(baseId) !== publishedId)
        throw new LakeError(400, `baseId ${baseId} hoort niet bij ${publishedId}.`);
      staging.expectRevision(baseId, action.ifBaseRevisionId);
      const base = staging.get(baseId);
      if (base === null) throw new LakeError(404, `Document ${baseId} bestaat niet.`);
      return staging.create({ ...base, _id: versionId }, 'fail');
    }
    case 'sanity.action.document.version.unpublish': {
      const publishedId = documentId(action.publishedId, 'publishedId');
      const versionId = requireVersion(staging, action.versionId, publishedId);
      const published = staging.get(publishedId);
      if (published === null) throw new LakeError(409, `${publishedId} is niet gepubliceerd.`);
      const version = staging.get(versionId) ?? { ...published, _id: versionId };
      return staging.put(versionId, { ...version, _system: { delete: true } });
    }
    case 'sanity.action.document.delete': {
      const publishedId = documentId(action.publishedId, 'publishedId');
      const drafts = Array.isArray(action.includeDrafts) ? action.includeDrafts : [];
      for (const draftId of drafts) {
        const id = documentId(draftId, 'includeDrafts');
        if (isVersionId(id)) assertVersionUnfrozen(staging, id);
        staging.delete(id);
      }
      staging.delete(draftIdOf(publishedId));
      return staging.delete(publishedId);
    }
    default:
      if (applyReleaseAction(staging, action)) return;
      throw new LakeError(400, `Onbekende actie "${String(action.actionType)}".`);
  }
}

export interface TransactionRequest {
  transactionId?: unknown;
  /** The editor's uid; `authorName` is what history shows beside their revisions. */
  identity: string;
  authorName?: string;
  dryRun?: boolean;
}

function begin({ transactionId, dryRun }: TransactionRequest): Staging {
  const paused = dryRun ? null : writesPausedBecause(lakeHost().dataset.directory);
  if (paused) {
    throw new LakeError(
      503,
      `Opslaan is even gepauzeerd: ${paused}. Je wijzigingen blijven bewaard en worden opgeslagen zodra dat klaar is.`,
      {},
      2,
    );
  }
  const id = transactionId === undefined ? randomUUID() : transactionId;
  if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) {
    throw new LakeError(400, 'transactionId moet uit letters, cijfers, _ en - bestaan (max. 64 tekens).');
  }
  return new Staging(id, new Date().toISOString());
}

function commit(staging: Staging, request: TransactionRequest): CommittedTransaction {
  const base = {
    transactionId: staging.transactionId,
    timestamp: staging.timestamp,
    identity: request.identity,
  };
  if (request.dryRun) {
    const changes = [...staging.written].map(([id, after]) => ({ id, before: getDocument(id), after }));
    return { ...base, changes };
  }
  const committed = { ...base, changes: writeDocuments(staging.written) };
  recordTransaction(committed, { uid: request.identity, name: request.authorName ?? request.identity });
  rememberOwnCommit();
  return committed;
}

/** How long a write waits for another process's commit before the editor is told to try again. */
const LOCK_TIMEOUT_MS = 5_000;

/**
 * Runs one transaction from start to commit as the only writer of the folder, so it reads and checks revisions
 * against the latest state, whichever process wrote it. A dry run changes nothing and needs no lock.
 */
async function asOnlyWriter(
  request: TransactionRequest,
  transaction: () => CommittedTransaction,
): Promise<CommittedTransaction> {
  if (request.dryRun) return transaction();
  try {
    return await withDatasetLock(lakeHost().dataset.directory, transaction, { timeoutMs: LOCK_TIMEOUT_MS });
  } catch (error) {
    if (!(error instanceof DatasetLockTimeout)) throw error;
    throw new LakeError(
      503,
      'Opslaan lukt even niet: een andere server van de site is nog bezig met opslaan. Je wijzigingen blijven bewaard en worden zo opnieuw verstuurd.',
      {},
      1,
    );
  }
}

/** Runs `/data/mutate` mutations: the transaction, and the documents the mutations named in their order. */
export async function runNamedMutations(
  mutations: unknown,
  request: TransactionRequest,
): Promise<{ transaction: CommittedTransaction; addressed: string[] }> {
  if (!Array.isArray(mutations) || mutations.length === 0) {
    throw new LakeError(400, '"mutations" moet een niet-lege lijst zijn.');
  }
  let addressed: string[] = [];
  const transaction = await asOnlyWriter(request, () => {
    const staging = begin(request);
    for (const mutation of mutations) applyMutation(staging, mutation);
    for (const id of staging.written.keys()) if (isVersionId(id)) assertVersionUnfrozen(staging, id);
    addressed = [...staging.addressed];
    return commit(staging, request);
  });
  return { transaction, addressed };
}

export async function runMutations(
  mutations: unknown,
  request: TransactionRequest,
): Promise<CommittedTransaction> {
  return (await runNamedMutations(mutations, request)).transaction;
}

export function runActions(actions: unknown, request: TransactionRequest): Promise<CommittedTransaction> {
  const list = Array.isArray(actions) ? actions : [actions];
  // No cap on the count (the body's size bounds it): the Studio gathers every edit typed while a save is under way
  // into its next request, four actions a key.
  if (list.length === 0)
    return Promise.reject(new LakeError(400, '"actions" moet een niet-lege lijst zijn.'));
  return asOnlyWriter(request, () => {
    const staging = begin(request);
    for (const action of list) applyAction(staging, action);
    return commit(staging, request);
  });
}
