import 'server-only';
import { asObject, LakeError } from './errors';
import { documentsAt } from './history';
import { isReleaseId, isVersionId, publishedIdOf, RELEASE_DOCUMENT_PREFIX, releaseIdOfVersion } from './ids';
import type { LakeDocument } from './store';

/**
 * Content Releases as the Content Lake keeps them: a release is the document `_.releases.<releaseId>` (type
 * `system.release`, with its `state`, `metadata`, `publishAt`, `publishedAt`, `finalDocumentStates` and `error`), and
 * each document in it is a version, `versions.<releaseId>.<publishedId>`. Both are ordinary documents of the dataset
 * and its transaction log; the release actions below change them inside the transaction that runs them, so several
 * actions are all or nothing and a dry run changes nothing.
 */

type Json = Record<string, unknown>;

/** What a release action needs of the transaction it runs in (transactions.ts's staging). */
export interface ReleaseStaging {
  readonly timestamp: string;
  get(id: string): LakeDocument | null;
  put(id: string, document: LakeDocument | null): void;
  delete(id: string): void;
  patch(patch: Json): void;
  expectRevision(id: string, revision: unknown): void;
  /** Every document, staged writes included, whose id starts with `prefix`. */
  idsStartingWith(prefix: string): string[];
}

export type ReleaseState = 'active' | 'scheduled' | 'published' | 'archived';

interface ReleaseDocument extends LakeDocument {
  name: string;
  state: ReleaseState;
  metadata: Json;
}

export const releaseDocumentId = (releaseId: string) => `${RELEASE_DOCUMENT_PREFIX}${releaseId}`;

/** How many releases may be open (not published or archived) at once: enough for any campaign plan, bounded. */
export const OPEN_RELEASE_LIMIT = 100;

const isOpen = (release: LakeDocument | null) =>
  release !== null && release.state !== 'published' && release.state !== 'archived';

/** The answer of `new-content-release-allowed`, as the Studio reads it before it offers a new release. */
export function releaseLimits(documents: Iterable<LakeDocument>) {
  let open = 0;
  for (const document of documents) {
    if (document._id.startsWith(RELEASE_DOCUMENT_PREFIX) && isOpen(document)) open += 1;
  }
  return {
    orgActiveReleaseCount: open,
    orgMeteredActiveReleaseCount: open,
    datasetReleaseLimit: OPEN_RELEASE_LIMIT,
    orgActiveReleaseLimit: OPEN_RELEASE_LIMIT,
  };
}
const versionPrefix = (releaseId: string) => `versions.${releaseId}.`;

/** A refusal the Studio shows under the release (its `actionError` shape). */
function refused(status: number, description: string): LakeError {
  return new LakeError(status, description, { type: 'actionError' });
}

function releaseIdOf(value: unknown): string {
  if (!isReleaseId(value)) {
    throw new LakeError(
      400,
      `Release-id "${String(value).slice(0, 70)}" is ongeldig: gebruik letters, cijfers, _ en - (max. 64 tekens).`,
    );
  }
  return value;
}

function existingRelease(staging: ReleaseStaging, releaseId: string): ReleaseDocument {
  const release = staging.get(releaseDocumentId(releaseId));
  if (release === null || release._type !== 'system.release') {
    throw refused(404, `Release ${releaseId} bestaat niet.`);
  }
  return release as ReleaseDocument;
}

function titleOf(release: ReleaseDocument): string {
  const title = release.metadata?.title;
  return typeof title === 'string' && title ? `"${title}"` : release.name;
}

function requireState(release: ReleaseDocument, allowed: ReleaseState[], doing: string) {
  if (!allowed.includes(release.state)) {
    const states: Record<ReleaseState, string> = {
      active: 'open',
      scheduled: 'ingepland',
      published: 'al gepubliceerd',
      archived: 'gearchiveerd',
    };
    throw refused(409, `Release ${titleOf(release)} is ${states[release.state]}: ${doing} kan nu niet.`);
  }
}

/**
 * A version may only be written while its release is open: a scheduled release is frozen until it is unscheduled,
 * a published or archived one for good.
 */
