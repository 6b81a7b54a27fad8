import { LakeError } from './errors';

/**
 * The query parameters of the Sanity image CDN's URL API, as `@sanity/image-url` writes them, read into one
 * normalised value: the same variant asked for in another spelling (parameter order, `fm=jpeg`, a cache buster) is
 * the same variant. Every value is checked; a wrong one is a 400 with a Dutch message.
 */

export const FITS = ['clip', 'crop', 'fill', 'fillmax', 'max', 'min', 'scale'] as const;
export const CROPS = ['top', 'bottom', 'left', 'right', 'center', 'focalpoint', 'entropy'] as const;
export const OUTPUT_FORMATS = ['jpg', 'pjpg', 'png', 'webp', 'avif'] as const;

export type Fit = (typeof FITS)[number];
export type Crop = (typeof CROPS)[number];
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** The largest side of a variant in pixels, after `dpr`: what the CDN allows too. */
export const MAX_OUTPUT_SIDE = 8192;
/** The most pixels a variant may have (a 50-megapixel image). */
export const MAX_OUTPUT_PIXELS = 50_000_000;

export interface ImageParams {
  /** The part of the (oriented, flipped) source to use: left, top, width, height in source pixels. */
  rect?: [number, number, number, number];
  width?: number;
  height?: number;
  maxWidth?: number;
  maxHeight?: number;
  minWidth?: number;
  minHeight?: number;
  fit?: Fit;
  /** Where to cut when `fit=crop` must drop part of the image; several sides combine (`top,left`). */
  crop?: Crop[];
  /** The point to keep in view with `crop=focalpoint`, as fractions of the width and height. */
  focalPoint?: [number, number];
  /** `auto=format`: AVIF or WebP by what the browser accepts. */
  autoFormat: boolean;
  format?: OutputFormat;
  quality?: number;
  dpr: number;
  /** Background for `fill`, `fillmax` and transparent parts turned opaque: `#rrggbb` or `#rrggbbaa`. */
  background?: string;
  flip?: 'h' | 'v' | 'hv';
  orientation?: 0 | 90 | 180 | 270;
  blur?: number;
  /** `dl`: sent as a download, under this name (empty: the file's own name). */
  download?: string;
}

/** The parameters `@sanity/image-url` can write that this lake does not apply: refused rather than ignored. */
const NOT_SUPPORTED = new Set(['sharp', 'invert', 'sat', 'pad', 'frame']);

const refuse = (message: string): never => {
  throw new LakeError(400, message);
};

function integer(name: string, value: string, min: number, max: number): number {
  const number = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(number) || number < min || number > max) {
    refuse(`"${name}" moet een geheel getal van ${min} tot ${max} zijn.`);
  }
  return number;
}

function fraction(name: string, value: string): number {
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number) || number < 0 || number > 1) {
    refuse(`"${name}" moet een getal van 0 tot 1 zijn.`);
  }
  return number;
}

function oneOf<T extends string>(name: string, value: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value)) {
    refuse(`"${name}" kent de waarde "${value.slice(0, 40)}" niet: gebruik ${allowed.join(', ')}.`);
  }
  return value as T;
}

function hexColour(value: string): string {
  const hex = value.replace(/^#/, '').toLowerCase();
  if (!/^([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/.test(hex)) {
    refuse('"bg" moet een kleur in hexadecimale notatie zijn, zoals fff of 1f7a4d.');
  }
  const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
  // The CDN writes alpha first (argb), as imgix does.
  return full.length === 8 ? `#${full.slice(2)}${full.slice(0, 2)}` : `#${full}`;
}

const SIDE = (name: string, value: string) => integer(name, value, 1, MAX_OUTPUT_SIDE);

/** Reads the URL's parameters; unknown names are ignored (cache busters), known ones are checked. */
export function parseImageParams(search: URLSearchParams): ImageParams {
  const params: ImageParams = { autoFormat: false, dpr: 1 };
  for (const [name, value] of search) {
    if (NOT_SUPPORTED.has(name)) refuse(`"${name}" wordt voor afbeeldingen hier niet ondersteund.`);
    switch (name) {
      case 'w':
        params.width = SIDE(name, value);
        break;
      case 'h':
        params.height = SIDE(name, value);
        break;
      case 'max-w':
        params.maxWidth = SIDE(name, value);
        break;
      case 'max-h':
        params.maxHeight = SIDE(name, value);
        break;
      case 'min-w':
        params.minWidth = SIDE(name, value);
        break;
      case 'min-h':
        params.minHeight = SIDE(name, value);
        break;
      case 'fit':
        params.fit = oneOf(name, value, FITS);
        break;
      case 'crop':
        params.crop = [...new Set(value.split(',').map((part) => oneOf(name, part, CROPS)))].sort();
        break;
      case 'fp-x':
        params.focalPoint = [fraction(name, value), params.focalPoint?.[1] ?? 0.5];
        break;
      case 'fp-y':
        params.focalPoint = [params.focalPoint?.[0] ?? 0.5, fraction(name, value)];
        break;
      case 'rect': {
        const parts = value.split(',');
        if (parts.length !== 4) refuse('"rect" moet vier gehele getallen zijn: links,boven,breedte,hoogte.');
        const [left, top, width, height] = parts.map((part, index) =>
          integer('rect', part, index < 2 ? 0 : 1, 100_000),
        ) as [number, number, number, number];
        params.rect = [left, top, width, height];
        break;
      }
      case 'auto':
        oneOf(name, value, ['format']);
        params.autoFormat = true;
        break;
      case 'fm':
        params.format = value === 'jpeg' ? 'jpg' : oneOf(name, value, OUTPUT_FORMATS);
        break;
      case 'q':
        params.quality = integer(name, value, 0, 100) || 1;
        break;
      case 'dpr': {
        const dpr = Number(value);
        if (!Number.isFinite(dpr) || dpr < 1 || dpr > 5) refuse('"dpr" moet een getal van 1 tot 5 zijn.');
        params.dpr = Math.round(dpr * 100) / 100;
        break;
      }
      case 'bg':
        params.background = hexColour(value);
        break;
      case 'flip':
        params.flip = value === 'vh' ? 'hv' : oneOf(name, value, ['h', 'v', 'hv'] as const);
        break;
      case 'or':
        params.orientation = Number(
          oneOf(name, value, ['0', '90', '180', '270']),
        ) as ImageParams['orientation'];
        break;
      case 'blur':
        params.blur = integer(name, value, 0, 2000) || undefined;
        break;
      case 'dl':
        params.download = value.replace(/[^\w.-]/g, '_').slice(0, 120);
        break;
      default:
    }
  }
  return params;
}

/** The parameters as one stable text: what names a variant on disk. */
export function variantKey(params: ImageParams, format: OutputFormat): string {
  const entries = Object.entries({ ...params, format, download: undefined })
    .filter(([, value]) => value !== undefined && value !== false)
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(entries);
}

/** Whether the request asks for anything but the file as stored (a download or `auto=format` alone do not). */
export function asksForTransformation(params: ImageParams): boolean {
  return Object.entries(params).some(([name, value]) =>
    name === 'dpr' ? value !== 1 : name !== 'autoFormat' && name !== 'download' && value !== undefined,
  );
}
