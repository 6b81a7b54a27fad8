import { createImageUrlBuilder } from '@sanity/image-url';
import { isHostedContent, sanityDataset, sanityProjectId } from './config';
import type { ContentImage } from './types';

const builder = isHostedContent ? createImageUrlBuilder({ projectId: sanityProjectId, dataset: sanityDataset }) : null;

/**
 * URL of a content image at a given display width. Hosted: the Sanity image CDN (crop, hotspot, format). Bundled
 * dataset: the file shipped in public/content-images, whose URL the asset document carries.
 */
export function contentImageSrc(image: ContentImage | null | undefined, width: number): string | null {
  const asset = image?.asset;
  if (!asset?.url) return null;
  if (builder && asset.url.startsWith('https://cdn.sanity.io/')) {
    return builder.image({ ...image, asset: { _ref: asset._id } }).width(width).fit('max').auto('format').url();
  }
  return asset.url;
}
