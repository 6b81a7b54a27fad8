import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EAGER_COMPILE_HINT, MIN_HINTED_CHUNK_BYTES, markEagerCompile } from '@/lib/server/eager-compile';

let distDir: string;

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
  writeFileSync(path.join(distDir, file), text);
}

const chunk = (bytes: number) => `(globalThis.TURBOPACK||[]).push([${'0,'.repeat(bytes / 2)}]);`;

/** A route's manifests as Next's build writes them (trimmed to what the hook reads). */
function route(dir: string, entryJSFiles: Record<string, string[]>) {
  const key = `/${dir}/page`;
  write(
    `server/app/${dir}/page_client-reference-manifest.js`,
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(key)}] = ${JSON.stringify({ clientModules: {}, entryJSFiles })};`,
  );
  write(
    `server/app/${dir}/page/build-manifest.json`,
    JSON.stringify({
      polyfillFiles: ['static/chunks/polyfills.js'],
      rootMainFiles: ['static/chunks/framework.js', 'static/chunks/runtime.js'],
    }),
  );
}

beforeEach(() => {
  distDir = mkdtempSync(path.join(tmpdir(), 'stroomplein-eager-compile-'));
  write('static/chunks/framework.js', chunk(400_000));
  write('static/chunks/polyfills.js', chunk(110_000));
  write('static/chunks/runtime.js', chunk(MIN_HINTED_CHUNK_BYTES - 2_000));
  write('static/chunks/calculator.js', chunk(60_000));
  write('static/chunks/layout.js', chunk(9_000));
  write('static/chunks/studio.js', chunk(2_000_000));
  write('static/chunks/loaded-later.js', chunk(200_000));
  route('[site]/(default)/calculator/koper', {
    '[project]/app/[site]/layout': ['static/chunks/layout.js'],
    '[project]/app/[site]/(default)/calculator/koper/page': [
      'static/chunks/layout.js',
      'static/chunks/calculator.js',
    ],
  });
  route('[site]/studio/[[...tool]]', {
    '[project]/app/[site]/layout': ['static/chunks/layout.js'],
    '[project]/app/[site]/studio/[[...tool]]/page': ['static/chunks/studio.js'],
  });
});

afterEach(() => rmSync(distDir, { recursive: true, force: true }));

const hinted = (name: string) =>
  readFileSync(path.join(distDir, 'static/chunks', name), 'utf8').startsWith(EAGER_COMPILE_HINT);

describe('eager-compile hint', () => {
  it('marks the large scripts a public page loads first, and nothing the Studio or a later import loads', () => {
    expect(markEagerCompile(distDir)).toEqual([
      'static/chunks/calculator.js',
      'static/chunks/framework.js',
      'static/chunks/polyfills.js',
    ]);
    expect(['framework.js', 'polyfills.js', 'calculator.js'].filter(hinted)).toHaveLength(3);
    expect(['runtime.js', 'layout.js', 'studio.js', 'loaded-later.js'].filter(hinted)).toEqual([]);
  });

  it('puts the hint on the first line once, keeping the script as it was', () => {
    const before = readFileSync(path.join(distDir, 'static/chunks/framework.js'), 'utf8');
    markEagerCompile(distDir);
    expect(markEagerCompile(distDir)).toEqual([]);
    expect(readFileSync(path.join(distDir, 'static/chunks/framework.js'), 'utf8')).toBe(
      EAGER_COMPILE_HINT + before,
    );
  });
});
