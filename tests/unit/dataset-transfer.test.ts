import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script without type declarations
import { fromExportDocuments, toImportDocuments } from '../../scripts/dataset-transfer.mjs';

const asset = {
  _id: 'image-abc123-960x720-svg',
  _type: 'sanity.imageAsset',
  url: '/content-images/zonnedaken.svg',
};
/** A hero block whose image points at its file the given way (`asset` or `_sanityAsset`). */
const heroWithImage = (source: Record<string, unknown>) => ({
  _key: 'h',
  _type: 'hero',
  image: { _type: 'accessibleImage', alt: 'Daken', ...source },
});
const page = {
  _id: 'page-a',
  _type: 'page',
  blocks: [heroWithImage({ asset: { _type: 'reference', _ref: asset._id } })],
};

describe('bundled dataset ↔ Sanity CLI', () => {
  it('import: local assets become uploads of the shipped files', () => {
    const { documents, uploads, missing } = toImportDocuments([page, asset], '/repo/public');
    expect(uploads).toBe(1);
    expect(missing).toEqual([]);
    expect(documents).toEqual([
      {
        ...page,
        blocks: [heroWithImage({ _sanityAsset: 'image@file:///repo/public/content-images/zonnedaken.svg' })],
      },
    ]);
  });

  it('import: an image uploaded in the local Studio is uploaded from the content folder', () => {
    const uploaded = {
      ...asset,
      _id: 'image-abc-640x360-png',
      url: '/api/lake/images/stroomplein-lokaal/production/abc-640x360.png',
    };
    const withUpload = {
      ...page,
      blocks: [heroWithImage({ asset: { _type: 'reference', _ref: uploaded._id } })],
    };
    const { documents, uploads } = toImportDocuments([withUpload, uploaded], '/repo/public', '/repo/content');
    expect(uploads).toBe(1);
    expect(JSON.stringify(documents)).toContain('image@file:///repo/content/assets/images/abc-640x360.png');
  });

  it('import: a reference to an asset that is not in the dataset is reported', () => {
    expect(toImportDocuments([page], '/repo/public').missing).toEqual([asset._id]);
  });

  it('export: exported images become local asset documents and files to copy', () => {
    const exported = {
      ...page,
      blocks: [heroWithImage({ _sanityAsset: 'image@file://./images/abc123-960x720.svg' })],
    };
    const { documents, copies, unsupported } = fromExportDocuments([exported]);
    expect(unsupported).toEqual([]);
    expect(copies).toEqual([{ from: 'images/abc123-960x720.svg', to: '/content-images/abc123-960x720.svg' }]);
    expect(documents[0].blocks[0].image).toEqual({
      _type: 'accessibleImage',
      alt: 'Daken',
      asset: { _type: 'reference', _ref: 'image-abc123-960x720-svg' },
    });
    expect(documents[1]).toMatchObject({
      _id: 'image-abc123-960x720-svg',
      _type: 'sanity.imageAsset',
      url: '/content-images/abc123-960x720.svg',
      metadata: { dimensions: { width: 960, height: 720 } },
    });
  });
});