export function assertVersionWritable(staging: ReleaseStaging, versionId: string): void {
  const release = existingRelease(staging, releaseIdOfVersion(versionId));
  assertNotScheduled(release);
  requireState(release, ['active'], 'een document ervan wijzigen');
}

/**
 * The rule raw mutations of a version are held to: a scheduled release is frozen. The other state rules belong to
 * the Studio's actions (assertVersionWritable).
 */
export function assertVersionUnfrozen(staging: ReleaseStaging, versionId: string): void {
  const release = staging.get(releaseDocumentId(releaseIdOfVersion(versionId)));
  if (release?._type === 'system.release') assertNotScheduled(release as ReleaseDocument);
}

function assertNotScheduled(release: ReleaseDocument) {
  if (release.state === 'scheduled') {
    throw refused(
      409,
      `Release ${titleOf(release)} is ingepland: haal ze eerst uit de planning om haar documenten te wijzigen.`,
    );
  }
}

function versionsOf(staging: ReleaseStaging, releaseId: string): string[] {
  return staging.idsStartingWith(versionPrefix(releaseId)).filter((id) => staging.get(id) !== null);
}

/** A weak reference the Studio marked to become strong once its target is published with it. */
function strengthened(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strengthened);
  if (typeof value !== 'object' || value === null) return value;
  const copy: Json = {};
  for (const [key, inner] of Object.entries(value)) copy[key] = strengthened(inner);
  if (copy._strengthenOnPublish) {
    delete copy._strengthenOnPublish;
    delete copy._weak;
  }
  return copy;
}

function referencedIds(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const inner of value) referencedIds(inner, into);
  else if (typeof value === 'object' && value !== null) {
    const object = value as Json;
    if (typeof object._ref === 'string' && !object._weak) into.add(object._ref);
    for (const inner of Object.values(object)) referencedIds(inner, into);
  }
  return into;
}

/** Publishes every version of the release in this transaction: the published documents, then the release's record. */
function publishRelease(staging: ReleaseStaging, release: ReleaseDocument) {
  const versionIds = versionsOf(staging, release.name);
  if (versionIds.length === 0) throw refused(409, `Release ${titleOf(release)} bevat geen documenten.`);
  const versions = versionIds.map((id) => staging.get(id)!);
  const unpublished = new Set(
    versions
      .filter((version) => (version._system as Json | undefined)?.delete)
      .map((version) => publishedIdOf(version._id)),
  );
  for (const version of versions) {
    const publishedId = publishedIdOf(version._id);
    if (unpublished.has(publishedId)) {
      staging.delete(publishedId);
    } else {
      const published = strengthened({ ...version, _id: publishedId }) as LakeDocument;
      delete published._system;
      delete published._originalId;
      const broken = [...referencedIds(published)].find((id) => unpublished.has(id));
      if (broken) {
        throw refused(
          409,
          `${publishedId} verwijst naar ${broken}, dat deze release van de site haalt: pas een van beide aan.`,
        );
      }
      staging.put(publishedId, published);
    }
    staging.delete(version._id);
  }
  const published: ReleaseDocument = {
    ...release,
    state: 'published',
    publishedAt: staging.timestamp,
    finalDocumentStates: versionIds.map((id) => ({ id })),
  };
  delete published.error;
  staging.put(release._id, published);
}

function setRelease(staging: ReleaseStaging, release: ReleaseDocument, changes: Partial<ReleaseDocument>) {
  const next = { ...release, ...changes } as ReleaseDocument;
  for (const [key, value] of Object.entries(changes)) if (value === undefined) delete next[key];
  staging.put(release._id, next);
}

/** The moment a release is to be published; refuses what is not a date. */
function publishMoment(value: unknown): string {
  const moment = typeof value === 'string' ? new Date(value) : null;
  if (!moment || Number.isNaN(moment.getTime())) {
    throw new LakeError(400, `publishAt "${String(value).slice(0, 40)}" is geen geldig tijdstip.`);
  }
  return moment.toISOString();
}

