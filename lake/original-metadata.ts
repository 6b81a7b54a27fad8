import 'server-only';
import { crc32 } from 'node:zlib';
import sharp, { type Metadata } from 'sharp';
import { inTurn, MAX_INPUT_PIXELS } from './image-variants';

/**
 * An uploaded original as it is stored in content/assets/, which goes into git with the dataset: without what the
 * camera and editing programs wrote about the photo (GPS position, make, model and serial number, dates, EXIF
 * thumbnails, XMP, IPTC, comments, further images after the first), but with its EXIF orientation, alone, and its
 * colour profile. JPEG, PNG, WebP and GIF hold these in blocks of their own, which are left out without decoding
 * anything: the pixels stay the upload's, byte for byte. AVIF keeps them among the boxes its image is found by; one
 * that carries any is encoded again, at a high quality. An SVG is text and stays as it is. Written here because sharp
 * drops metadata only by encoding the image again, which a JPEG pays for in quality.
 */

class Malformed extends Error {}
const malformed = () => new Malformed('blocks not as expected');

/** A TIFF block (EXIF's format) with the orientation as its only tag. */
function orientationOnly(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(0x0112, 10);
  tiff.writeUInt16BE(3, 12); // SHORT
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  return tiff; // the next-IFD offset after it stays 0
}

/** Where the entropy-coded data after a start of scan ends: at the first marker that is not a restart. */
function endOfScan(bytes: Buffer, from: number): number {
  let at = from;
  for (;;) {
    const ff = bytes.indexOf(0xff, at);
    if (ff === -1 || ff + 1 >= bytes.length) throw malformed();
    const next = bytes[ff + 1]!;
    if (next !== 0x00 && (next < 0xd0 || next > 0xd7)) return ff;
    at = ff + 2;
  }
}

/** JFIF's APP0 without the thumbnail it may carry (a thumbnail can show what was cropped away). */
function jfifWithoutThumbnail(segment: Buffer): Buffer {
  if (segment.length <= 18) return segment;
  const kept = Buffer.from(segment.subarray(0, 18));
  kept.writeUInt16BE(16, 2);
  kept[16] = 0;
  kept[17] = 0;
  return kept;
}

/**
 * A JPEG's segments up to the end of its image; kept are the image's own, JFIF, the ICC profile and Adobe's colour
 * transform (without it some files decode in the wrong colours). EXIF, XMP and IPTC (APP1, APP13), the other
 * application segments, comments and whatever follows the end go.
 */
function jpegWithout(bytes: Buffer, orientation: number | undefined): Buffer {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) throw malformed();
  const head: Buffer[] = [bytes.subarray(0, 2)];
  const rest: Buffer[] = [];
  let at = 2;
  for (;;) {
    if (bytes[at] !== 0xff) throw malformed();
    while (bytes[at + 1] === 0xff) at++; // fill bytes before a marker
    const marker = bytes[at + 1];
    if (marker === undefined) throw malformed();
    if (marker === 0xd9) {
      rest.push(bytes.subarray(at, at + 2));
      break;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      rest.push(bytes.subarray(at, at + 2));
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) throw malformed();
    const length = bytes.readUInt16BE(at + 2);
    let end = at + 2 + length;
    if (length < 2 || end > bytes.length) throw malformed();
    if (marker === 0xda) end = endOfScan(bytes, end);
    const segment = bytes.subarray(at, end);
    const says = (text: string) => segment.toString('latin1', 4, 4 + text.length) === text;
    if (marker === 0xe0 && says('JFIF\0') && head.length === 1 && rest.length === 0) {
      head.push(jfifWithoutThumbnail(segment));
    } else if (
      (marker === 0xe2 && says('ICC_PROFILE\0')) ||
      (marker === 0xee && says('Adobe')) ||
      marker < 0xe0 ||
      (marker > 0xef && marker !== 0xfe)
    ) {
      rest.push(segment);
    }
    at = end;
  }
  if (orientation) {
    const exif = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), orientationOnly(orientation)]);
    const app1 = Buffer.alloc(4);
    app1.writeUInt16BE(0xffe1, 0);
    app1.writeUInt16BE(exif.length + 2, 2);
    head.push(app1, exif);
  }
  return Buffer.concat([...head, ...rest]);
}

/** What a PNG is drawn with; every other ancillary chunk (text, XMP, EXIF, times, thumbnails) goes. */
const PNG_KEPT = new Set([
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'iCCP',
  'cICP',
  'mDCV',
  'cLLI',
  'sBIT',
  'bKGD',
  'pHYs',
  'hIST',
  'sPLT',
  'acTL',
  'fcTL',
  'fdAT',
]);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write(type, 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return chunk;
}

function pngWithout(bytes: Buffer, orientation: number | undefined): Buffer {
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) throw malformed();
  const kept: Buffer[] = [PNG_SIGNATURE];
  let at = 8;
  for (;;) {
    if (at + 12 > bytes.length) throw malformed();
    const type = bytes.toString('latin1', at + 4, at + 8);
    const end = at + 12 + bytes.readUInt32BE(at);
    if (end > bytes.length) throw malformed();
    // Critical chunks (IHDR, PLTE, IDAT, IEND) start with a capital.
    if (/^[A-Z]/.test(type) || PNG_KEPT.has(type)) kept.push(bytes.subarray(at, end));
    if (type === 'IHDR' && orientation) kept.push(pngChunk('eXIf', orientationOnly(orientation)));
    at = end;
    if (type === 'IEND') return Buffer.concat(kept);
  }
}

/** What a WebP is drawn with; EXIF, XMP and any other chunk go. */
const WEBP_KEPT = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF', 'ICCP']);

