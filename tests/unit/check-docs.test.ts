import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const roots: string[] = [];

/** A repository of its own: `files` maps paths to contents. */
function repository(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'check-docs-'));
  roots.push(root);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

/** Runs the checker as `npm run lint` does, on `root`. */
function checkDocs(root: string) {
  const run = spawnSync(process.execPath, ['scripts/check-docs.mjs', root], { encoding: 'utf8' });
  return { status: run.status, problems: run.stdout.split('\n').filter((line) => /^\S+:\d+: /.test(line)) };
}

const base = {
  'package.json': JSON.stringify({ scripts: { test: 'vitest', lint: 'eslint .' } }),
  '.gitignore': '.next/\n',
  'lib/server/source.ts': 'export {};\n',
  'tests/unit/source.test.ts': '',
  'docs/guide.md': '# Guide\n\n## The content road\n\nText.\n',
};

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('scripts/check-docs.mjs', () => {
  it('passes docs whose links, paths, anchors, scripts and tests exist', () => {
    const root = repository({
      ...base,
      'README.md': [
        '# Site',
        '',
        'Run `npm test` and `npm run lint`; read [the road](docs/guide.md#the-content-road).',
        'The source is `lib/server/source.ts` (`source.ts` for short, under `server/source.ts`), tested by',
        '`source.test`; the build writes `.next/cache`. Module names such as `next/headers`, site paths such as',
        '`/studio` and `/api/lake/...`, and globs such as `content/*.ndjson` are no repository paths.',
        '',
      ].join('\n'),
    });
    expect(checkDocs(root)).toEqual({ status: 0, problems: [] });
  });

  it('names a missing file, script, anchor, test and path, each with its line', () => {
    const root = repository({
      ...base,
      'README.md': [
        '# Site',
        '',
        'See [the guide](docs/guide.md#no-such-heading) and [the plan](docs/plan.md).',
        'Run `npm run deploy`.',
        'The code is in `lib/server/gone.ts`, tested by `gone.test`.',
        'More at [Sanity](https://www.sanity.io/).',
        '',
      ].join('\n'),
    });
    const { status, problems } = checkDocs(root);
    expect(status).toBe(1);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^README\.md:3: link to a missing heading: docs\/guide\.md#no-such-heading/),
        expect.stringMatching(/^README\.md:3: link to a missing file: docs\/plan\.md/),
        expect.stringMatching(/^README\.md:4: `npm run deploy`: no such script/),
        expect.stringMatching(/^README\.md:5: no such path: `lib\/server\/gone\.ts`/),
        expect.stringMatching(/^README\.md:5: no test file for `gone\.test`/),
        expect.stringMatching(/^README\.md:6: link leaves the repository/),
      ]),
    );
    expect(problems).toHaveLength(6);
  });

  it('holds the docs to their size, and the guide to listing every doc', () => {
    const root = repository({
      ...base,
      'README.md': `# Site\n\n${'x'.repeat(301)}\n`,
      'docs/architecture.md': `# Architecture\n\n${'word '.repeat(5_100)}\n`,
    });
    const { status, problems } = checkDocs(root);
    expect(status).toBe(1);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^README\.md:3: line of 301 characters/),
        expect.stringMatching(/^docs\/architecture\.md:1: \d+ bytes, over its budget of 25000/),
        'docs/guide.md:1: does not list docs/architecture.md',
      ]),
    );
  });
});
