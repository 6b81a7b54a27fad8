import 'server-only';
import { randomUUID, timingSafeEqual } from 'node:crypto';
import { afterCommit } from './data-api';
import { LakeError } from './errors';
import { lakeHost } from './host';
import { RELEASE_DOCUMENT_PREFIX } from './ids';
import { allDocuments, getDocument } from './store';
import { runActions, runMutations } from './transactions';

/**
 * Publishes scheduled releases at their moment, with no Studio open. The schedule is the release document itself
 * (`state: "scheduled"`, `publishAt`), stored in the dataset like every document, so it survives a restart, and a
 * moment missed while no instance ran is published at the next start. Every instance runs this; each publish is one
 * transaction under the folder's lock that first checks the release is still scheduled for that moment, so whichever
 * instance comes first publishes it and the others find it published: exactly once, and within a tick of the
 * moment while any instance runs.
 */

const TICK_MS = 1_000;
/** Who history shows as the author of a scheduled publish. */
export const SCHEDULER = { identity: 'stroomplein-planning', authorName: 'Planning' };

interface Due {
  releaseId: string;
  publishAt: string;
}

function scheduledReleases(): Due[] {
  return allDocuments().flatMap((document) =>
    document._id.startsWith(RELEASE_DOCUMENT_PREFIX) &&
    document.state === 'scheduled' &&
    typeof document.publishAt === 'string' &&
    typeof document.name === 'string'
      ? [{ releaseId: document.name, publishAt: document.publishAt }]
      : [],
  );
}

const dueReleases = (now: number) =>
  scheduledReleases().filter(({ publishAt }) => Date.parse(publishAt) <= now);

/** The next moment a release is scheduled for (ms since the epoch), if any. */
export function nextScheduledMoment(): number | undefined {
  const moments = scheduledReleases().map(({ publishAt }) => Date.parse(publishAt));
  return moments.length > 0 ? Math.min(...moments) : undefined;
}

/** A publish that failed returns the release to open, with the message the Studio shows beside it. */
async function recordFailure({ releaseId, publishAt }: Due, message: string) {
  const release = getDocument(`${RELEASE_DOCUMENT_PREFIX}${releaseId}`);
  if (release?.state !== 'scheduled' || release.publishAt !== publishAt) return;
  const transaction = await runMutations(
    [
      {
        patch: {
          id: release._id,
          ifRevisionID: release._rev,
          set: {
            state: 'active',
            error: { message: `Publiceren op het geplande moment mislukte: ${message}` },
          },
          unset: ['publishAt'],
        },
      },
    ],
    SCHEDULER,
  ).catch(() => null); // Changed meanwhile (unscheduled, published elsewhere): nothing to record.
  if (transaction) await afterCommit(transaction);
}

/** Publishes every release whose moment has come; what another instance published first is left alone. */
export async function publishDueReleases(now = Date.now()): Promise<void> {
  for (const due of dueReleases(now)) {
    try {
      const transaction = await runActions(
        [
          {
            actionType: 'sanity.action.release.publish',
            releaseId: due.releaseId,
            scheduledFor: due.publishAt,
          },
        ],
        SCHEDULER,
      );
      // Like any publish: listeners here and on the other instances hear of it, the site revalidates.
      await afterCommit(transaction);
    } catch (error) {
      if (!(error instanceof LakeError) || error.status >= 500) continue; // The lake is busy: the next tick tries again.
      await recordFailure(due, error.message);
    }
  }
}

const state = globalThis as typeof globalThis & {
  __stroompleinReleaseScheduler?: NodeJS.Timeout;
  __stroompleinScheduleToken?: string;
};

/** Known to this process only: the schedule's own requests to its server carry it. */
const scheduleToken = (state.__stroompleinScheduleToken ??= randomUUID());

/** The path of the schedule's tick on the lake's routes. */
export const SCHEDULE_TICK_PATH = 'releases/publish-due';
const TOKEN_HEADER = 'x-stroomplein-schedule';

/** Whether a request is this process's own schedule tick (anything else is answered as an unknown endpoint). */
export function isScheduleTick(request: Request): boolean {
  const token = Buffer.from(request.headers.get(TOKEN_HEADER) ?? '');
  const expected = Buffer.from(scheduleToken);
  return token.length === expected.length && timingSafeEqual(token, expected);
}

/**
 * Starts the schedule of this process (once; the server starting it lives as long as it). Each tick is a request to
 * this server itself: a publish revalidates the site's caches, which Next allows only while it handles a request.
 */
export function startReleaseScheduler(): void {
  if (state.__stroompleinReleaseScheduler) return;
  let running = false;
  // An outage (the dataset unreadable, the server not listening yet) is logged once, not every second.
  let failing = false;
  const tick = () => {
    const origin = lakeHost().ownOrigin();
    if (running || !origin) return;
    running = true;
    fetch(`${origin}/api/lake/v2025-02-19/${SCHEDULE_TICK_PATH}`, {
      method: 'POST',
      // A connection of its own each tick: a kept-alive one, reused every second, would never turn idle, and a
      // server told to stop waits for its connections to go idle before it exits.
      headers: { [TOKEN_HEADER]: scheduleToken, connection: 'close' },
      signal: AbortSignal.timeout(30_000),
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${response.status} ${(await response.text()).slice(0, 200)}`);
        failing = false;
        // A moment before the next tick gets a tick of its own, on time rather than up to a second late (one
        // already past, whose publish failed for now, waits for the next tick).
        const { next } = (await response.json()) as { next: number | null };
        const wait = next === null ? Infinity : next - Date.now();
        if (wait > 0 && wait < TICK_MS) setTimeout(tick, wait).unref();
      })
      .catch((error: unknown) => {
        if (!failing) console.error('Geplande releases publiceren mislukte:', error);
        failing = true;
      })
      .finally(() => (running = false));
  };
  state.__stroompleinReleaseScheduler = setInterval(tick, TICK_MS);
  state.__stroompleinReleaseScheduler.unref();
}
