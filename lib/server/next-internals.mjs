// The server's reaches into Next's private parts, in one module (the build scripts' one is
// scripts/lib/next-tracer.mjs): each is checked against the installed Next by tests/unit/next-internals.test.ts, so
// the upgrade that moves one fails there, by name, before anything else.

/**
 * Where this server reaches itself: `next start` records its own address in `__NEXT_PRIVATE_ORIGIN` once it
 * listens (server.mjs does the same), else its port on loopback; undefined while neither is known.
 */
export function recordedOwnOrigin() {
  const { __NEXT_PRIVATE_ORIGIN: origin, PORT: port } = process.env;
  return origin ?? (port ? `http://127.0.0.1:${port}` : undefined);
}

/** As `recordedOwnOrigin`, assuming Next's default port when nothing is recorded. */
export function ownOrigin() {
  return recordedOwnOrigin() ?? 'http://127.0.0.1:3000';
}

/** For a custom server: records its own address as `next start` does, unless something set it already. */
export function recordOwnOrigin(/** @type {string} */ origin) {
  process.env.__NEXT_PRIVATE_ORIGIN ??= origin;
}

/**
 * For a custom server: hands Next the config the build recorded (`required-server-files.json`), as Next's
 * standalone `server.js` does, instead of loading `next.config.ts`.
 */
export function handNextRecordedConfig(/** @type {Record<string, unknown>} */ config) {
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
}

/** Next's file-system page cache, which lib/server/page-cache-handler.mjs extends. */
export { default as FileSystemCache } from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
