/** See history-log.mjs: the lake's append-only transaction log. */
export interface HistoryDocument {
  _id: string;
  _type: string;
  _rev?: string;
  _createdAt?: string;
  _updatedAt?: string;
  [field: string]: unknown;
}

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
