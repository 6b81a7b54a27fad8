import 'server-only';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { writeFileAtomically } from './atomic-file.mjs';
import { LakeError } from './errors';
import { lakeHost } from './host';
import { MAX_UPLOAD_BYTES, readBody } from './http';
import { getDocument, type LakeDocument } from './store';

/**
 * Image assets of the local lake: an upload is checked by decoding it (sharp), stored once per content hash in
 * `content/assets/images/` beside the dataset, described by a `sanity.imageAsset` document, and served under the
 * URL that `@sanity/image-url` builds from the lake's address (`/api/lake/images/<project>/<dataset>/<file>`).
 */

import { LAKE_PROJECT_ID } from './project';

const IMAGES_DIR = () =>
  path.join(/*turbopackIgnore: true*/ lakeHost().dataset.directory, 'assets', 'images');

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

/** Decodes an uploaded image and describes it as the Content Lake would; nothing is stored yet. */
export async function prepareImageUpload(
  request: Request,
  dataset: string,
  originalFilename: string | null,
): Promise<{ document: LakeDocument; bytes: Uint8Array; fileName: string }> {
  const bytes = await readBody(request, MAX_UPLOAD_BYTES);
  if (bytes.byteLength === 0) throw new LakeError(400, 'Er is geen afbeelding meegestuurd.');
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    metadata = await sharp(bytes, { limitInputPixels: 100_000_000 }).metadata();
  } catch {
    throw new LakeError(
      400,
      'Dit bestand is geen afbeelding die we kunnen lezen (JPEG, PNG, WebP, GIF, AVIF of SVG).',
    );
  }
  const format = metadata.format ? FORMATS[metadata.format] : undefined;
  const { width, height } = metadata;
  if (!format || !width || !height) {
    throw new LakeError(
      400,
      'Dit bestand is geen afbeelding die we kunnen lezen (JPEG, PNG, WebP, GIF, AVIF of SVG).',
    );
  }
  const sha1 = createHash('sha1').update(bytes).digest('hex');
  const fileName = `${sha1}-${width}x${height}.${format.extension}`;
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
      hasAlpha: metadata.hasAlpha ?? false,
      isOpaque: !(metadata.hasAlpha ?? false),
    },
  };
  return { document, bytes, fileName };
}

export function storeImage(fileName: string, bytes: Uint8Array) {
  const file = path.join(IMAGES_DIR(), fileName);
  if (!existsSync(file)) writeFileAtomically(file, bytes);
}

/** An uploaded image; the name carries its hash, so it never changes and may be cached for good. */
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

export function serveImage(fileName: string): Response {
  const match = FILE_NAME.exec(fileName);
  const file = match && imageFile(fileName, match);
  if (!match || !file) {
    return new Response('Afbeelding niet gevonden.', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  const format = Object.values(FORMATS).find(({ extension }) => extension === match[4]);
  return new Response(readFileSync(file), {
    headers: {
      'content-type': format?.mimeType ?? 'application/octet-stream',
      'cache-control': 'public, max-age=31536000, immutable',
      // An uploaded SVG opened on its own must not run scripts on the site's origin.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
