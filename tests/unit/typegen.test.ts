import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { getCliConfig, resolveLocalPackageFrom, resolveLocalPackagePath } from '@sanity/cli-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Fails when studio/schema.json or lib/domain/content/sanity.types.ts are stale: regenerates both into a scratch directory
 * and compares them byte for byte with the committed files. Fix with `npm run typegen`.
 *
 * - The schema comes from the real CLI: `sanity schema extract --path <scratch>/schema.json`.
 * - `sanity typegen generate` always takes the `typegen` block of sanity.cli.ts (a --config-path file is ignored when
 *   that block exists), so the test calls what the command calls: `runTypegenGenerate` from the CLI's own
 *   @sanity/codegen, with that block (loaded by the CLI's config loader, defaults applied by codegen's
 *   `configDefinition`) and the project root as working directory; only `schema` and `generates` point to the
 *   scratch directory.
 * - The scratch directory sits inside the project (node_modules/.cache) because the CLI resolves --path against the
 *   project root and the generated file is formatted with the Prettier config found from its location.
 * - The generator names its schema file in one comment (`// Source: studio/schema.json`); that line is the only one
 *   mapped back before comparing. The generator writes no timestamp.
 */
const root = path.resolve(__dirname, '../..');
const bin = path.join(root, 'node_modules/.bin');
const TIMEOUT = 180_000;

const committedSchemaPath = path.join(root, 'studio/schema.json');
/** What this test uses of @sanity/codegen (a dependency of @sanity/cli, not of the project). */
interface Codegen {
  configDefinition: unknown;
  runTypegenGenerate(options: { config: TypegenConfig; workDir: string }): Promise<unknown>;
}
interface TypegenConfig {
  path: string | string[];
  schema: string;
  generates: string;
  formatGeneratedCode: boolean | 'oxfmt' | 'prettier';
  overloadClientMethods: boolean;
}
interface Valibot {
  parse(schema: unknown, input: unknown): TypegenConfig;
}

let scratch: string;
let fresh: { schema: string; types: string };
let committed: { schema: string; types: string };

/** A short, readable account of the first difference (the files are too large for a full diff). */
function firstDifference(actual: string, expected: string): string | null {
  if (actual === expected) return null;
  const a = actual.split('\n');
  const e = expected.split('\n');
  const line = a.findIndex((text, index) => text !== e[index]);
  const at = line === -1 ? a.length : line;
  return [
    `first difference at line ${at + 1} (regenerated ${a.length} lines, committed ${e.length} lines)`,
    `  regenerated: ${a[at] ?? '<end of file>'}`,
    `  committed:   ${e[at] ?? '<end of file>'}`,
  ].join('\n');
}

beforeAll(async () => {
  const cacheDir = path.join(root, 'node_modules/.cache');
  mkdirSync(cacheDir, { recursive: true });
  scratch = mkdtempSync(path.join(cacheDir, 'typegen-check-'));
  const schemaFile = path.relative(root, path.join(scratch, 'schema.json'));
  const typesFile = path.relative(root, path.join(scratch, 'sanity.types.ts'));

  await promisify(execFile)(path.join(bin, 'sanity'), ['schema', 'extract', '--path', schemaFile], {
    cwd: root,
    env: {
      ...process.env,
      PATH: `${bin}${path.delimiter}${process.env.PATH}`,
      SANITY_TELEMETRY_DISABLED: '1',
    },
    timeout: TIMEOUT,
  });

  const cliConfig = await getCliConfig(root);
  const cliUrl = resolveLocalPackagePath('@sanity/cli', root);
  const codegen = await resolveLocalPackageFrom<Codegen>('@sanity/codegen', cliUrl);
  const valibot = await resolveLocalPackageFrom<Valibot>(
    'valibot',
    resolveLocalPackagePath('@sanity/codegen', path.dirname(new URL(cliUrl).pathname)),
  );
  const typegen = valibot.parse(codegen.configDefinition, cliConfig.typegen ?? {});
  await codegen.runTypegenGenerate({
    config: { ...typegen, schema: schemaFile, generates: typesFile },
    workDir: root,
  });

  const committedTypesPath = path.resolve(root, typegen.generates);
  const schemaLabel = path.relative(root, path.resolve(root, typegen.schema));
  fresh = {
    schema: readFileSync(path.join(root, schemaFile), 'utf8'),
    types: readFileSync(path.join(root, typesFile), 'utf8').replace(
      `// Source: ${schemaFile}\n`,
      `// Source: ${schemaLabel}\n`,
    ),
  };
  committed = {
    schema: readFileSync(committedSchemaPath, 'utf8'),
    types: readFileSync(committedTypesPath, 'utf8'),
  };
}, TIMEOUT);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('generated Sanity files are up to date (run `npm run typegen` when this fails)', () => {
  it('studio/schema.json matches `sanity schema extract`', () => {
    const difference = firstDifference(fresh.schema, committed.schema);
    expect(difference, `studio/schema.json is stale: ${difference}`).toBeNull();
  });

  it('lib/domain/content/sanity.types.ts matches `sanity typegen generate`', () => {
    const difference = firstDifference(fresh.types, committed.types);
    expect(difference, `lib/domain/content/sanity.types.ts is stale: ${difference}`).toBeNull();
  });
});