/** Runs one `sanity.action.release.*` action; false when the action is not a release action. */
export function applyReleaseAction(staging: ReleaseStaging, action: Json): boolean {
  const kind = String(action.actionType);
  if (!kind.startsWith('sanity.action.release.')) return false;
  const releaseId = releaseIdOf(action.releaseId);
  const id = releaseDocumentId(releaseId);
  switch (kind) {
    case 'sanity.action.release.create': {
      if (staging.get(id) !== null) throw refused(409, `Er bestaat al een release met id ${releaseId}.`);
      const open = staging
        .idsStartingWith(RELEASE_DOCUMENT_PREFIX)
        .filter((releaseDocument) => isOpen(staging.get(releaseDocument))).length;
      if (open >= OPEN_RELEASE_LIMIT) {
        throw new LakeError(
          409,
          `Er zijn al ${OPEN_RELEASE_LIMIT} open releases: publiceer of archiveer er eerst een.`,
          { type: 'releaseLimitExceededError', limit: OPEN_RELEASE_LIMIT },
        );
      }
      const metadata = action.metadata === undefined ? {} : asObject(action.metadata, 'metadata');
      staging.put(id, {
        _id: id,
        _type: 'system.release',
        name: releaseId,
        state: 'active',
        metadata: { releaseType: 'undecided', ...metadata },
      });
      return true;
    }
    case 'sanity.action.release.edit': {
      const release = existingRelease(staging, releaseId);
      requireState(release, ['active', 'scheduled'], 'haar gegevens wijzigen');
      staging.patch({ ...asObject(action.patch, 'patch'), id });
      return true;
    }
    case 'sanity.action.release.publish': {
      const release = existingRelease(staging, releaseId);
      requireState(release, ['active', 'scheduled'], 'publiceren');
      // The schedule's own publish: only the moment it was scheduled for (not one unscheduled or moved meanwhile).
      if (action.scheduledFor !== undefined && release.publishAt !== action.scheduledFor) {
        throw refused(
          409,
          `Release ${titleOf(release)} is niet (meer) ingepland voor ${String(action.scheduledFor)}.`,
        );
      }
      publishRelease(staging, release);
      return true;
    }
    case 'sanity.action.release.schedule': {
      const release = existingRelease(staging, releaseId);
      requireState(release, ['active'], 'inplannen');
      if (versionsOf(staging, releaseId).length === 0) {
        throw refused(409, `Release ${titleOf(release)} bevat geen documenten om in te plannen.`);
      }
      setRelease(staging, release, { state: 'scheduled', publishAt: publishMoment(action.publishAt) });
      return true;
    }
    case 'sanity.action.release.unschedule': {
      const release = existingRelease(staging, releaseId);
      requireState(release, ['scheduled'], 'uit de planning halen');
      setRelease(staging, release, { state: 'active', publishAt: undefined });
      return true;
    }
    case 'sanity.action.release.archive': {
      const release = existingRelease(staging, releaseId);
      requireState(release, ['active'], 'archiveren');
      const versionIds = versionsOf(staging, releaseId);
      for (const versionId of versionIds) staging.delete(versionId);
      // The versions leave the dataset; their last revisions stay readable in the history.
      setRelease(staging, release, {
        state: 'archived',
        finalDocumentStates: versionIds.map((versionId) => ({ id: versionId })),
      });
      return true;
    }
    case 'sanity.action.release.unarchive': {
      const release = existingRelease(staging, releaseId);
      requireState(release, ['archived'], 'terugzetten');
      const archived = ((release.finalDocumentStates as { id: string }[] | undefined) ?? []).map(
        ({ id }) => id,
      );
      for (const version of documentsAt(archived.filter(isVersionId), { lastRevision: true })) {
        if (staging.get(version._id) === null) staging.put(version._id, version);
      }
      setRelease(staging, release, { state: 'active', finalDocumentStates: undefined });
      return true;
    }
    case 'sanity.action.release.delete': {
      const release = existingRelease(staging, releaseId);
      requireState(release, ['archived', 'published'], 'verwijderen');
      staging.delete(id);
      return true;
    }
    default:
      throw new LakeError(400, `Onbekende actie "${kind}".`);
  }
}
