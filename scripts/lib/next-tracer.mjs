// Next's own copy of @vercel/nft, the tracer behind its standalone output (scripts/bundle.mjs): a private piece of
// Next, checked by tests/unit/next-internals.test.ts. Apart from lib/server/next-internals.mjs so that no server
// code bundles the tracer.
import { createRequire } from 'node:module';

/**
 * @param {string[]} files
 * @param {object} options
 * @returns {Promise<{ fileList: Set<string> }>}
 */
export function nodeFileTrace(files, options) {
  return createRequire(import.meta.url)('next/dist/compiled/@vercel/nft').nodeFileTrace(files, options);
}
