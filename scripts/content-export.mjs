// Replaces the bundled dataset with the content of a Sanity project: content/dataset.ndjson and its images in
// public/content-images. Usage: npm run content:export   (env: NEXT_PUBLIC_SANITY_PROJECT_ID,
// NEXT_PUBLIC_SANITY_DATASET, SANITY_AUTH_TOKEN). Review the result with git diff and `npm run content:validate`.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fromExportDocuments, parseNdjsonText, toNdjsonText } from './dataset-transfer.mjs';
import { writeFileAtomically } from '../lake/atomic-file.mjs';
import { withDatasetLock } from '../lake/dataset-lock.mjs';
import { pauseWrites } from '../lake/writes-paused.mjs';
import { sanityTarget } from './sanity-target.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { projectId, dataset, env } = sanityTarget();
const work = mkdtempSync(path.join(tmpdir(), 'stroomplein-export-'));
const archive = path.join(work, 'export.tar.gz');

console.log(`Exporteren uit ${projectId}/${dataset}…`);
execFileSync('sanity', ['dataset', 'export', dataset, archive, '--project-id', projectId, '--overwrite'], {
  stdio: 'inherit',
  env,
  cwd: root,
});
execFileSync('tar', ['-xzf', archive, '-C', work]);
const exported = readdirSync(work, { withFileTypes: true }).find((entry) => entry.isDirectory());
if (!exported) throw new Error('De export bevat geen map met data.ndjson.');
const exportDir = path.join(work, exported.name);

const { documents, copies, unsupported } = fromExportDocuments(
  parseNdjsonText(readFileSync(path.join(exportDir, 'data.ndjson'), 'utf8')).filter(
    (document) => !document._type.startsWith('system.'),
  ),
);
if (unsupported.length > 0) console.warn(`Niet overgenomen (geen afbeelding): ${unsupported.join(', ')}`);

const imagesDir = path.join(root, 'public/content-images');
mkdirSync(imagesDir, { recursive: true });
for (const { from, to } of copies) copyFileSync(path.join(exportDir, from), path.join(root, 'public', to));
// The running lake pauses its writes meanwhile (an editor's save waits instead of being overwritten), and the
// file is replaced as the folder's only writer, after any commit already under way.
const contentDir = process.env.STROOMPLEIN_CONTENT_DIR ?? path.join(root, 'content');
const resumeWrites = pauseWrites(contentDir, 'de inhoud wordt uit Sanity overgenomen');
try {
  await withDatasetLock(
    contentDir,
    () => writeFileAtomically(path.join(contentDir, 'dataset.ndjson'), toNdjsonText(documents)),
    { timeoutMs: 60_000 },
  );
} finally {
  resumeWrites();
}
rmSync(work, { recursive: true, force: true });
console.log(
  `${documents.length} documenten en ${copies.length} afbeeldingen geschreven naar content/ en public/content-images/.`,
);
