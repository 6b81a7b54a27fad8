import 'server-only';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { writeFileAtomically } from './atomic-file.mjs';
import { LakeError } from './errors';
import {
  MAX_OUTPUT_PIXELS,
  MAX_OUTPUT_SIDE,
  variantKey,
  type ImageParams,
  type OutputFormat,
} from './image-params';

/**
 * Variants of a stored image, made as the Sanity image CDN makes them (orientation, `rect`, size and fit, focal
 * point, format, quality), once: each is written beside the originals under `variants/`, named by the file and
 * the normalised parameters, and read from there ever after. The output keeps no metadata (sharp drops EXIF, GPS
 * and XMP unless told otherwise). The work is bounded: as many transformations at once as the machine has cores,
 * one libvips thread each, the rest wait; the input and output sizes are capped.
 */

/** The most pixels an image may have to be stored or transformed (a 100-megapixel photo). */
export const MAX_INPUT_PIXELS = 100_000_000;

sharp.concurrency(1);
// libvips' operation cache keeps decoded images around; variants are cached on disk instead.
sharp.cache(false);

const MAX_AT_ONCE = availableParallelism();
interface ImageWork {
  running: number;
  waiting: (() => void)[];
  /** Variants being made, by file: a second request for one waits for the first. */
  inFlight: Map<string, Promise<Buffer>>;
}
const state = globalThis as typeof globalThis & { __stroompleinImageWork?: ImageWork };
const work: ImageWork = (state.__stroompleinImageWork ??= { running: 0, waiting: [], inFlight: new Map() });

/** Runs `task` once fewer than one decode or transformation per core is running; the rest wait their turn. */
export async function inTurn<T>(task: () => Promise<T>): Promise<T> {
  if (work.running >= MAX_AT_ONCE) await new Promise<void>((resolve) => work.waiting.push(resolve));
  else work.running++;
  try {
    return await task();
  } finally {
    const next = work.waiting.shift();
    if (next) next();
    else work.running--;
  }
}

export interface SourceImage {
  /** Where its bytes are. */
  file: string;
  /** Its file name (`<sha1>-<w>x<h>.<ext>`), which names its variants. */
  fileName: string;
  /** Width and height as shown (after EXIF orientation), as the asset id states them. */
  width: number;
  height: number;
  /** The stored format's extension: jpg, png, webp, gif, avif or svg. */
  extension: string;
}

