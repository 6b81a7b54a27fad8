// Loads the bundled dataset (content/*.ndjson, the images in public/content-images and those uploaded in the local
// Studio, content/assets/images) into a Sanity project.
// Usage: npm run content:import [-- --dry-run]   (env: NEXT_PUBLIC_SANITY_PROJECT_ID, NEXT_PUBLIC_SANITY_DATASET,
// SANITY_AUTH_TOKEN). Existing documents with the same ids are replaced; others in the dataset are left alone.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseNdjsonText, toImportDocuments, toNdjsonText } from './dataset-transfer.mjs';
import { sanityTarget } from './sanity-target.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dryRun = process.argv.includes('--dry-run');
const contentDir = process.env.STROOMPLEIN_CONTENT_DIR ?? path.join(root, 'content');

const documents = readdirSync(contentDir)
  .filter((name) => name.endsWith('.ndjson'))
  .sort()
  .flatMap((name) => parseNdjsonText(readFileSync(path.join(contentDir, name), 'utf8')));
const {
  documents: importable,
  uploads,
  missing,
} = toImportDocuments(documents, path.join(root, 'public'), contentDir);
if (missing.length > 0) {
  console.error(`Afbeeldingen zonder bestand in de dataset: ${missing.join(', ')}`);
  process.exit(1);
}
const file = path.join(mkdtempSync(path.join(tmpdir(), 'stroomplein-import-')), 'dataset.ndjson');
writeFileSync(file, toNdjsonText(importable));
console.log(`${importable.length} documenten en ${uploads} afbeeldingen klaar in ${file}`);

if (dryRun) {
  console.log('Proefdraai: niets verstuurd.');
} else {
  const { projectId, dataset, env } = sanityTarget();
  console.log(`Importeren in ${projectId}/${dataset}…`);
  execFileSync(
    'sanity',
    ['dataset', 'import', file, '--project-id', projectId, '--dataset', dataset, '--replace'],
    {
      stdio: 'inherit',
      env: { ...env, SANITY_IMPORT_TOKEN: env.SANITY_AUTH_TOKEN },
      cwd: root,
    },
  );
}
