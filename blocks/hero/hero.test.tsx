// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlocks } from '@/tests/unit/render-blocks';
import { heroFixture } from './fixture';

describe('the hero block as a visitor sees it', () => {
  it('one h1, buttons to their destinations, image with alt text', () => {
    renderBlocks([heroFixture]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Alle blokken van de site');
    expect(screen.getByRole('link', { name: 'Word koper' })).toHaveAttribute('href', '/kopersinformatie');
    expect(screen.getByRole('img', { name: 'Zonnepanelen op een dak in de zon' })).toHaveAttribute(
      'loading',
      'eager',
    );
  });
});
