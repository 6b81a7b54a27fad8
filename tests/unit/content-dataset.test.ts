import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Runs scripts/validate-content.mjs (the Studio schema's own validation, offline) as a child process with the
 * project's Node 22, once for both datasets: loading the Studio workspace is most of its time, and on a busy machine
 * it takes long, so the tests are generous with time.
 */
const root = path.resolve(__dirname, '../..');
const node = path.join(root, 'node_modules/.bin/node');
const script = path.join(root, 'scripts/validate-content.mjs');
const contentDir = path.join(root, 'content');
const TIMEOUT = 180_000;

interface Problem {
  id: string;
  level: 'error' | 'warning';
  path: string;
  message: string;
}
interface Report {
  documents: number;
  locale: string;
  errors: Problem[];
  warnings: Problem[];
  summary: string;
}

const tmp = mkdtempSync(path.join(tmpdir(), 'stroomplein-validate-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Runs the script once over `datasets` (the Studio workspace loads once): its exit code, output and reports. */
async function validate(datasets: Record<string, string[]>) {
  const names = Object.keys(datasets);
  const planFile = path.join(tmp, 'plan.json');
  const reportFile = (name: string) => path.join(tmp, `${name}.json`);
  writeFileSync(
    planFile,
    JSON.stringify(names.map((name) => ({ files: datasets[name], report: reportFile(name) }))),
  );
  const result = await promisify(execFile)(node, [script, `--plan=${planFile}`], {
    cwd: root,
    env: { ...process.env, SANITY_TELEMETRY_DISABLED: '1' },
    maxBuffer: 16 * 1024 * 1024,
    timeout: TIMEOUT,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({
      code: error.code ?? -1,
      stdout: error.stdout ?? '',
      stderr: error.stderr ?? '',
    }),
  );
  const reports: Record<string, Report> = {};
  for (const name of names) {
    try {
      reports[name] = JSON.parse(readFileSync(reportFile(name), 'utf8')) as Report;
    } catch {
      throw new Error(
        `validate-content wrote no report for ${name} (exit ${result.code}):\n${result.stdout}\n${result.stderr}`,
      );
    }
  }
  return { ...result, reports };
}

const format = ({ id, path: at, message }: Problem) => `${id} ${at}: ${message}`;

function contentDocuments(): { _id: string; _type: string; [key: string]: unknown }[] {
  return readdirSync(contentDir)
    .filter((name) => name.endsWith('.ndjson'))
    .flatMap((name) => readFileSync(path.join(contentDir, name), 'utf8').split('\n'))
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line));
}

/**
 * A copy of the dataset with known faults: a page without SEO description and with an invalid path, a reference to a
 * term that is not there, redirects that loop or repeat a source, and a navigation link to a redirected path (fine).
 */
function brokenDataset() {
  const documents = contentDocuments();
  const page = documents.find((document) => document._type === 'page');
  if (!page) throw new Error('content/*.ndjson has no page to copy');
  const seo = { ...(page.seo as Record<string, unknown>) };
  delete seo.description;
  const broken = { ...page, slug: { _type: 'slug', current: 'Ongeldig Pad/' }, seo };
  // And a reference to a document that isn't in the dataset.
  const dangling = {
    _id: 'faq-validate-probe',
    _type: 'faqItem',
    question: 'Bestaat dit begrip?',
    answer: [
      {
        _type: 'block',
        _key: 'b',
        style: 'normal',
        markDefs: [
          { _type: 'glossary', _key: 'g', term: { _type: 'reference', _ref: 'glossary-bestaat-niet' } },
        ],
        children: [{ _type: 'span', _key: 's', text: 'Een begrip', marks: ['g'] }],
      },
    ],
  };
  // Redirects that loop or repeat a source; and a navigation link to a redirected path, which is fine.
  const redirect = (id: string, source: string, destination: string) => ({
    _id: id,
    _type: 'redirect',
    source,
    destination,
    permanent: true,
  });
  const redirects = [
    redirect('redirect-lus-a', '/lus-a', '/lus-b'),
    redirect('redirect-lus-b', '/lus-b', '/lus-a'),
    redirect('redirect-dubbel', '/energiedelen', '/overons'),
  ];
  const withNavLink = (document: (typeof documents)[number]) =>
    document._id === 'siteSettings'
      ? {
          ...document,
          navigation: [
            ...((document.navigation as unknown[]) ?? []),
            { _type: 'navLink', _key: 'oud', label: 'Oud adres', href: '/energiedelen' },
          ],
        }
      : document;
  const file = path.join(tmp, 'broken.ndjson');
  // The rest of the dataset stays, so the copy's own references (images, FAQ items) still resolve.
  const lines = documents.map((document) => (document._id === page._id ? broken : withNavLink(document)));
  writeFileSync(
    file,
    [...lines, dangling, ...redirects].map((document) => JSON.stringify(document)).join('\n'),
  );
  return { file, page, dangling };
}

describe('bundled content dataset', () => {
  const contentFiles = readdirSync(contentDir)
    .filter((name) => name.endsWith('.ndjson'))
    .sort()
    .map((name) => path.join(contentDir, name));
  let broken: ReturnType<typeof brokenDataset>;
  let run: Awaited<ReturnType<typeof validate>>;
  beforeAll(async () => {
    broken = brokenDataset();
    run = await validate({ content: contentFiles, broken: [broken.file] });
  }, TIMEOUT);

  it('passes the Studio schema validation (content/*.ndjson)', () => {
    const report = run.reports.content!;
    expect(report.documents).toBeGreaterThan(0);
    expect(report.errors.map(format), report.summary).toEqual([]);
  });

  it('is not blind: a page without SEO description and with an invalid path fails with the Studio messages', () => {
    const { code, stdout } = run;
    const report = run.reports.broken!;
    const { page, dangling } = broken;
    expect(code).toBe(1);
    expect(report.locale).toBe('nl-NL');
    expect(report.errors.filter((error) => error.id === page._id).map(format)).toEqual([
      `${page._id} slug: Gebruik kleine letters, cijfers en koppeltekens, met / tussen de delen, zonder / vooraan of achteraan.`,
      `${page._id} seo.description: Een SEO-beschrijving is verplicht en telt 50 tot 160 tekens.`,
    ]);
    expect(report.errors.filter((error) => error.id === dangling._id).map(format)).toEqual([
      `${dangling._id} answer[_key=="b"].markDefs[_key=="g"].term: Verwezen document moet gepubliceerd zijn`,
    ]);
    expect(
      report.errors
        .filter((error) => error.id.startsWith('redirect-'))
        .map(format)
        .sort(),
    ).toEqual([
      'redirect-dubbel source: Er bestaat al een doorverwijzing vanaf dit pad.',
      'redirect-energiedelen source: Er bestaat al een doorverwijzing vanaf dit pad.',
      'redirect-lus-a destination: Deze doorverwijzing maakt een lus: /lus-a → /lus-b → /lus-a.',
      'redirect-lus-b destination: Deze doorverwijzing maakt een lus: /lus-b → /lus-a → /lus-b.',
    ]);
    expect(report.errors.filter((error) => error.id === 'siteSettings').map(format)).toEqual([]);
    expect(stdout).toContain('Een SEO-beschrijving is verplicht');
    expect(stdout).toMatch(/\d+ documents, [1-9]\d* errors, \d+ warnings/);
  });
});

describe('bundled content dataset: what it may hold', () => {
  it('holds no drafts, and versions only of a release it bundles as well', () => {
    const documents = contentDocuments();
    const releases = new Set(
      documents.filter(({ _id }) => _id.startsWith('_.releases.')).map(({ _id }) => _id.split('.')[2]),
    );
    const leftovers = documents
      .map(({ _id }) => _id)
      .filter(
        (id) => id.startsWith('drafts.') || (id.startsWith('versions.') && !releases.has(id.split('.')[1])),
      );
    // A draft saved while someone edited locally is not content: publish or discard it before committing.
    expect(leftovers, 'drafts or stray release versions in content/*.ndjson').toEqual([]);
  });
});
