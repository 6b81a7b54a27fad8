import type { ContentImage as ContentImageValue } from '@/lib/domain/content/types';
import { contentImageSources } from '@/lib/shared/content/images';

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
}

/**
 * A content image with its intrinsic size (no layout shift). A plain <img>: the Sanity CDN already resizes and
 * converts when hosted, and the bundled files are SVG, so next/image would add JavaScript and nothing else.
 */
export function ContentImage({
  image,
  width,
  sizes,
  className,
  priority,
  fallbackAlt = '',
}: ContentImageProps) {
  const sources = contentImageSources(image, width);
  if (!image || !sources) return null;
  const intrinsicWidth = image.asset?.width ?? width;
  const intrinsicHeight = image.asset?.height ?? Math.round((width * 3) / 4);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see the comment above
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? sizes : undefined}
      width={intrinsicWidth}
      height={intrinsicHeight}
      alt={image.alt ?? fallbackAlt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
}