export const MIME_TYPES: Record<OutputFormat | 'svg' | 'gif', string> = {
  jpg: 'image/jpeg',
  pjpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

/** The format of a variant: asked for (`fm`), chosen by the browser's `Accept` (`auto=format`), else the stored one. */
export function outputFormat(source: SourceImage, params: ImageParams, accept: string): OutputFormat {
  if (params.format) return params.format;
  if (params.autoFormat) {
    if (/\bimage\/avif\b/.test(accept)) return 'avif';
    if (/\bimage\/webp\b/.test(accept)) return 'webp';
  }
  if (source.extension === 'jpg') return 'jpg';
  if (source.extension === 'webp' || source.extension === 'avif') return source.extension;
  return 'png';
}

const tooLarge = () =>
  new LakeError(
    400,
    `Deze afmetingen zijn te groot: hoogstens ${MAX_OUTPUT_SIDE} pixels per zijde en ${MAX_OUTPUT_PIXELS / 1_000_000} megapixels.`,
  );

interface Plan {
  /** The size the (rect of the) source is resized to. */
  resize: { width: number; height: number; fit: 'fill' | 'cover' };
  /** Cut out of the resized image (fit=crop, min), or `entropy` to let libvips choose. */
  cut?: { left: number; top: number; width: number; height: number } | 'entropy';
  /** A canvas the resized image is centred on (fill, fillmax). */
  canvas?: { width: number; height: number };
}

/** Where a `crop` of `size` lands in `total`, by focal point (0–1) or by the sides asked for. */
function offset(total: number, size: number, focus: number | undefined, start: boolean, end: boolean) {
  const room = total - size;
  if (focus !== undefined) return Math.min(room, Math.max(0, Math.round(focus * total - size / 2)));
  if (start && !end) return 0;
  if (end && !start) return room;
  return Math.round(room / 2);
}

/** Works out sizes as the CDN does for each `fit`; `width` × `height` is the source after `rect` and `or`. */
export function planVariant(width: number, height: number, params: ImageParams): Plan {
  const scaled = (value: number | undefined) =>
    value === undefined ? undefined : Math.round(value * params.dpr);
  let w = scaled(params.width);
  let h = scaled(params.height);
  const fit = params.fit ?? 'clip';
  const noUpscale = fit === 'max' || fit === 'min' || fit === 'fillmax';
  let plan: Plan;
  if (w === undefined && h === undefined) {
    plan = { resize: { width, height, fit: 'fill' } };
  } else if (w === undefined || h === undefined) {
    const factor = w !== undefined ? w / width : h! / height;
    const capped = noUpscale ? Math.min(1, factor) : factor;
    plan = {
      resize: {
        width: Math.max(1, Math.round(width * capped)),
        height: Math.max(1, Math.round(height * capped)),
        fit: 'fill',
      },
    };
  } else if (fit === 'scale') {
    plan = { resize: { width: w, height: h, fit: 'fill' } };
  } else if (fit === 'clip' || fit === 'max' || fit === 'fill' || fit === 'fillmax') {
    const factor = Math.min(w / width, h / height, noUpscale ? 1 : Infinity);
    const resize = {
      width: Math.max(1, Math.round(width * factor)),
      height: Math.max(1, Math.round(height * factor)),
      fit: 'fill' as const,
    };
    plan = fit === 'fill' || fit === 'fillmax' ? { resize, canvas: { width: w, height: h } } : { resize };
  } else {
    // crop, min: cover the box, then cut it out. `min` never enlarges: a smaller source gives a smaller box.
    if (fit === 'min') {
      const shrink = Math.min(1, width / w, height / h);
      w = Math.max(1, Math.floor(w * shrink));
      h = Math.max(1, Math.floor(h * shrink));
    }
    const factor = Math.max(w / width, h / height);
    const resize = {
      width: Math.max(w, Math.round(width * factor)),
      height: Math.max(h, Math.round(height * factor)),
      fit: 'fill' as const,
    };
    const crop = params.crop ?? [];
    if (crop.includes('entropy')) {
      plan = { resize: { width: w, height: h, fit: 'cover' }, cut: 'entropy' };
    } else {
      const focal =
        crop.includes('focalpoint') || (crop.length === 0 && params.focalPoint)
          ? params.focalPoint
          : undefined;
      plan = {
        resize,
        cut: {
          left: offset(resize.width, w, focal?.[0], crop.includes('left'), crop.includes('right')),
          top: offset(resize.height, h, focal?.[1], crop.includes('top'), crop.includes('bottom')),
          width: w,
          height: h,
        },
      };
    }
  }
  const outWidth = plan.canvas?.width ?? (typeof plan.cut === 'object' ? plan.cut.width : plan.resize.width);
  const outHeight =
    plan.canvas?.height ?? (typeof plan.cut === 'object' ? plan.cut.height : plan.resize.height);
  // max-w and max-h shrink the whole result; min-w and min-h grow it.
  const maxWidth = scaled(params.maxWidth) ?? Infinity;
  const maxHeight = scaled(params.maxHeight) ?? Infinity;
  const minWidth = scaled(params.minWidth) ?? 0;
  const minHeight = scaled(params.minHeight) ?? 0;
  let factor = Math.min(1, maxWidth / outWidth, maxHeight / outHeight);
  if (factor === 1) factor = Math.max(1, minWidth / outWidth, minHeight / outHeight);
  if (factor !== 1) plan = scalePlan(plan, factor);
  const final = {
    width: plan.canvas?.width ?? (typeof plan.cut === 'object' ? plan.cut.width : plan.resize.width),
    height: plan.canvas?.height ?? (typeof plan.cut === 'object' ? plan.cut.height : plan.resize.height),
  };
  if (
    Math.max(final.width, final.height, plan.resize.width, plan.resize.height) > MAX_OUTPUT_SIDE ||
    final.width * final.height > MAX_OUTPUT_PIXELS
  ) {
    throw tooLarge();
  }
  return plan;
}

function scalePlan(plan: Plan, factor: number): Plan {
  const by = (value: number) => Math.max(1, Math.round(value * factor));
  return {
    resize: { ...plan.resize, width: by(plan.resize.width), height: by(plan.resize.height) },
    ...(plan.cut === undefined
      ? {}
      : {
          cut:
            plan.cut === 'entropy'
              ? 'entropy'
              : {
                  left: Math.min(by(plan.cut.left), by(plan.resize.width) - by(plan.cut.width)),
                  top: Math.min(by(plan.cut.top), by(plan.resize.height) - by(plan.cut.height)),
                  width: by(plan.cut.width),
                  height: by(plan.cut.height),
                },
        }),
    ...(plan.canvas ? { canvas: { width: by(plan.canvas.width), height: by(plan.canvas.height) } } : {}),
  };
}

/** Part of every stored variant's name: raised when `encode` changes, so variants made before are made anew. */
const ENCODING_VERSION = 2;

function encode(image: Sharp, format: OutputFormat, quality: number | undefined): Sharp {
  switch (format) {
    case 'jpg':
    case 'pjpg':
      return image.jpeg({ quality: quality ?? 75, mozjpeg: true, progressive: format === 'pjpg' });
    case 'png':
      return image.png({ compressionLevel: 9, palette: quality !== undefined, quality: quality ?? 100 });
    case 'webp':
      return image.webp({ quality: quality ?? 75, effort: 4 });
    default:
      // AVIF's scale runs lower than JPEG's for the same look. Effort 3 at 45 looks as effort 2 at 50 in a quarter
      // fewer bytes (what a slow phone waits for before its first photo) for about half as long again to make once.
      return image.avif({ quality: quality ?? 45, effort: 3 });
  }
}

/** Makes the variant: orient, cut out `rect`, turn and flip, resize and fit, encode without metadata. */
export async function transform(
  source: SourceImage,
  params: ImageParams,
  format: OutputFormat,
): Promise<Buffer> {
  const [left, top, rectWidth, rectHeight] = params.rect ?? [0, 0, source.width, source.height];
  if (left + rectWidth > source.width || top + rectHeight > source.height) {
    throw new LakeError(400, `"rect" valt buiten de afbeelding (${source.width} × ${source.height} pixels).`);
  }
  const turned = params.orientation === 90 || params.orientation === 270;
  const plan = planVariant(turned ? rectHeight : rectWidth, turned ? rectWidth : rectHeight, params);
  // An SVG is drawn at twice the variant's resolution for smooth edges (no larger, as far as the pixel limit
  // allows: a large drawing asked for small is not drawn whole at full size); `rect` is in its own units.
  const needed = Math.max(
    plan.resize.width / (turned ? rectHeight : rectWidth),
    plan.resize.height / (turned ? rectWidth : rectHeight),
  );
  const drawScale =
    source.extension === 'svg'
      ? Math.max(1 / 72, Math.min(2 * needed, Math.sqrt(MAX_INPUT_PIXELS / (source.width * source.height))))
      : 1;
  return inTurn(async () => {
    let image = sharp(source.file, {
      limitInputPixels: MAX_INPUT_PIXELS,
      animated: false,
      density: 72 * drawScale,
    }).autoOrient();
    if (params.rect) {
      const drawn = drawScale === 1 ? source : await image.metadata();
      const x = Math.floor(left * drawScale);
      const y = Math.floor(top * drawScale);
      image = image.extract({
        left: x,
        top: y,
        width: Math.max(1, Math.min(Math.round(rectWidth * drawScale), drawn.width! - x)),
        height: Math.max(1, Math.min(Math.round(rectHeight * drawScale), drawn.height! - y)),
      });
    }
    if (params.orientation) image = image.rotate(params.orientation);
    if (params.flip?.includes('h')) image = image.flop();
    if (params.flip?.includes('v')) image = image.flip();
    // Materialised here: sharp runs extract, rotate and resize in an order of its own within one pipeline.
    if (params.rect || params.orientation || params.flip) {
      const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
      image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    }
    image = image.resize({
      width: plan.resize.width,
      height: plan.resize.height,
      fit: plan.resize.fit,
      ...(plan.cut === 'entropy' ? { position: sharp.strategy.entropy } : {}),
    });
    if (plan.cut && plan.cut !== 'entropy') image = image.extract(plan.cut);
    const background = params.background ?? (format === 'jpg' || format === 'pjpg' ? '#ffffff' : '#ffffff00');
    if (plan.canvas) {
      const x = plan.canvas.width - plan.resize.width;
      const y = plan.canvas.height - plan.resize.height;
      image = image.extend({
        left: Math.floor(x / 2),
        right: Math.ceil(x / 2),
        top: Math.floor(y / 2),
        bottom: Math.ceil(y / 2),
        background,
      });
    }
    if (format === 'jpg' || format === 'pjpg' || params.background) image = image.flatten({ background });
    if (params.blur) image = image.blur(Math.min(1000, params.blur / 10) + 0.3);
    return encode(image, format, params.quality).toBuffer();
  });
}

/**
 * The variant's bytes: read from `variants/` when it was made before, else made (once, however many ask at the
 * same moment) and stored there.
 */
export async function variant(
  source: SourceImage,
  params: ImageParams,
  format: OutputFormat,
  variantsDir: string,
): Promise<Buffer> {
  const digest = createHash('sha256')
    .update(`${ENCODING_VERSION}:${variantKey(params, format)}`)
    .digest('hex')
    .slice(0, 32);
  const file = path.join(
    /*turbopackIgnore: true*/ variantsDir,
    source.fileName.replace(/\.[a-z]+$/, ''),
    `${digest}.${format === 'pjpg' ? 'jpg' : format}`,
  );
  if (existsSync(file)) return readFileSync(/*turbopackIgnore: true*/ file);
  const pending = work.inFlight.get(file);
  if (pending) return pending;
  const making = transform(source, params, format).then((bytes) => {
    writeFileAtomically(file, bytes);
    return bytes;
  });
  work.inFlight.set(file, making);
  try {
    return await making;
  } finally {
    work.inFlight.delete(file);
  }
}
