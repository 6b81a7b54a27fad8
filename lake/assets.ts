import 'server-only';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { writeFileAtomically } from './atomic-file.mjs';
import { LakeError } from './errors';
import { lakeHost } from './host';
import { MAX_UPLOAD_BYTES, readBody } from './http';
import { asksForTransformation, parseImageParams } from './image-params';
import {
  inTurn,
  MAX_INPUT_PIXELS,
  MIME_TYPES,
  outputFormat,
  variant,
  type SourceImage,
} from './image-variants';
import { withoutPrivateMetadata } from './original-metadata';
import { getDocument, type LakeDocument } from './store';

/**
 * Image assets of the local lake: an upload is checked by decoding it (sharp), stored once per content hash in
 * `content/assets/images/` beside the dataset, without the camera's metadata (original-metadata.ts), described by a
 * `sanity.imageAsset` document with the metadata Sanity records, and served under the URL that `@sanity/image-url`
 * builds from the lake's address (`/api/lake/images/<project>/<dataset>/<file>`), with the image CDN's parameters
 * (image-variants.ts).
 */

import { LAKE_PROJECT_ID } from './project';

const IMAGES_DIR = () =>
  path.join(/*turbopackIgnore: true*/ lakeHost().dataset.directory, 'assets', 'images');
/** Made variants, beside the originals; git ignores them. */
const VARIANTS_DIR = () => path.join(/*turbopackIgnore: true*/ IMAGES_DIR(), 'variants');

const FORMATS: Record<string, { extension: string; mimeType: string }> = {
  jpeg: { extension: 'jpg', mimeType: 'image/jpeg' },
  png: { extension: 'png', mimeType: 'image/png' },
  webp: { extension: 'webp', mimeType: 'image/webp' },
  gif: { extension: 'gif', mimeType: 'image/gif' },
  avif: { extension: 'avif', mimeType: 'image/avif' },
  heif: { extension: 'avif', mimeType: 'image/avif' },
  svg: { extension: 'svg', mimeType: 'image/svg+xml' },
};

const FILE_NAME = /^([0-9a-f]{40})-(\d{1,5})x(\d{1,5})\.(jpg|png|webp|gif|avif|svg)$/;

export function imagePath(dataset: string, fileName: string): string {
  return `/api/lake/images/${LAKE_PROJECT_ID}/${dataset}/${fileName}`;
}

const UNREADABLE = 'Dit bestand is geen afbeelding die we kunnen lezen (JPEG, PNG, WebP, GIF, AVIF of SVG).';

/** A 20-pixel-wide blurred JPEG as a data URL, shown while the image loads; and the most common colour. */
async function placeholderAndPalette(bytes: Uint8Array) {
  // Made small first: sharp's stats() reads the whole decoded input, not what a pipeline resized it to.
  const small = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .autoOrient()
    .resize(64, 64, { fit: 'inside' })
    .png()
    .toBuffer();
  const [lqip, stats] = await Promise.all([
    sharp(small).resize(20).flatten({ background: '#ffffff' }).jpeg({ quality: 40 }).toBuffer(),
    sharp(small).stats(),
  ]);
  const { r, g, b } = stats.dominant;
  const hex = (value: number) => value.toString(16).padStart(2, '0');
  const background = `#${hex(r)}${hex(g)}${hex(b)}`;
  // Text on the dominant colour: black on light, white on dark (relative luminance).
  const foreground = 0.2126 * r + 0.7152 * g + 0.0722 * b > 140 ? '#000' : '#fff';
  return {
    lqip: `data:image/jpeg;base64,${lqip.toString('base64')}`,
    isOpaque: stats.isOpaque,
    palette: {
      _type: 'sanity.imagePalette',
      dominant: {
        _type: 'sanity.imagePaletteSwatch',
        background,
        foreground,
        population: 1,
        title: foreground,
      },
    },
  };
}

/**
 * Decodes an uploaded image, leaves out its camera's metadata, and describes the bytes to store as the Content Lake
 * would (their content hash names them); nothing is stored yet.
 */
