// The server's reaches into Next's private environment, in one module; Next's private modules each have one of their
// own (lib/server/next-file-system-cache.mjs, scripts/lib/next-tracer.mjs), so that no bundled code pulls them in.
// tests/unit/next-internals.test.ts checks each against the installed Next: the upgrade that moves one fails there.

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
