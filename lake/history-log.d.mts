/** See history-log.mjs: the lake's append-only transaction log. */
import type { LakeDocument } from './store';

/** A stored document, as the lake keeps it. */
export type HistoryDocument = LakeDocument;

export interface HistoryChange {
  id: string;
  before: HistoryDocument | null;
  after: HistoryDocument | null;
}

export interface HistoryEntry {
  id: string;
  timestamp: string;
  author: string;
  authorName?: string;
  /** Every document of the transaction, `before` filled in once read. */
  documents: Record<string, { before: HistoryDocument | null; after: HistoryDocument | null }>;
}

export interface HistoryLog {
  file: string;
  inode: number;
  size: number;
  entries: HistoryEntry[];
  /** Positions in `entries` of each document's lines, oldest first. */
  byDocument: Map<string, number[]>;
  lastAfter: Map<string, HistoryDocument | null>;
  /** Lines that could not be read (a torn line after a crash). */
  skipped: number;
}

export const MAX_REVISIONS_PER_DOCUMENT: number;
export function historyLogPath(contentDir: string): string;
export function readHistoryLog(file: string): HistoryLog;
export function appendToHistoryLog(
  file: string,
  transaction: { id: string; timestamp: string; author: string; authorName?: string },
  changes: readonly HistoryChange[],
): boolean;
export function compactHistoryLog(file: string, keep?: number): { kept: number; dropped: number };
