// Pure transforms between the bundled dataset (content/*.ndjson, images in public/content-images and, uploaded in
// the local Studio, content/assets/images) and what the
// Sanity CLI imports and exports (`_sanityAsset` file references, an images/ folder). Used by content-import.mjs
// and content-export.mjs; unit-tested.
import path from 'node:path';

const IMAGE_ASSET = 'sanity.imageAsset';
const LOCAL_IMAGE_PREFIX = '/content-images/';
/** Images uploaded in the Studio on the local Content Lake: served from `<content dir>/assets/images/`. */
const LAKE_IMAGE_PATH = /^\/api\/lake\/images\/[^/]+\/[^/]+\/([^/]+)$/;

/** The file of a local image asset: shipped in public/, or uploaded into the content folder. */
function localImageFile(asset, publicDir, contentDir) {
  if (asset.url?.startsWith(LOCAL_IMAGE_PREFIX)) return path.join(publicDir, asset.url);
  const uploaded = LAKE_IMAGE_PATH.exec(asset.url ?? '')?.[1];
  return uploaded && contentDir ? path.join(contentDir, 'assets', 'images', uploaded) : undefined;
}

/** Calls `visit` on every object in a document tree; `visit` may return a replacement. */
function mapObjects(value, visit) {
  if (Array.isArray(value)) return value.map((item) => mapObjects(item, visit));
  if (value === null || typeof value !== 'object') return value;
  const mapped = Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, mapObjects(item, visit)]),
  );
  return visit(mapped) ?? mapped;
}

/**
 * For `sanity dataset import`: local image asset documents are dropped and every reference to one becomes a
 * `_sanityAsset` pointing at the shipped file, which the CLI uploads.
 */
export function toImportDocuments(documents, publicDir, contentDir) {
  const files = new Map(
    documents
      .filter((document) => document._type === IMAGE_ASSET)
      .map((asset) => [asset._id, localImageFile(asset, publicDir, contentDir)])
      .filter(([, file]) => file !== undefined),
  );
  const missing = new Set();
  const converted = documents
    .filter((document) => !files.has(document._id))
    .map((document) =>
      mapObjects(document, (object) => {
        const ref = object.asset?._ref;
        if (!ref || object.asset._type !== 'reference' || !ref.startsWith('image-')) return undefined;
        const file = files.get(ref);
        if (!file) {
          missing.add(ref);
          return undefined;
        }
        const converted = { ...object, _sanityAsset: `image@file://${file}` };
        delete converted.asset;
        return converted;
      }),
    );
  return { documents: converted, uploads: files.size, missing: [...missing] };
}

const EXPORTED_IMAGE =
  /^image@file:\/\/\.\/images\/(?<name>(?<hash>[a-f0-9]+)-(?<width>\d+)x(?<height>\d+)\.(?<extension>\w+))$/;

/**
 * For the bundled dataset from `sanity dataset export`: every `_sanityAsset` image becomes a reference to a local
 * asset document whose URL is the file copied into public/content-images. Returns the files to copy.
 */
export function fromExportDocuments(documents) {
  const assets = new Map();
  const unsupported = new Set();
  const converted = documents.map((document) =>
    mapObjects(document, (object) => {
      if (typeof object._sanityAsset !== 'string') return undefined;
      const match = EXPORTED_IMAGE.exec(object._sanityAsset);
      if (!match?.groups) {
        unsupported.add(object._sanityAsset);
        return undefined;
      }
      const { name, hash, width, height, extension } = match.groups;
      const id = `image-${hash}-${width}x${height}-${extension}`;
      assets.set(id, {
        _id: id,
        _type: IMAGE_ASSET,
        assetId: hash,
        sha1hash: hash,
        url: `${LOCAL_IMAGE_PREFIX}${name}`,
        originalFilename: name,
        extension,
        mimeType: extension === 'svg' ? 'image/svg+xml' : `image/${extension === 'jpg' ? 'jpeg' : extension}`,
        metadata: {
          _type: 'sanity.imageMetadata',
          dimensions: {
            _type: 'sanity.imageDimensions',
            width: Number(width),
            height: Number(height),
            aspectRatio: Number(width) / Number(height),
          },
        },
      });
      const converted = { ...object, asset: { _type: 'reference', _ref: id } };
      delete converted._sanityAsset;
      return converted;
    }),
  );
  const copies = [...assets.values()].map((asset) => ({
    from: `images/${asset.originalFilename}`,
    to: asset.url,
  }));
  return { documents: [...converted, ...assets.values()], copies, unsupported: [...unsupported] };
}

export function parseNdjsonText(text) {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line));
}

export function toNdjsonText(documents) {
  return `${documents.map((document) => JSON.stringify(document)).join('\n')}\n`;
}
