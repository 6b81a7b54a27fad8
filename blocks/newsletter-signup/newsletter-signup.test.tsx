// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlocks } from '@/tests/unit/render-blocks';
import { newsletterSignupFixture } from './fixture';

describe('the newsletter sign-up block as a visitor sees it', () => {
  it('newsletter sign-up is a labelled e-mail form that works without JavaScript', () => {
    renderBlocks([newsletterSignupFixture]);
    const input = screen.getByLabelText('E-mailadres');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeRequired();
    expect(input.closest('form')).toHaveAttribute('action', '/nieuwsbrief');
  });
});