function webpWithout(bytes: Buffer, orientation: number | undefined): Buffer {
  if (bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') {
    throw malformed();
  }
  const end = 8 + bytes.readUInt32LE(4);
  if (end > bytes.length) throw malformed();
  const kept: Buffer[] = [];
  let extended: Buffer | undefined;
  let at = 12;
  while (at + 8 <= end) {
    const type = bytes.toString('latin1', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    if (at + 8 + size > end) throw malformed();
    const next = Math.min(end, at + 8 + size + (size % 2));
    if (type === 'VP8X') {
      // Its flags say which chunks follow: EXIF (8) and XMP (4) no longer do.
      extended = Buffer.from(bytes.subarray(at, next));
      extended[8] = extended[8]! & ~0x0c;
      kept.push(extended);
    } else if (WEBP_KEPT.has(type)) {
      kept.push(bytes.subarray(at, next));
    }
    at = next;
  }
  if (orientation) {
    // EXIF needs the extended format; a file with an orientation has it.
    if (!extended) throw malformed();
    extended[8] = extended[8]! | 0x08;
    const exif = orientationOnly(orientation);
    const header = Buffer.alloc(8);
    header.write('EXIF', 0, 'latin1');
    header.writeUInt32LE(exif.length, 4);
    kept.push(header, exif);
  }
  const riff = Buffer.alloc(12);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(4 + kept.reduce((total, chunk) => total + chunk.length, 0), 4);
  riff.write('WEBP', 8, 'latin1');
  return Buffer.concat([riff, ...kept]);
}

function gifSubBlocksEnd(bytes: Buffer, from: number): number {
  let at = from;
  for (;;) {
    if (at >= bytes.length) throw malformed();
    const size = bytes[at]!;
    at += 1 + size;
    if (size === 0) return at;
  }
}

/** A GIF's images and their control and loop extensions; comments and other applications' data (XMP) go. */
function gifWithout(bytes: Buffer): Buffer {
  if (!/^GIF8[79]a$/.test(bytes.toString('latin1', 0, 6)) || bytes.length < 13) throw malformed();
  const colourTable = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  let at = 13 + colourTable(bytes[10]!);
  const kept: Buffer[] = [bytes.subarray(0, at)];
  for (;;) {
    const introducer = bytes[at];
    // A GIF cut off between blocks shows all the same: it gets its trailer.
    if (introducer === 0x3b || introducer === undefined) {
      kept.push(Buffer.from([0x3b]));
      return Buffer.concat(kept);
    }
    if (introducer === 0x21) {
      const label = bytes[at + 1];
      const end = gifSubBlocksEnd(bytes, at + 2);
      const application = bytes.toString('latin1', at + 3, at + 14);
      const loops = label === 0xff && (application === 'NETSCAPE2.0' || application === 'ANIMEXTS1.0');
      if (label === 0xf9 || label === 0x01 || loops) kept.push(bytes.subarray(at, end));
      at = end;
    } else if (introducer === 0x2c) {
      if (at + 11 > bytes.length) throw malformed();
      // Descriptor, local colour table, the LZW code size, then the data's sub-blocks.
      const end = gifSubBlocksEnd(bytes, at + 10 + colourTable(bytes[at + 9]!) + 1);
      kept.push(bytes.subarray(at, end));
      at = end;
    } else {
      throw malformed();
    }
  }
}

/** Decoded and encoded again: the orientation turned into the pixels, the colour profile kept, nothing else. */
async function encodedAgain(bytes: Uint8Array, metadata: Metadata): Promise<Uint8Array> {
  return inTurn(async () => {
    let image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: true }).keepIccProfile();
    // An animation is a strip of frames to libvips; turning it would turn the strip.
    if ((metadata.pages ?? 1) === 1) image = image.autoOrient();
    switch (metadata.format) {
      case 'jpeg':
        return image
          .jpeg({
            quality: 95,
            mozjpeg: true,
            chromaSubsampling: metadata.chromaSubsampling === '4:4:4' ? '4:4:4' : '4:2:0',
          })
          .toBuffer();
      case 'png':
        return image.png({ compressionLevel: 9 }).toBuffer();
      case 'webp':
        return image.webp({ quality: 95 }).toBuffer();
      case 'gif':
        return image.gif().toBuffer();
      default:
        return image.avif({ quality: 90, effort: 4 }).toBuffer();
    }
  });
}

/**
 * The bytes to store for an upload that sharp read as `metadata`: the same bytes when there is nothing to leave
 * out, so a clean file keeps its content hash. Throws when a file that needs encoding again cannot be decoded.
 */
export async function withoutPrivateMetadata(bytes: Uint8Array, metadata: Metadata): Promise<Uint8Array> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const orientation =
    metadata.orientation && metadata.orientation > 1 && metadata.orientation <= 8
      ? metadata.orientation
      : undefined;
  let stripped: Buffer;
  try {
    switch (metadata.format) {
      case 'svg':
        return bytes;
      case 'jpeg':
        stripped = jpegWithout(buffer, orientation);
        break;
      case 'png':
        stripped = pngWithout(buffer, orientation);
        break;
      case 'webp':
        stripped = webpWithout(buffer, orientation);
        break;
      case 'gif':
        stripped = gifWithout(buffer);
        break;
      default:
        // AVIF (HEIF): encoded again only when it carries metadata; its orientation is part of the image.
        return metadata.exif || metadata.xmp || metadata.iptc ? encodedAgain(bytes, metadata) : bytes;
    }
  } catch (error) {
    // Blocks that cannot be followed, though sharp could read the file: it is made anew.
    if (error instanceof Malformed) return encodedAgain(bytes, metadata);
    throw error;
  }
  return stripped.equals(buffer) ? bytes : stripped;
}
