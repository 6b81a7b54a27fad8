// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlocks } from '@/tests/unit/render-blocks';
import { tableFixture } from './fixture';

describe('the table block as a visitor sees it', () => {
  it('caption, column and row headers, a keyboard-scrollable region', () => {
    renderBlocks([tableFixture]);
    const region = screen.getByRole('region', { name: 'Vormen van energie delen' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Vorm',
      'Wie',
      'Afstand',
    ]);
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Peer-to-peer',
      'In een gebouw',
    ]);
  });
});
