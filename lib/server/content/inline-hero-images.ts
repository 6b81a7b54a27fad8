import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sanityApiHost } from '@/lib/domain/content/config';
import type { ContentImage, InlinePhoto } from '@/lib/domain/content/types';
import { contentImageSrc, croppedSize, LOCAL_IMAGE_BASE_URL } from '@/lib/shared/content/images';
import { CONTENT_DIR } from './dataset-folder';
import { LAKE_IN_PROCESS_HOST } from './lake-address';

/**
 * A hero's image is the first screen's largest paint; fetched on its own it waits for a second round trip after the
 * HTML (on a slow phone's network about half a second). So it travels inside the page's HTML as a data URL: a small
 * vector image whole (about a kilobyte of gzipped SVG), a photo as its AVIF variant a phone takes (`inlinePhoto`;
 * larger screens and browsers without AVIF fetch theirs from the srcset). See docs/decisions.md.
 */

/** Larger vector images are fetched as files: the bundled illustrations are 1.3–2.2 kB. */
export const MAX_INLINE_VECTOR_BYTES = 4096;

/**
 * The photo variant that travels in the HTML: what a phone takes for a hero shown full width (358–380 CSS px at a
 * density up to 2). Denser screens take a larger one from the srcset.
 */
export const INLINE_PHOTO_WIDTH = 720;
/** A photo whose variant is larger than this is only linked: every visitor of the page would carry its bytes. */
export const MAX_INLINE_PHOTO_BYTES = 16_384;

const PUBLIC_FILE = /^\/content-images\/([A-Za-z0-9._-]+\.svg)$/;
const LAKE_FILE = /^\/api\/lake\/images\/[a-z0-9-]+\/[a-z0-9_-]+\/([0-9a-f]{40}-\d{1,5}x\d{1,5}\.svg)$/;
const HOSTED_TIMEOUT_MS = 3_000;
const API_HOST_ORIGIN = sanityApiHost ? new URL(sanityApiHost).origin : null;

/** Read once per asset (and crop): an asset's file never changes (its id is its content's hash). */
const inlined = new Map<string, Promise<string | null>>();

/** Read once per key; a read that failed (a hosted CDN that timed out) is tried again at the next render. */
function once(key: string, read: () => Promise<string | null>): Promise<string | null> {
  let dataUrl = inlined.get(key);
  if (!dataUrl) {
    dataUrl = read().catch(() => {
      inlined.delete(key);
      return null;
    });
    inlined.set(key, dataUrl);
  }
  return dataUrl;
}

async function vectorBytes(url: string): Promise<Buffer | null> {
  const bundled = PUBLIC_FILE.exec(url);
  if (bundled)
    return readFile(
      /*turbopackIgnore: true*/ path.join(process.cwd(), 'public', 'content-images', bundled[1]!),
    );
  const uploaded = LAKE_FILE.exec(url);
  if (uploaded)
    return readFile(/*turbopackIgnore: true*/ path.join(CONTENT_DIR, 'assets', 'images', uploaded[1]!));
  // The image CDN, or another server's lake as the hosted road's API host (its asset URLs are absolute, on its origin).
  if (!url.startsWith('https://') && !(API_HOST_ORIGIN && url.startsWith(`${API_HOST_ORIGIN}/`))) return null;
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
  const url = asset.url;
  return once(asset._id, async () => {
    const bytes = await vectorBytes(url);
    return bytes && bytes.byteLength <= MAX_INLINE_VECTOR_BYTES ? svgDataUrl(bytes.toString('utf8')) : null;
  });
}

/**
 * The photo's AVIF variant INLINE_PHOTO_WIDTH wide as a data URL, or null: a vector image, a photo (as cropped)
 * narrower than that, a variant too large, or one that cannot be read now. Asked of the image service by its own URL: the local
 * lake in process (also while `next build` prerenders), the image CDN when hosted.
 */
export function inlinePhoto(image: ContentImage | null | undefined): Promise<InlinePhoto | null> {
  const asset = image?.asset;
  if (!image || !asset?._id || asset._id.endsWith('-svg')) return Promise.resolve(null);
  // A crop narrower than that has no variant of that width: the page links its photo.
  if ((croppedSize(image)?.width ?? 0) < INLINE_PHOTO_WIDTH) return Promise.resolve(null);
  const url = contentImageSrc(image, INLINE_PHOTO_WIDTH)!;
  const address = url.startsWith(`${LOCAL_IMAGE_BASE_URL}/`)
    ? `${LAKE_IN_PROCESS_HOST}${url.slice(LOCAL_IMAGE_BASE_URL.length)}`
    : url;
  if (!address.startsWith('http')) return Promise.resolve(null);
  const local = address !== url;
  return once(url, async () => {
    const response = await fetch(address, {
      headers: { accept: 'image/avif' },
      cache: 'force-cache',
      // In process the lake makes the variant, once per core at a time: no network to give up on.
      signal: local ? undefined : AbortSignal.timeout(HOSTED_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`${response.status} ${url}`);
    if (response.headers.get('content-type') !== 'image/avif') return null;
    const bytes = Buffer.from(await response.arrayBuffer());
    return bytes.byteLength <= MAX_INLINE_PHOTO_BYTES
      ? `data:image/avif;base64,${bytes.toString('base64')}`
      : null;
  }).then((avif) => (avif ? { width: INLINE_PHOTO_WIDTH, avif } : null));
}

/**
 * The document with each hero's image carried inline: a small vector image as `inlineSrc`, a photo's phone variant
 * as `inlinePhoto`.
 */
export async function withInlineHeroImages<T extends object | null>(document: T): Promise<T> {
  if (!document || !('blocks' in document) || !Array.isArray(document.blocks)) return document;
  const blocks = await Promise.all(
    (document.blocks as { _type: string; image?: ContentImage | null }[]).map(async (block) => {
      if (block._type !== 'hero' || !block.image) return block;
      const [inlineSrc, photo] = await Promise.all([inlineVector(block.image), inlinePhoto(block.image)]);
      if (inlineSrc) return { ...block, image: { ...block.image, inlineSrc } };
      if (photo) return { ...block, image: { ...block.image, inlinePhoto: photo } };
      return block;
    }),
  );
  return { ...document, blocks };
}
