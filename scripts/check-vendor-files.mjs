// The site must run on unmodified releases of Sanity, Sanity UI and Next.js, so that an upgrade is a plain
// version bump: this checks that their installed files are byte-identical to the registry's tarballs.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '..');
/** Folders under node_modules/ (`ui5` is an npm alias of a prerelease of @sanity/ui). */
const PACKAGES = ['sanity', '@sanity/ui', 'ui5', '@sanity/mutator', 'next'];
const MAX_LISTED = 20;

async function sha256(file) {
  return createHash('sha256')
    .update(await readFile(file))
    .digest('hex');
}

/** Regular files below `dir`, relative to it, leaving out node_modules/ (where npm installs dependencies). */
async function listFiles(dir, prefix = '') {
  const files = [];
  for (const entry of await readdir(join(dir, prefix), { withFileTypes: true })) {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory() && entry.name !== 'node_modules') files.push(...(await listFiles(dir, path)));
    else if (entry.isFile()) files.push(path);
  }
  return files;
}

/** Compares node_modules/<dir> with the registry's tarball of the installed version. */
async function checkPackage(dir, lock, work) {
  const installed = join(ROOT, 'node_modules', dir);
  const { name, version } = JSON.parse(await readFile(join(installed, 'package.json'), 'utf8'));
  const label = `${name} ${version}${dir === name ? '' : ` (node_modules/${dir})`}`;
  const target = await mkdtemp(join(work, 'pkg-'));
  const { stdout } = await run(
    'npm',
    ['pack', `${name}@${version}`, '--pack-destination', target, '--json', '--ignore-scripts'],
    { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 },
  );
  const [packed] = JSON.parse(stdout);
  const problems = [];
  const locked = lock.packages?.[`node_modules/${dir}`]?.integrity;
  if (locked && locked !== packed.integrity) {
    problems.push(`package-lock.json's integrity is not the published tarball's (${packed.integrity})`);
  }
  const extracted = join(target, 'package');
  await mkdir(extracted);
  await run('tar', [
    '-xzf',
    join(target, packed.filename),
    '-C',
    extracted,
    '--strip-components=1',
    '--no-same-owner',
  ]);

  const published = await listFiles(extracted);
  const publishedSet = new Set(published);
  for (const file of published) {
    let actual;
    try {
      actual = await sha256(join(installed, file));
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
      problems.push(`missing: ${file}`);
      continue;
    }
    if (actual !== (await sha256(join(extracted, file)))) problems.push(`changed: ${file}`);
  }
  for (const file of await listFiles(installed)) {
    if (!publishedSet.has(file)) problems.push(`added:   ${file}`);
  }
  return { label, count: published.length, problems };
}

const lock = JSON.parse(await readFile(join(ROOT, 'package-lock.json'), 'utf8'));
const work = await mkdtemp(join(tmpdir(), 'check-vendor-files-'));
let results;
try {
  results = await Promise.all(
    PACKAGES.map((dir) =>
      checkPackage(dir, lock, work).catch((error) => ({
        label: dir,
        count: 0,
        problems: [`could not be checked: ${error.message.trim()}`],
      })),
    ),
  );
} finally {
  await rm(work, { recursive: true, force: true });
}

const failed = results.filter(({ problems }) => problems.length > 0);
for (const { label, count, problems } of results) {
  if (problems.length === 0) console.log(`${label}: ${count} files as published`);
}
if (failed.length > 0) {
  for (const { label, problems } of failed) {
    console.error(`\n${label} is not the published release:`);
    for (const problem of problems.slice(0, MAX_LISTED)) console.error(`  ${problem}`);
    if (problems.length > MAX_LISTED) console.error(`  … and ${problems.length - MAX_LISTED} more`);
  }
  console.error(
    '\nThe site must run on unmodified releases of these packages: reinstall them' +
      ' (rm -rf node_modules && npm ci) instead of patching files in node_modules/.',
  );
  process.exit(1);
}
