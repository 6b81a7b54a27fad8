import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createApiToken } from './api-tokens.mjs';
import { handleLakeRequest } from './router';
import { configureLakeForTests } from './test-host';

/**
 * What an upload leaves in content/assets/, which goes into git with the dataset: the image without the camera's
 * metadata (GPS, make and model, XMP), still shown upright, in its colour profile, its pixels untouched where the
 * format allows; and an asset document that describes the stored bytes.
 */

const contentDir = mkdtempSync(path.join(tmpdir(), 'stroomplein-asset-metadata-'));
cpSync('content', contentDir, { recursive: true });
configureLakeForTests(contentDir);
const token = createApiToken(contentDir, { role: 'editor', label: 'Metadata' }).secret;
afterAll(() => rmSync(contentDir, { recursive: true, force: true }));

const MAKE = 'Fotocamera Stroomplein';
const MODEL = 'Toestelmodel-1234';
const COMMENT = 'Opmerking van de fotograaf';
const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="51,3.0N" exif:Make="${MAKE}"/></rdf:RDF></x:xmpmeta>`;
/** What none of the stored bytes may contain. */
const PRIVATE = [MAKE, MODEL, COMMENT, 'GPSLatitude'];
const ORIENTATION = 0x0112;

interface UploadedAsset {
  _id: string;
  sha1hash: string;
  size: number;
  path: string;
  metadata: { dimensions: { width: number; height: number; aspectRatio: number } };
}

/** Uploads as the Studio does: the file as the body of a POST, with an editor's token. */
async function upload(bytes: Buffer, filename: string) {
  const url = new URL(`http://lake.test/api/lake/v2025-02-19/assets/images/production?filename=${filename}`);
  const response = await handleLakeRequest(
    new Request(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: new Uint8Array(bytes),
    }),
    url.pathname.replace(/^\/api\/lake\//, '').split('/'),
  );
  expect(response.status).toBe(200);
  const { document } = (await response.json()) as { document: UploadedAsset };
  const stored = readFileSync(path.join(contentDir, 'assets', 'images', path.basename(document.path)));
  return { document, stored, metadata: await sharp(stored).metadata() };
}

/**
 * A 200 × 300 portrait in four coloured quarters (red top left), as the camera stores it: turned a quarter to the
 * left, 300 × 200, with EXIF orientation 6 (turn right to show), the camera's make and model, a GPS position, XMP
 * that repeats them and a Display P3 colour profile.
 */
async function phonePhoto(format: 'jpeg' | 'png' | 'webp' | 'avif') {
  const quarter = (colour: string) =>
    sharp({ create: { width: 100, height: 150, channels: 3, background: colour } })
      .png()
      .toBuffer();
  const shown = await sharp({ create: { width: 200, height: 300, channels: 3, background: '#000' } })
    .composite([
      { input: await quarter('#ff0000'), left: 0, top: 0 },
      { input: await quarter('#00ff00'), left: 100, top: 0 },
      { input: await quarter('#0000ff'), left: 0, top: 150 },
      { input: await quarter('#ffff00'), left: 100, top: 150 },
    ])
    .png()
    .toBuffer();
  const sideways = await sharp(shown).rotate(-90).png().toBuffer();
  return sharp(sideways)
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: MAKE, Model: MODEL },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 3/1 0/1' },
    })
    .withXmp(XMP)
    .withIccProfile('p3')
    .toFormat(format, format === 'jpeg' ? { quality: 92 } : {})
    .toBuffer();
}

/** Every tag of an EXIF block's IFD0 and of the IFDs it points to (Exif, GPS). */
function exifTags(exif: Buffer | undefined): number[] {
  if (!exif) return [];
  const tiff = exif.subarray(exif.subarray(0, 4).toString('latin1') === 'Exif' ? 6 : 0);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const tags: number[] = [];
  const walk = (at: number) => {
    for (let index = 0; index < u16(at); index++) {
      const entry = at + 2 + index * 12;
      const tag = u16(entry);
      tags.push(tag);
      if (tag === 0x8769 || tag === 0x8825) walk(u32(entry + 8));
    }
  };
  walk(u32(4));
  return tags;
}

/** The colour at a fraction of the width and height of an image as shown (EXIF orientation applied). */
async function shownColourAt(bytes: Buffer, x: number, y: number) {
  const { data, info } = await sharp(bytes)
    .autoOrient()
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const offset = (Math.floor(y * (info.height - 1)) * info.width + Math.floor(x * (info.width - 1))) * 3;
  return [data[offset]!, data[offset + 1]!, data[offset + 2]!];
}
const isRed = ([r, g, b]: number[]) => r! > 200 && g! < 60 && b! < 60;

const rawPixels = (bytes: Buffer) => sharp(bytes).raw().toBuffer();

/** The asset document names and measures the bytes stored, and gives the size a browser shows. */
async function expectDescribed(uploaded: Awaited<ReturnType<typeof upload>>, extension: string) {
  const { document, stored, metadata } = uploaded;
  const sha1 = createHash('sha1').update(stored).digest('hex');
  const shown = metadata.autoOrient;
  expect(document.sha1hash).toBe(sha1);
  expect(document.size).toBe(stored.byteLength);
  expect(document._id).toBe(`image-${sha1}-${shown.width}x${shown.height}-${extension}`);
  expect(path.basename(document.path)).toBe(`${sha1}-${shown.width}x${shown.height}.${extension}`);
  expect(document.metadata.dimensions).toMatchObject({ width: shown.width, height: shown.height });
}

