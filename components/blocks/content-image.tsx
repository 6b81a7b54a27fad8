import type { ContentImage as ContentImageValue } from '@/lib/domain/content/types';
import { contentImageSources } from '@/lib/shared/content/images';

/**
 * `sizes` for an image in one of the two columns of a block laid out `max-w-6xl px-4` with `gap-10 md:grid-cols-2`:
 * half of 1,152 px less the padding and the gap, half the viewport less the same below that, full width less the
 * padding on a phone.
 */
export const HALF_COLUMN_SIZES =
  '(min-width: 1152px) 540px, (min-width: 768px) calc(50vw - 36px), calc(100vw - 32px)';

interface ContentImageProps {
  image: ContentImageValue | null | undefined;
  /** Largest width the image is shown at, in CSS pixels. */
  width: number;
  sizes: string;
  className?: string;
  /** The largest image above the fold: fetched first instead of lazily. */
  priority?: boolean;
  /** Alternative text when the image has none of its own (a partner's name). */
  fallbackAlt?: string;
  /** Width / height of the box it fills: the image is cut to it around the editor's hotspot. */
  aspectRatio?: number;
  /** In the preview: the image field's `data-sanity` attribute (lib/server/content/edit-attributes.ts). */
  editAttribute?: string;
}

/**
 * A content image with its intrinsic size (no layout shift). A plain <img>: the image CDN (hosted) or the local
 * lake's images (the same URL API) resize, crop and convert, so next/image would add JavaScript and nothing else.
 * A hero photo carried inline (lib/server/content/inline-hero-images.ts) is offered first to browsers that show
 * AVIF (the site's styles show every <img> as a block, so the <picture> around it adds no gap).
 */
export function ContentImage({
  image,
  width,
  sizes,
  className,
  priority,
  fallbackAlt = '',
  aspectRatio,
  editAttribute,
}: ContentImageProps) {
  const sources = contentImageSources(image, width, aspectRatio);
  if (!image || !sources) return null;
  const img = (
    // eslint-disable-next-line @next/next/no-img-element -- see the comment above
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? sizes : undefined}
      width={sources.width}
      height={sources.height}
      alt={image.alt ?? fallbackAlt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
      data-sanity={editAttribute}
    />
  );
  if (!sources.avifSrcSet) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avifSrcSet} sizes={sizes} />
      {img}
    </picture>
  );
}
