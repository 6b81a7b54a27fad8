import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HomeQueryResult, PageByPathQueryResult } from '@/lib/domain/content/sanity.types';
import type { ContentImage } from '@/lib/domain/content/types';
import { homeQuery, pageByPathQuery } from '@/lib/shared/content/queries';
import { contentReader } from './read-content';
import sharp from 'sharp';
import {
  INLINE_PHOTO_WIDTH,
  inlinePhoto,
  inlineVector,
  MAX_INLINE_PHOTO_BYTES,
  MAX_INLINE_VECTOR_BYTES,
  withInlineHeroImages,
} from '@/lib/server/content/inline-hero-images';

type WithBlocks = { blocks: { _type: string; image?: ContentImage | null }[] };

const heroImage = (document: unknown) =>
  (document as WithBlocks).blocks.find((block) => block._type === 'hero')?.image;

/** An SVG of exactly `bytes` bytes. */
const svg = (bytes: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><desc>${'a'.repeat(bytes - 79)}</desc></svg>`;

function hostedVector(id: string): ContentImage {
  return {
    _type: 'accessibleImage',
    alt: 'Een tekening',
    asset: {
      _id: `image-${id}-960x720-svg`,
      url: `https://cdn.sanity.io/images/abc123/production/${id}-960x720.svg`,
      width: 960,
      height: 720,
    },
  } as ContentImage;
}

afterEach(() => vi.unstubAllGlobals());

describe('a hero’s image travels inside the page', () => {
  it('the bundled CMS page’s hero illustration comes as a data URL that decodes to its SVG', async () => {
    const page = await withInlineHeroImages(
      await (
        await contentReader()
      )<PageByPathQueryResult>(pageByPathQuery, { path: 'kopersinformatie' }),
    );
    const image = heroImage(page)!;
    expect(image.asset?.url).toBe('/content-images/digitale-meter.svg');
    const file = readFileSync(path.join('public', 'content-images', 'digitale-meter.svg'), 'utf8');
    expect(image.inlineSrc).toMatch(/^data:image\/svg\+xml,%3Csvg%20/);
    expect(decodeURIComponent(image.inlineSrc!.slice('data:image/svg+xml,'.length))).toBe(
      file.trim().replace(/\s+/g, ' '),
    );
    // Only URL code points: the quotes, spaces and angle brackets of the SVG are encoded.
    expect(image.inlineSrc).toMatch(/^[A-Za-z0-9!$&'()*+,\-./:;=?@_~%]+$/);
  });

  it('a photo comes as its AVIF variant a phone takes, 720 pixels wide, and keeps its URL for every other screen', async () => {
    const home = await withInlineHeroImages(await (await contentReader())<HomeQueryResult>(homeQuery));
    const image = heroImage(home)!;
    expect(image.asset?._id).toMatch(/-jpg$/);
    expect(image.inlineSrc).toBeUndefined();
    expect(image.inlinePhoto?.width).toBe(INLINE_PHOTO_WIDTH);
    const [, base64] = /^data:image\/avif;base64,([A-Za-z0-9+/]+=*)$/.exec(image.inlinePhoto!.avif)!;
    const bytes = Buffer.from(base64!, 'base64');
    expect(bytes.byteLength).toBeLessThanOrEqual(MAX_INLINE_PHOTO_BYTES);
    const { format, width } = await sharp(bytes).metadata();
    expect([format, width]).toEqual(['heif', INLINE_PHOTO_WIDTH]);
  });

  it('a photo cropped narrower than that variant is only linked', async () => {
    const home = await (await contentReader())<HomeQueryResult>(homeQuery);
    const photo = heroImage(home)!;
    const fetches = vi.fn(fetch);
    vi.stubGlobal('fetch', fetches);
    const narrow = { ...photo, crop: { _type: 'sanity.imageCrop', left: 0.8, right: 0, top: 0, bottom: 0 } };
    expect(await inlinePhoto(narrow as ContentImage)).toBeNull();
    expect(fetches).not.toHaveBeenCalled();
  });

  it('on a hosted project the SVG is read from the image CDN; too large or unreadable, the file is linked', async () => {
    const fetches = vi.fn(async (url: string) => {
      if (url.includes('klein')) return new Response(svg(1000));
      if (url.includes('groot')) return new Response(svg(MAX_INLINE_VECTOR_BYTES + 1));
      throw new TypeError('fetch failed');
    });
    vi.stubGlobal('fetch', fetches);
    expect(await inlineVector(hostedVector('klein'))).toMatch(/^data:image\/svg\+xml,%3Csvg%20/);
    expect(await inlineVector(hostedVector('groot'))).toBeNull();
    expect(await inlineVector(hostedVector('onbereikbaar'))).toBeNull();
    // An asset's file never changes: read once. A failed read is tried again at the next render.
    await inlineVector(hostedVector('klein'));
    await inlineVector(hostedVector('onbereikbaar'));
    const calls = (name: string) => fetches.mock.calls.filter(([url]) => url.includes(name)).length;
    expect([calls('klein'), calls('groot'), calls('onbereikbaar')]).toEqual([1, 1, 2]);
  });
});
