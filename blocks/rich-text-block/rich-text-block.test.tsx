// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Blocks } from '@/blocks/components';
import { TooltipHost } from '@/components/ui/tooltip-host';
import { richTextBlockFixture } from './fixture';

describe('the rich-text block as a visitor sees it', () => {
  it('heading anchors, internal links and a glossary tooltip', async () => {
    render(
      <>
        <Blocks blocks={[richTextBlockFixture]} market={null} preview={false} />
        <TooltipHost />
      </>,
    );
    // Under the block's own h2, the editor's h2 is an h3.
    expect(screen.getByRole('heading', { level: 3, name: 'Wat is energie delen?' })).toHaveAttribute(
      'id',
      'wat-is-energie-delen',
    );
    expect(screen.getByRole('link', { name: 'kopersinformatie' })).toHaveAttribute(
      'href',
      '/kopersinformatie',
    );
    // The tooltip layer arrives with the first interaction; the focused plain button hands focus to the Radix one.
    const plainTerm = screen.getByRole('button', { name: 'EAN-code' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => plainTerm.focus());
    await waitFor(() => expect(plainTerm).not.toBeInTheDocument());
    const term = screen.getByRole('button', { name: 'EAN-code' });
    expect(term).toHaveFocus();
    expect(
      within(await screen.findByRole('tooltip')).getByText(/Het unieke nummer van je aansluiting/),
    ).toBeInTheDocument();
    fireEvent.keyDown(term, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });
});
