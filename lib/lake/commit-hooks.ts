import 'server-only';
import type { CommittedTransaction } from './transactions';

/**
 * What the site does after each committed transaction, beyond the lake's own listeners: tell the other instances,
 * revalidate the pages. The lake only calls the hooks; the site sets them (lib/lake-wiring.ts), so the lake
 * imports nothing of the site.
 */
export type CommitHook = (transaction: CommittedTransaction) => Promise<void>;

// On globalThis: the route that commits and the module that sets the hooks may be separate module instances.
const state = globalThis as typeof globalThis & { __stroompleinLakeCommitHooks?: Map<string, CommitHook> };
const hooks = (state.__stroompleinLakeCommitHooks ??= new Map());

/** Sets the hook of this name (set again, it replaces the old one). */
export function setCommitHook(name: string, hook: CommitHook): void {
  hooks.set(name, hook);
}

/** Runs every hook in the order they were set. */
export async function runCommitHooks(transaction: CommittedTransaction): Promise<void> {
  for (const hook of hooks.values()) await hook(transaction);
}
