import { createImageUrlBuilder } from '@sanity/image-url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentImage } from '@/lib/domain/content/types';

/** A 4000 × 3000 photo, cropped to its left half and top two thirds, its hotspot in the top left. */
const photo = {
  _type: 'accessibleImage',
  alt: 'Zonnepanelen op een dak',
  asset: {
    _id: 'image-0123456789abcdef0123456789abcdef01234567-4000x3000-jpg',
    url: '/api/lake/images/stroomplein-lokaal/production/0123456789abcdef0123456789abcdef01234567-4000x3000.jpg',
    width: 4000,
    height: 3000,
  },
  crop: { _type: 'sanity.imageCrop', left: 0, top: 0, right: 0.5, bottom: 1 / 3 },
  hotspot: { _type: 'sanity.imageHotspot', x: 0.2, y: 0.2, width: 0.1, height: 0.1 },
} as unknown as ContentImage;

const images = () => import('@/lib/shared/content/images');

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('content image URLs', () => {
  it('on the embedded default: the local lake URL with the crop, a srcset of widths and the cropped size', async () => {
    const { contentImageSources } = await images();
    const sources = contentImageSources(photo, 720)!;
    expect([sources.width, sources.height]).toEqual([2000, 2000]);
    const candidates = sources.srcSet!.split(', ');
    expect(candidates.map((candidate) => candidate.split(' ')[1])).toEqual([
      '320w',
      '400w',
      '480w',
      '560w',
      '640w',
      '720w',
      '800w',
      '960w',
      '1080w',
      '1200w',
      '1440w',
    ]);
    for (const candidate of candidates) {
      expect(candidate).toMatch(
        /^\/api\/lake\/images\/stroomplein-lokaal\/production\/0123456789abcdef0123456789abcdef01234567-4000x3000\.jpg\?rect=0,0,2000,2000&w=\d+&fit=max&auto=format \d+w$/,
      );
    }
  });

  it('hosted: the srcset holds exactly the URLs @sanity/image-url builds for the CDN, hotspot included', async () => {
    vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', 'abc123');
    vi.stubEnv('NEXT_PUBLIC_SANITY_DATASET', 'production');
    const { contentImageSources } = await images();
    const sources = contentImageSources(photo, 480, 3 / 2)!;
    const expected = createImageUrlBuilder({ projectId: 'abc123', dataset: 'production' })
      .image({ asset: { _ref: photo.asset!._id }, crop: photo.crop, hotspot: photo.hotspot })
      .width(800)
      .height(533)
      .fit('crop')
      .auto('format')
      .url();
    expect(expected).toMatch(
      /^https:\/\/cdn\.sanity\.io\/images\/abc123\/production\/.+\?rect=\d+,\d+,\d+,\d+&/,
    );
    expect(sources.srcSet!.split(', ')).toContain(`${expected} 800w`);
    expect([sources.width, sources.height]).toEqual([2000, 1333]);
  });

  it('sends a vector image as it is, without a srcset', async () => {
    const { contentImageSources } = await images();
    const vector = {
      ...photo,
      crop: undefined,
      asset: { ...photo.asset!, _id: 'image-abc-960x720-svg', width: 960, height: 720 },
    } as ContentImage;
    expect(contentImageSources(vector, 720)).toEqual({
      src: '/api/lake/images/stroomplein-lokaal/production/abc-960x720.svg',
      width: 960,
      height: 720,
    });
  });
});
