import { createImageUrlBuilder } from '@sanity/image-url';
import { isHostedContent, sanityDataset, sanityProjectId } from '@/lib/domain/content/config';
import type { ContentImage } from '@/lib/domain/content/types';

const builder = isHostedContent
  ? createImageUrlBuilder({ projectId: sanityProjectId, dataset: sanityDataset })
  : null;

/**
 * URL of a content image at a given display width. Hosted: the Sanity image CDN (crop, hotspot, format). Bundled
 * dataset: the file shipped in public/content-images, whose URL the asset document carries.
 */
export function contentImageSrc(image: ContentImage | null | undefined, width: number): string | null {
  const asset = image?.asset;
  if (!asset?.url) return null;
  if (builder && asset.url.startsWith('https://cdn.sanity.io/')) {
    return builder
      .image({ ...image, asset: { _ref: asset._id } })
      .width(width)
      .fit('max')
      .auto('format')
      .url();
  }
  return asset.url;
}

const RESPONSIVE_WIDTHS = [480, 800, 1200, 1600];

/**
 * src and srcset for an <img>: the CDN renders each width when hosted; a shipped file (SVG) needs only one.
 */
export function contentImageSources(
  image: ContentImage | null | undefined,
  width: number,
): { src: string; srcSet?: string } | null {
  const src = contentImageSrc(image, width);
  if (!src) return null;
  if (!builder || !src.startsWith('https://cdn.sanity.io/')) return { src };
  const widths = RESPONSIVE_WIDTHS.filter((candidate) => candidate < width).concat(width);
  return {
    src,
    srcSet: widths.map((candidate) => `${contentImageSrc(image, candidate)} ${candidate}w`).join(', '),
  };
}
