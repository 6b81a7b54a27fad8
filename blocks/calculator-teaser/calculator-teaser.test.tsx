// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlocks } from '@/tests/unit/render-blocks';
import { calculatorTeaserFixture } from './fixture';

describe('the calculator teaser block as a visitor sees it', () => {
  it('calculator teaser links to the code-owned calculator', () => {
    renderBlocks([calculatorTeaserFixture]);
    expect(screen.getByRole('link', { name: 'Calculator voor kopers' })).toHaveAttribute(
      'href',
      '/calculator/koper',
    );
  });
});
