// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlocks } from '@/tests/unit/render-blocks';
import { keyFiguresFixture } from './fixture';

describe('the key figures block as a visitor sees it', () => {
  it('numbers, percentages and euros in Belgian Dutch', () => {
    renderBlocks([keyFiguresFixture]);
    expect(screen.getByText('12.500')).toBeInTheDocument();
    expect(screen.getByText('25%')).toBeInTheDocument();
    expect(screen.getByText(/€\s340/)).toBeInTheDocument();
    expect(screen.getByText('Bron: Stroomplein, 2026')).toBeInTheDocument();
  });
});
