import type { Metadata } from 'next';
import { stegaClean } from '@sanity/client/stega';
import { contentImageSrc } from './images';
import { toHref } from '@/lib/domain/content/paths';
import type { ContentImage } from '@/lib/domain/content/types';
import type { NumberLocale } from '@/lib/domain/markets';

export interface SeoFields {
  title?: string;
  description?: string;
  image?: ContentImage | null;
  noIndex?: boolean;
}

/**
 * Page metadata from a document's SEO fields (its title when they have none). The title goes through the root layout's template, which adds
 * " - Stroomplein <postfix>".
 */
export function contentMetadata(
  pagePath: string,
  editedTitle: string,
  editedSeo: SeoFields | null | undefined,
  {
    locale,
    languages,
  }: {
    /** The market's locale, which Open Graph writes with an underscore (`nl_BE`). */
    locale: NumberLocale;
    /** The page's addresses per language-region (hreflang), when it has them. */
    languages?: Record<string, string>;
  },
): Metadata {
  // The head is read by browsers, crawlers and link previews, never clicked in Voorbeeld: no edit marks (stega.ts).
  const fallbackTitle = stegaClean(editedTitle);
  const seo = stegaClean(editedSeo);
  const title = seo?.title || fallbackTitle;
  const image = contentImageSrc(seo?.image, 1200);
  return {
    title,
    description: seo?.description,
    alternates: { canonical: toHref(pagePath), ...(languages ? { languages } : {}) },
    openGraph: {
      title,
      description: seo?.description,
      url: toHref(pagePath),
      type: 'website',
      locale: locale.replace('-', '_'),
      images: image ? [{ url: image, alt: seo?.image?.alt ?? '' }] : undefined,
    },
    robots: seo?.noIndex ? { index: false, follow: true } : undefined,
  };
}
