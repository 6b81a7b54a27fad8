import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The bundled dataset as the tests see it: expected titles and paths come from the content itself. */
export interface DatasetDocument {
  _id: string;
  _type: string;
  title?: string;
  slug?: { current?: string };
  seo?: { title?: string };
  [field: string]: unknown;
}

const contentDir = path.join(process.cwd(), 'content');

export const dataset: DatasetDocument[] = readdirSync(contentDir)
  .filter((name) => name.endsWith('.ndjson'))
  .flatMap((name) =>
    readFileSync(path.join(contentDir, name), 'utf8')
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as DatasetDocument),
  );

export const publishedPages = dataset.filter(
  (document) => ['page', 'legalPage'].includes(document._type) && !document._id.startsWith('drafts.'),
);

export const home = dataset.find((document) => document._id === 'home');