export async function prepareImageUpload(
  request: Request,
  dataset: string,
  originalFilename: string | null,
): Promise<{ document: LakeDocument; bytes: Uint8Array; fileName: string }> {
  const uploaded = await readBody(request, MAX_UPLOAD_BYTES);
  if (uploaded.byteLength === 0) throw new LakeError(400, 'Er is geen afbeelding meegestuurd.');
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    metadata = await sharp(uploaded, { limitInputPixels: false }).metadata();
  } catch {
    throw new LakeError(400, UNREADABLE);
  }
  const format = metadata.format ? FORMATS[metadata.format] : undefined;
  const declared = metadata.autoOrient ?? metadata;
  if (!format || !declared.width || !declared.height) throw new LakeError(400, UNREADABLE);
  // The declared size, before anything is decoded: a small file can declare billions of pixels.
  if (declared.width * declared.height > MAX_INPUT_PIXELS) {
    throw new LakeError(
      400,
      `Deze afbeelding is te groot (${Math.round((declared.width * declared.height) / 1_000_000)} megapixels); het maximum is ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
    );
  }
  let bytes: Uint8Array;
  try {
    bytes = await withoutPrivateMetadata(uploaded, metadata);
    // The document describes the bytes stored (an AVIF encoded again is turned upright).
    if (bytes !== uploaded) metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new LakeError(400, UNREADABLE);
  }
  // As shown: a photo taken upright is stored in landscape with an EXIF orientation.
  const { width, height } = metadata.autoOrient ?? metadata;
  if (!width || !height) throw new LakeError(400, UNREADABLE);
  let described: Awaited<ReturnType<typeof placeholderAndPalette>>;
  try {
    // A full decode, as costly as a variant: it waits its turn with them.
    described = await inTurn(() => placeholderAndPalette(bytes));
  } catch {
    throw new LakeError(400, UNREADABLE);
  }
  const sha1 = createHash('sha1').update(bytes).digest('hex');
  const fileName = `${sha1}-${width}x${height}.${format.extension}`;
  const hasAlpha = metadata.hasAlpha ?? false;
  const document: LakeDocument = {
    _id: `image-${sha1}-${width}x${height}-${format.extension}`,
    _type: 'sanity.imageAsset',
    assetId: sha1,
    sha1hash: sha1,
    extension: format.extension,
    mimeType: format.mimeType,
    size: bytes.byteLength,
    originalFilename: originalFilename?.slice(0, 200) ?? fileName,
    path: `images/${LAKE_PROJECT_ID}/${dataset}/${fileName}`,
    url: imagePath(dataset, fileName),
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
      lqip: described.lqip,
      hasAlpha,
      isOpaque: !hasAlpha || described.isOpaque,
      palette: described.palette,
    },
  };
  return { document, bytes, fileName };
}

export function storeImage(fileName: string, bytes: Uint8Array) {
  const file = path.join(IMAGES_DIR(), fileName);
  if (!existsSync(file)) writeFileAtomically(file, bytes);
}

/**
 * Where an image's bytes are: uploaded in the Studio (content/assets/images), or bundled with the site, whose asset
 * documents point at `public/content-images/` (the Studio asks for both by the same asset-id URL).
 */
function imageFile(fileName: string, match: RegExpExecArray): string | null {
  const uploaded = path.join(IMAGES_DIR(), fileName);
  if (existsSync(uploaded)) return uploaded;
  const [, hash, width, height, extension] = match;
  const asset = getDocument(`image-${hash}-${width}x${height}-${extension}`);
  const url = typeof asset?.url === 'string' ? asset.url : '';
  if (!/^\/content-images\/[A-Za-z0-9._-]+$/.test(url)) return null;
  const bundled = path.join(/*turbopackIgnore: true*/ process.cwd(), 'public', url);
  return existsSync(bundled) ? bundled : null;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
// An SVG opened on its own must not run scripts on the site's origin.
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * An image at its asset URL, with the image CDN's parameters. The file name carries the content hash, so every
 * answer may be cached for good. A photo is always re-encoded, even without parameters, so that no answer carries
 * the camera's metadata; an SVG without parameters is sent as it is.
 */
export async function serveImage(
  fileName: string,
  search: URLSearchParams,
  accept: string,
): Promise<Response> {
  const match = FILE_NAME.exec(fileName);
  const file = match && imageFile(fileName, match);
  if (!match || !file) {
    return new Response('Afbeelding niet gevonden.', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  const params = parseImageParams(search);
  const source: SourceImage = {
    file,
    fileName,
    width: Number(match[2]),
    height: Number(match[3]),
    extension: match[4]!,
  };
  // Readable by any origin, as the image CDN serves them: they are public, and no credentials are involved.
  const headers: Record<string, string> = { 'cache-control': IMMUTABLE, 'access-control-allow-origin': '*' };
  if (params.download !== undefined) {
    headers['content-disposition'] = `attachment; filename="${params.download || fileName}"`;
  }
  if (source.extension === 'svg' && !asksForTransformation(params) && !params.format) {
    return new Response(readFileSync(/*turbopackIgnore: true*/ file), {
      headers: { ...headers, 'content-type': MIME_TYPES.svg, 'content-security-policy': SVG_POLICY },
    });
  }
  const format = outputFormat(source, params, accept);
  const bytes = await variant(source, params, format, VARIANTS_DIR());
  if (params.autoFormat && !params.format) headers.vary = 'Accept';
  return new Response(new Uint8Array(bytes), {
    headers: { ...headers, 'content-type': MIME_TYPES[format], 'content-length': String(bytes.byteLength) },
  });
}
