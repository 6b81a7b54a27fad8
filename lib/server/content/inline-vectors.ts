import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ContentImage } from '@/lib/domain/content/types';
import { CONTENT_DIR } from './dataset-folder';

/**
 * A hero's small vector image travels inside the page's HTML as a data URL. The hero image is the first screen's
 * largest paint; fetched on its own it waits for a second round trip after the HTML (on a slow phone's network
 * about half a second), while about a kilobyte of gzipped SVG comes with the HTML. Photos keep
 * their URLs: their bytes depend on the screen (srcset), and inlined they would weigh on every visitor.
 */

/** Larger vector images are fetched as files: the bundled illustrations are 1.3–2.2 kB. */
export const MAX_INLINE_VECTOR_BYTES = 4096;

const PUBLIC_FILE = /^\/content-images\/([A-Za-z0-9._-]+\.svg)$/;
const LAKE_FILE = /^\/api\/lake\/images\/[a-z0-9-]+\/[a-z0-9_-]+\/([0-9a-f]{40}-\d{1,5}x\d{1,5}\.svg)$/;
const HOSTED_TIMEOUT_MS = 3_000;

/** Read once per asset: an asset's file never changes (its id is its content's hash). */
const inlined = new Map<string, Promise<string | null>>();

async function vectorBytes(url: string): Promise<Buffer | null> {
  const bundled = PUBLIC_FILE.exec(url);
  if (bundled)
    return readFile(
      /*turbopackIgnore: true*/ path.join(process.cwd(), 'public', 'content-images', bundled[1]!),
    );
  const uploaded = LAKE_FILE.exec(url);
  if (uploaded)
    return readFile(/*turbopackIgnore: true*/ path.join(CONTENT_DIR, 'assets', 'images', uploaded[1]!));
  if (!url.startsWith('https://')) return null;
  const response = await fetch(url, { cache: 'force-cache', signal: AbortSignal.timeout(HOSTED_TIMEOUT_MS) });
  return response.ok ? Buffer.from(await response.arrayBuffer()) : null;
}

/**
 * An SVG as a `data:` URL: whitespace collapsed, and every character that is no URL code point percent-encoded, so
 * the attribute is a valid URL (the HTML checker reads it) and stays short.
 */
function svgDataUrl(svg: string): string {
  const encoded = svg
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[^A-Za-z0-9!$&'()*+,\-./:;=?@_~]/gu, (character) => encodeURIComponent(character));
  return `data:image/svg+xml,${encoded}`;
}

/** The image's SVG as a data URL, or null: not a vector image, too large, or its file cannot be read now. */
export function inlineVector(image: ContentImage | null | undefined): Promise<string | null> {
  const asset = image?.asset;
  if (!asset?._id.endsWith('-svg') || !asset.url) return Promise.resolve(null);
  let dataUrl = inlined.get(asset._id);
  if (!dataUrl) {
    dataUrl = vectorBytes(asset.url).then(
      (bytes) =>
        bytes && bytes.byteLength <= MAX_INLINE_VECTOR_BYTES ? svgDataUrl(bytes.toString('utf8')) : null,
      // Unreadable now (a hosted CDN that timed out): the page links the file, and a later render tries again.
      () => {
        inlined.delete(asset._id);
        return null;
      },
    );
    inlined.set(asset._id, dataUrl);
  }
  return dataUrl;
}

/** The document with each hero's small vector image carried inline (`inlineSrc`). */
export async function withInlineHeroVectors<T extends object | null>(document: T): Promise<T> {
  if (!document || !('blocks' in document) || !Array.isArray(document.blocks)) return document;
  const blocks = await Promise.all(
    (document.blocks as { _type: string; image?: ContentImage | null }[]).map(async (block) => {
      if (block._type !== 'hero') return block;
      const inlineSrc = await inlineVector(block.image);
      return inlineSrc ? { ...block, image: { ...block.image!, inlineSrc } } : block;
    }),
  );
  return { ...document, blocks };
}
