// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContentImage } from '@/lib/domain/content/types';
import { withInlineHeroImages } from '@/lib/server/content/inline-hero-images';
import { renderBlocks } from '@/tests/unit/render-blocks';
import { fixtureImage } from '../shared/fixture-content';
import { imageTextFixture } from '../image-text/fixture';
import { heroFixture } from './fixture';

describe('the hero block as a visitor sees it', () => {
  it('one h1, buttons to their destinations, image with alt text', () => {
    renderBlocks([heroFixture]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Alle blokken van de site');
    expect(screen.getByRole('link', { name: 'Word koper' })).toHaveAttribute('href', '/kopersinformatie');
    const photo = screen.getByRole('img', { name: 'Zonnepanelen op een dak in de zon' });
    // The first screen's largest image: fetched first, in the widths a phone or a desktop needs, its box reserved.
    expect(photo).toHaveAttribute('loading', 'eager');
    expect(photo).toHaveAttribute('fetchpriority', 'high');
    expect(photo.getAttribute('srcset')?.split(', ').length).toBeGreaterThan(2);
    expect(photo.getAttribute('sizes')).toBeTruthy();
    expect(Number(photo.getAttribute('width'))).toBeGreaterThan(0);
    expect(Number(photo.getAttribute('height'))).toBeGreaterThan(0);
  });

  it('an image below the hero waits until the visitor nears it', () => {
    renderBlocks([heroFixture, imageTextFixture]);
    const below = screen.getByRole('img', { name: 'Een straat met zonnepanelen op de daken' });
    expect(below).toHaveAttribute('loading', 'lazy');
    expect(below).not.toHaveAttribute('fetchpriority');
  });

  it('a small illustration comes inside the page, so the first screen waits for no second request', async () => {
    const illustration = { ...heroFixture, image: fixtureImage('illustration', 'Een dorp met zonnedaken') };
    const { blocks } = await withInlineHeroImages({ blocks: [illustration] });
    renderBlocks(blocks);
    const image = screen.getByRole('img', { name: 'Een dorp met zonnedaken' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml,%3Csvg%20/);
    expect(image).not.toHaveAttribute('srcset');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['960', '720']);
  });

  it('a photo carried inline is what a browser that shows AVIF takes up to its width; wider screens and other browsers fetch theirs', () => {
    const avif = 'data:image/avif;base64,AAAAHGZ0eXBhdmlm';
    const image: ContentImage = { ...heroFixture.image!, inlinePhoto: { width: 720, avif } };
    renderBlocks([{ ...heroFixture, image }]);
    const photo = screen.getByRole('img', { name: 'Zonnepanelen op een dak in de zon' });
    const source = photo.parentElement!.querySelector('source')!;
    expect(photo.parentElement!.tagName).toBe('PICTURE');
    expect(source).toHaveAttribute('type', 'image/avif');
    expect(source.getAttribute('sizes')).toBe(photo.getAttribute('sizes'));
    const [inline, ...fetched] = source.getAttribute('srcset')!.split(', ');
    expect(inline).toBe(`${avif} 720w`);
    expect(fetched.length).toBeGreaterThan(0);
    expect(
      fetched.map((candidate) => Number(/ (\d+)w$/.exec(candidate)![1])).every((width) => width > 720),
    ).toBe(true);
    expect(photo.getAttribute('srcset')).not.toContain('data:');
    expect(photo).toHaveAttribute('fetchpriority', 'high');
  });
});
