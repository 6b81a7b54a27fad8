#!/usr/bin/env node
/**
 * Offline validation of the bundled content dataset against the real Studio schema.
 *
 *   node scripts/validate-content.mjs [--report=report.json] [file.ndjson ...]     (default: content/*.ndjson)
 *   node scripts/validate-content.mjs --plan=plan.json     (several datasets, the Studio loaded once for all)
 *
 * `sanity documents validate --file` needs a login and then goes to the network twice: for reference existence
 * (the Content Lake `doc` endpoint) and for every `client.fetch` a custom validator makes (our slug `isUnique`).
 * This script takes the CLI's own route without the network:
 *
 * - It starts the same studio worker the CLI uses for `documents validate` (`studioWorkerTask` from
 *   @sanity/cli-core, the CLI's own library: Vite module runner plus JSDOM browser stubs), which loads
 *   sanity.config.ts, resolves the workspace with `getStudioWorkspaces` (auth stubbed) and calls `validateDocument`
 *   from the `sanity` package for every document: required fields, min/max, regexes, custom validators, slug
 *   uniqueness and reference checks, with the workspace's locale (nl-NL via @sanity/locale-nl-nl, as the Studio).
 * - `getClient()` returns a local client (scripts/validate-content.worker.ts): `fetch(query, params)` evaluates the
 *   GROQ with groq-js over all documents of the files (honouring the perspective: since API 2025-02-19 a query sees
 *   published documents only, `withConfig({perspective: 'raw'})` sees drafts too); `withConfig` returns a
 *   reconfigured copy.
 * - `getDocumentExists({id})` answers from the ids in the files. Asset documents (`sanity.imageAsset`) count as
 *   existing references; like the CLI, `sanity.*` and `system.*` documents are not validated themselves.
 * - Levels and messages are the Studio's (`environment: 'studio'`): the CLI environment's unknown-field check also
 *   downgrades every other rule on slugs and images to a warning, so only its unknown-field markers are added, as
 *   warnings. Unlike Sanity, a document whose `_type` is not in the schema is an error, as are unreadable lines and
 *   duplicate `_id`s across the files.
 *
 * Output: one line per problem, `<_id> <path>: <message>` (warnings end in ` (warning)`), then
 * `N documents, M errors, K warnings`. Exit code 1 when there is an error; warnings don't fail. `--report=<file>`
 * also writes the result as JSON. `--plan=<file>` names several datasets, each validated on its own with its own
 * report: `[{"files": ["a.ndjson"], "report": "a.json"}, …]` (used by tests/unit/content-dataset.test.ts, where
 * loading the Studio workspace is most of the time).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { studioWorkerTask } from '@sanity/cli-core/tasks';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(`--${name}=`.length);
const fileArgs = args.filter((arg) => !arg.startsWith('--'));

function defaultFiles() {
  const dir = path.join(root, 'content');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.ndjson'))
    .sort()
    .map((name) => path.join(dir, name));
}

const planFile = option('plan');
/** The datasets to validate, each its files and where its JSON report goes (if anywhere). */
const plan = planFile
  ? JSON.parse(readFileSync(planFile, 'utf8')).map(({ files, report }) => ({
      files: files.map((file) => path.resolve(file)),
      report,
    }))
  : [
      {
        files: fileArgs.length > 0 ? fileArgs.map((file) => path.resolve(file)) : defaultFiles(),
        report: option('report'),
      },
    ];

const displayName = (file) => {
  const relative = path.relative(root, file);
  return relative && !relative.startsWith('..') ? relative : file;
};

/**
 * A dataset's documents, and the problems found before the schema is involved: unreadable lines, missing ids,
 * duplicates.
 */
function readDataset(files) {
  const problems = [];
  const documents = [];
  const seen = new Map();
  for (const file of files) {
    const name = displayName(file);
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, index) => {
      if (line.trim() === '') return;
      const where = `${name}:${index + 1}`;
      let document;
      try {
        document = JSON.parse(line);
      } catch (error) {
        problems.push({
          id: where,
          level: 'error',
          path: '(line)',
          message: `Geen geldige JSON: ${error.message}`,
        });
        return;
      }
      if (!document || typeof document !== 'object' || typeof document._id !== 'string' || !document._id) {
        problems.push({ id: where, level: 'error', path: '_id', message: 'Document zonder _id.' });
        return;
      }
      if (typeof document._type !== 'string' || !document._type) {
        problems.push({ id: document._id, level: 'error', path: '_type', message: 'Document zonder _type.' });
        return;
      }
      if (seen.has(document._id)) {
        problems.push({
          id: document._id,
          level: 'error',
          path: '_id',
          message: `Dubbel _id: staat ook op ${seen.get(document._id)}.`,
        });
        return;
      }
      seen.set(document._id, where);
      documents.push(document);
    });
  }
  return { documents, problems };
}

if (plan.some(({ files }) => files.length === 0)) {
  console.error(
    planFile
      ? `validate-content: a dataset in ${planFile} names no .ndjson files.`
      : 'validate-content: no .ndjson files to validate (content/*.ndjson is empty).',
  );
  process.exit(1);
}
const datasets = plan.map(({ files }) => readDataset(files));

let output;
try {
  output = await studioWorkerTask(new URL('validate-content.worker.ts', import.meta.url), {
    name: 'validateContent',
    studioRootPath: root,
    timeout: 5 * 60_000,
    workerData: {
      workDir: root,
      projectId: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID || 'unconfigured',
      dataset: process.env.NEXT_PUBLIC_SANITY_DATASET || 'production',
      datasets: datasets.map(({ documents }) => documents),
    },
  });
} catch (error) {
  // A broken sanity.config.ts or schema: nothing was validated.
  console.error('validate-content: could not load the Studio workspace or validate:', error.cause ?? error);
  process.exit(2);
}

let failed = false;
plan.forEach(({ files, report: reportFile }, index) => {
  const { documents, problems } = datasets[index];
  const results = output.results[index];
  for (const result of results) {
    for (const marker of result.markers) {
      if (marker.level === 'info') continue;
      problems.push({ id: result.id, level: marker.level, path: marker.path, message: marker.message });
    }
  }

  const errors = problems.filter((problem) => problem.level === 'error');
  const warnings = problems.filter((problem) => problem.level === 'warning');
  const summary = `${results.length} documents, ${errors.length} errors, ${warnings.length} warnings`;
  failed ||= errors.length > 0;

  if (plan.length > 1) console.log(`\n${files.map(displayName).join(', ')}:`);
  for (const problem of [...errors, ...warnings]) {
    const suffix = problem.level === 'warning' ? ' (warning)' : '';
    console.log(`${problem.id} ${problem.path}: ${problem.message}${suffix}`);
  }
  console.log(summary);

  if (reportFile) {
    const report = {
      files: files.map(displayName),
      locale: output.locale,
      documents: results.length,
      otherDocuments: documents.length - results.length,
      errors,
      warnings,
      summary,
    };
    writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`);
  }
});

process.exitCode = failed ? 1 : 0;
