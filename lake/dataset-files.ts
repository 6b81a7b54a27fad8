import { statSync } from 'node:fs';

/** Reading the dataset's `*.ndjson` files, for the lake's store. */

export type DatasetDocument = { _id: string; _type: string; [field: string]: unknown };

/**
 * What tells one version of a file from the next: the modification time alone repeats for two writes a few
 * milliseconds apart (the clock's tick), so the inode (new on every atomic replace) and the size count too.
 */
export function fileVersion(file: string): string {
  const stats = statSync(file);
  return `${stats.mtimeMs}:${stats.ino}:${stats.size}`;
}

export function parseNdjson(text: string, source: string): DatasetDocument[] {
  return text
    .split('\n')
    .map((line, index) => ({ line: line.trim(), index }))
    .filter(({ line }) => line !== '')
    .map(({ line, index }) => {
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch (error) {
        throw new Error(`${source}:${index + 1} is not valid JSON (${(error as Error).message})`);
      }
      const document = value as Partial<DatasetDocument>;
      if (typeof document._id !== 'string' || typeof document._type !== 'string') {
        throw new Error(`${source}:${index + 1} has no _id or _type`);
      }
      return document as DatasetDocument;
    });
}
