import type {
  DiscoverFunnelQueryResult,
  HomeQueryResult,
  PageByPathQueryResult,
  RouteCopyQueryResult,
  SiteSettingsQueryResult,
} from './sanity.types';

export type HomeDocument = NonNullable<HomeQueryResult>;
export type PageDocument = NonNullable<PageByPathQueryResult>;
export type SiteSettings = NonNullable<SiteSettingsQueryResult>;
export type RouteCopy = NonNullable<RouteCopyQueryResult>;
export type DiscoverFunnel = NonNullable<DiscoverFunnelQueryResult>;
export type DiscoverStep = NonNullable<DiscoverFunnel['steps']>[number];

/** One page-builder block as the queries return it (same projection for home and pages). */
export type PageBlock = NonNullable<HomeDocument['blocks']>[number];
export type BlockType = PageBlock['_type'];
export type BlockOf<K extends BlockType> = Extract<PageBlock, { _type: K }>;

/** Portable Text as projected by the queries (glossary terms dereferenced). */
export type RichTextValue = NonNullable<BlockOf<'richTextBlock'>['body']>;

/**
 * An image as projected by the queries: the asset's URL and size travel along; a hero's image also carries itself
 * as a data URL, a small vector image whole (`inlineSrc`), a photo's phone-sized AVIF variant (`inlinePhoto`):
 * lib/server/content/inline-hero-images.ts.
 */
export type ContentImage = NonNullable<BlockOf<'imageText'>['image']> & {
  inlineSrc?: string;
  inlinePhoto?: InlinePhoto;
};

/** A photo's variant `width` pixels wide, as an AVIF data URL. */
export interface InlinePhoto {
  width: number;
  avif: string;
}
