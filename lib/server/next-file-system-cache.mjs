// Next's file-system page cache, which lib/server/page-cache-handler.mjs extends: a private module of Next (checked by
// tests/unit/next-internals.test.ts), imported by the cache handler alone, which Next loads at run time unbundled.
export { default as FileSystemCache } from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
