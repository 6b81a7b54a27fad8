import 'server-only';
import { randomBytes } from 'node:crypto';

/**
 * Where the site's server reaches the local Content Lake (lake-transport.ts answers it in process) and the token it
 * reads drafts with there (lake-wiring.ts hands it to the lake). Apart from both so the content client needs neither.
 */

/** An API host that never resolves (`.invalid`, RFC 2606): a request that escaped the transport fails at once. */
export const LAKE_IN_PROCESS_HOST = 'http://content-lake.invalid/api/lake';

// On globalThis: Next bundles routes apart, and every copy of this module must hand out the one token of the process.
const state = globalThis as typeof globalThis & { __stroompleinSiteReadToken?: string };

/** A viewer token made once per process, held in memory only. */
export function siteReadToken(): string {
  return (state.__stroompleinSiteReadToken ??= `site${randomBytes(32).toString('base64url')}`);
}
