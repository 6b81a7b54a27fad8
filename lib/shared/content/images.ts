import { createImageUrlBuilder } from '@sanity/image-url';
import { LAKE_PROJECT_ID } from '@/lake/project';
import { isHostedContent, sanityApiHost, sanityDataset, sanityProjectId } from '@/lib/domain/content/config';
import type { ContentImage } from '@/lib/domain/content/types';

/**
 * Image URLs, one road for both content sources: `@sanity/image-url` builds them, for the Sanity image CDN when a
 * hosted project is configured, and for the local lake's images (which answer the same URL API) otherwise. Crop and
 * hotspot come with the image value, so what the editor set in the Studio is what the visitor gets.
 */
export const LOCAL_IMAGE_BASE_URL = '/api/lake';

const builder = createImageUrlBuilder(
  isHostedContent
    ? {
        projectId: sanityProjectId,
        dataset: sanityDataset,
        ...(sanityApiHost ? { baseUrl: sanityApiHost } : {}),
      }
    : { projectId: LAKE_PROJECT_ID, dataset: sanityDataset, baseUrl: LOCAL_IMAGE_BASE_URL },
);

/**
 * The widths a `srcset` offers, up to what the (cropped) image and the largest display allow. Steps of at most a
 * fifth up to 1,200: a phone never fetches much more than it shows (an image 380 px wide at DPR 1.75 takes 720w).
 */
export const SRCSET_WIDTHS = [320, 400, 480, 560, 640, 720, 800, 960, 1080, 1200, 1600, 2000, 2400];

const isVector = (image: ContentImage) => /-svg$/.test(image.asset?._id ?? '');

function source(image: ContentImage) {
  return { asset: { _ref: image.asset!._id }, crop: image.crop, hotspot: image.hotspot };
}

/** The width and height of the part of the image the editor kept (the crop), in pixels. */
export function croppedSize(image: ContentImage): { width: number; height: number } | null {
  const width = image.asset?.width;
  const height = image.asset?.height;
  if (!width || !height) return null;
  const crop = image.crop;
  return {
    width: Math.max(1, Math.round(width * (1 - (crop?.left ?? 0) - (crop?.right ?? 0)))),
    height: Math.max(1, Math.round(height * (1 - (crop?.top ?? 0) - (crop?.bottom ?? 0)))),
  };
}

/**
 * The URL of a content image `width` pixels wide. With `aspectRatio` (width / height) the image is cut to that shape
 * around the editor's hotspot; without, the whole crop is shown. A vector image is sent as it is.
 */
export function contentImageSrc(
  image: ContentImage | null | undefined,
  width: number,
  aspectRatio?: number,
): string | null {
  if (!image?.asset?._id) return null;
  const url = builder.image(source(image));
  if (isVector(image)) return url.url();
  const sized = aspectRatio
    ? url
        .width(width)
        .height(Math.round(width / aspectRatio))
        .fit('crop')
    : url.width(width).fit('max');
  return sized.auto('format').url();
}

export interface ContentImageSources {
  src: string;
  srcSet?: string;
  /** For browsers that show AVIF: the srcset with the photo's inline variant in place of the widths it covers. */
  avifSrcSet?: string;
  /** The intrinsic size the `<img>` declares, so the page keeps its place while it loads. */
  width: number;
  height: number;
}

/**
 * `src`, `srcset` and the intrinsic size for an `<img>` shown at most `displayWidth` CSS pixels wide: widths up to
 * twice that (sharp screens) and never past the cropped image itself.
 */
export function contentImageSources(
  image: ContentImage | null | undefined,
  displayWidth: number,
  aspectRatio?: number,
): ContentImageSources | null {
  if (!image?.asset?._id) return null;
  const cropped = croppedSize(image) ?? { width: displayWidth, height: Math.round((displayWidth * 3) / 4) };
  const ratio = aspectRatio ?? cropped.width / cropped.height;
  const size = { width: cropped.width, height: Math.round(cropped.width / ratio) };
  if (isVector(image)) return { src: image.inlineSrc ?? contentImageSrc(image, displayWidth)!, ...size };
  const largest = Math.min(cropped.width, 2 * displayWidth);
  const widths = [...new Set([...SRCSET_WIDTHS.filter((width) => width < largest), largest])];
  const src = contentImageSrc(image, Math.min(displayWidth, largest), aspectRatio)!;
  const candidate = (width: number) => `${contentImageSrc(image, width, aspectRatio)} ${width}w`;
  const inline = aspectRatio ? undefined : image.inlinePhoto;
  return {
    src,
    srcSet: widths.map(candidate).join(', '),
    ...(inline && {
      avifSrcSet: [
        `${inline.avif} ${inline.width}w`,
        ...widths.filter((width) => width > inline.width).map(candidate),
      ].join(', '),
    }),
    ...size,
  };
}
