import 'server-only';
import type { LakeIdentity, LakeUser } from './identity';
import type { PresenceEvent } from './presence';
import type { CommittedTransaction } from './transactions';

/**
 * All the lake knows of the site it serves: the site hands it in once (lib/server/lake-wiring.ts), so the lake imports
 * nothing of the site.
 */

/** What this instance's lake tells the lakes of the other instances. */
export type LakeMessage =
  | { kind: 'lake-transaction'; transaction: CommittedTransaction }
  | { kind: 'presence'; event: PresenceEvent; connection: string };

export interface LakeHost {
  /** The dataset store: the dataset's name and the folder whose `*.ndjson` files the lake reads and writes. */
  dataset: { name: string; directory: string };
  /**
   * Who sends a request: anonymous, a signed-in visitor or an editor. Rejects when it cannot tell (the accounts are
   * unreachable): the lake then answers 503.
   */
  identify(request: Request): Promise<LakeIdentity>;
  /**
   * What the account of a Studio session is now (an editor, a visitor, or anonymous when it is gone or disabled);
   * rejects when the accounts are unreachable. Without it a session's account counts as an editor (unit tests).
   */
  identifyAccount?(user: LakeUser): Promise<LakeIdentity>;
  /**
   * The site's own read token (`Authorization: Bearer`): a viewer, for the drafts its preview renders. Kept in memory
   * by the site, never stored or sent beyond this process.
   */
  siteReadToken?: string;
  /**
   * The site's own origins (`https://stroomplein.be`, each market host's): always allowed by CORS, with credentials;
   * asset URLs in an answer to a request that reached one of their hosts name it as written here (its scheme).
   */
  siteOrigins?: readonly string[];
  /**
   * The origin of the site's own reads, answered in process: asset documents keep their stored paths there
   * (`/api/lake/images/…`), which the site's pages use as they are.
   */
  inProcessOrigin?: string;
  /** Where this server reaches itself (its release schedule's ticks); undefined until it listens. */
  ownOrigin(): string | undefined;
  /** Runs after each commit, once the other instances were told of it. */
  afterCommit(transaction: CommittedTransaction): Promise<void>;
  /** Runs `work` right after the answer to the request being handled has been written. */
  afterResponse(work: () => Promise<void>): void;
  /** The message bus to the other instances; their lakes hear it through `receiveFromOtherInstance`. */
  bus: { publish(message: LakeMessage): Promise<void> };
}

// On globalThis: Next bundles each route apart, so the module that configures the lake and the route that uses it
// may be separate module instances in one process.
const state = globalThis as typeof globalThis & { __stroompleinLakeHost?: LakeHost };

/** Hands the lake its host; configured again, the new host replaces the old one. */
export function configureLake(host: LakeHost): void {
  state.__stroompleinLakeHost = host;
}

export function lakeHost(): LakeHost {
  const host = state.__stroompleinLakeHost;
  if (!host)
    throw new Error('The local Content Lake has no host yet: the site calls configureLake before using it.');
  return host;
}