function expectNoCameraData(uploaded: Awaited<ReturnType<typeof upload>>) {
  const { stored, metadata } = uploaded;
  for (const text of PRIVATE) expect(stored.includes(text), text).toBe(false);
  expect(exifTags(metadata.exif).filter((tag) => tag !== ORIENTATION)).toEqual([]);
  expect(metadata.xmp).toBeUndefined();
  expect(metadata.iptc).toBeUndefined();
}

describe('uploaded originals', () => {
  it('keeps no GPS or camera data of a phone photo, shows it upright, keeps its colour profile and pixels', async () => {
    const photo = await phonePhoto('jpeg');
    // A second image after the first (as phones append a preview or a gain map) with the same data, and a comment.
    const comment = Buffer.concat([
      Buffer.from([0xff, 0xfe, 0x00, COMMENT.length + 2]),
      Buffer.from(COMMENT, 'latin1'),
    ]);
    const bytes = Buffer.concat([photo.subarray(0, 2), comment, photo.subarray(2), photo]);
    const before = await sharp(bytes).metadata();
    expect(before.exif?.includes(MAKE)).toBe(true);
    expect(exifTags(before.exif)).toContain(0x8825);

    const uploaded = await upload(bytes, 'telefoon.jpg');
    expectNoCameraData(uploaded);
    await expectDescribed(uploaded, 'jpg');
    // Upright as a browser shows it: portrait, red at the top left.
    expect(uploaded.metadata.autoOrient).toEqual({ width: 200, height: 300 });
    expect(uploaded.document.metadata.dimensions).toMatchObject({ width: 200, height: 300 });
    expect(isRed(await shownColourAt(uploaded.stored, 0.1, 0.1))).toBe(true);
    expect(uploaded.metadata.icc?.equals(before.icc!)).toBe(true);
    // Not encoded again: the same pixels, so no quality is lost.
    expect((await rawPixels(uploaded.stored)).equals(await rawPixels(photo))).toBe(true);
  });

  it('keeps no camera data in PNG, WebP and AVIF either, each shown upright as uploaded', async () => {
    for (const [format, extension] of [
      ['png', 'png'],
      ['webp', 'webp'],
      ['avif', 'avif'],
    ] as const) {
      const bytes = await phonePhoto(format);
      expect((await sharp(bytes).metadata()).exif?.includes(MAKE), format).toBe(true);
      const uploaded = await upload(bytes, `telefoon.${extension}`);
      expectNoCameraData(uploaded);
      await expectDescribed(uploaded, extension);
      expect(uploaded.document.metadata.dimensions, format).toMatchObject({ width: 200, height: 300 });
      expect(isRed(await shownColourAt(uploaded.stored, 0.1, 0.1)), format).toBe(true);
      expect(uploaded.metadata.icc, format).toBeDefined();
      // PNG and WebP lose nothing; AVIF is encoded again (its metadata sits amid the image's own boxes).
      if (format !== 'avif') {
        expect((await rawPixels(uploaded.stored)).equals(await rawPixels(bytes)), format).toBe(true);
      }
    }
  });

  it('keeps no comment in a GIF', async () => {
    const gif = await sharp({ create: { width: 4, height: 2, channels: 3, background: '#f00' } })
      .gif()
      .toBuffer();
    const colourTable = gif[10]! & 0x80 ? 3 * 2 ** ((gif[10]! & 0x07) + 1) : 0;
    const start = 13 + colourTable;
    const comment = Buffer.concat([
      Buffer.from([0x21, 0xfe, COMMENT.length]),
      Buffer.from(COMMENT, 'latin1'),
      Buffer.from([0]),
    ]);
    const bytes = Buffer.concat([gif.subarray(0, start), comment, gif.subarray(start)]);
    const uploaded = await upload(bytes, 'bewegend.gif');
    expect(uploaded.stored.includes(COMMENT)).toBe(false);
    await expectDescribed(uploaded, 'gif');
    expect((await rawPixels(uploaded.stored)).equals(await rawPixels(bytes))).toBe(true);
  });

  it('stores an image without metadata, and an SVG, exactly as uploaded', async () => {
    const clean = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#0a7' } })
      .jpeg()
      .toBuffer();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"><!-- tekening --><rect width="30" height="20"/></svg>',
    );
    for (const [bytes, name, extension] of [
      [clean, 'schoon.jpg', 'jpg'],
      [svg, 'tekening.svg', 'svg'],
    ] as const) {
      const uploaded = await upload(bytes, name);
      expect(uploaded.stored.equals(bytes), name).toBe(true);
      await expectDescribed(uploaded, extension);
    }
  });

  it('the originals of the bundled dataset, in git, carry no camera data and are named by their bytes', async () => {
    const folder = 'content/assets/images';
    const photos = readdirSync(folder).filter((name) => /\.(jpe?g|png|webp|gif|avif)$/.test(name));
    expect(photos.length).toBeGreaterThan(0);
    for (const name of photos) {
      const bytes = readFileSync(path.join(folder, name));
      const { exif, xmp, iptc, comments } = await sharp(bytes).metadata();
      expect({ name, exif, xmp, iptc, comments }).toEqual({
        name,
        exif: undefined,
        xmp: undefined,
        iptc: undefined,
        comments: undefined,
      });
      expect(name.split('-')[0]).toBe(createHash('sha1').update(bytes).digest('hex'));
    }
  });
});
