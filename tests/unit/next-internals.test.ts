import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a module of Next's own, without types of ours: its shape is what this test checks.
import { FileSystemCache } from '@/lib/server/next-file-system-cache.mjs';
import { nodeFileTrace } from '../../scripts/lib/next-tracer.mjs';

/**
 * The contract of lib/server/next-internals.mjs, next-file-system-cache.mjs and scripts/lib/next-tracer.mjs with the
 * installed Next: what each private piece is, read from
 * Next's own code. The Next upgrade that moves one fails here, by name.
 */
const nextFile = (file: string) =>
  readFileSync(createRequire(import.meta.url).resolve(`next/dist/${file}`), 'utf8');

describe("Next's private pieces the site relies on", () => {
  it('`next start` records its own address in __NEXT_PRIVATE_ORIGIN once it listens', () => {
    expect(nextFile('server/lib/start-server.js')).toMatch(/process\.env\.__NEXT_PRIVATE_ORIGIN = /);
  });

  it('Next takes a recorded config from __NEXT_PRIVATE_STANDALONE_CONFIG instead of loading next.config', () => {
    expect(nextFile('server/next.js')).toMatch(/process\.env\.__NEXT_PRIVATE_STANDALONE_CONFIG/);
  });

  it("the file-system cache is a class with the cache handler's get, set and revalidateTag", () => {
    for (const method of ['get', 'set', 'revalidateTag'])
      expect(typeof (FileSystemCache.prototype as unknown as Record<string, unknown>)[method], method).toBe(
        'function',
      );
  });

  it("Next's tracer follows a module's imports", async () => {
    const { fileList } = await nodeFileTrace([path.resolve('lib/server/next-file-system-cache.mjs')], {
      base: process.cwd(),
      analysis: { computeFileReferences: false },
    });
    expect([...fileList]).toContain('lib/server/next-file-system-cache.mjs');
    expect([...fileList].some((file) => file.includes('incremental-cache/file-system-cache'))).toBe(true);
  });
});
