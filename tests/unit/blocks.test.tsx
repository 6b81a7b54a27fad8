// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Blocks, blockComponents, isKnownBlockType } from '@/blocks/components';
import { blockFixtures } from '@/blocks/fixtures';
import { RichText, headingTags, splitAtH2 } from '@/components/blocks/rich-text';
import { headingAnchors, slugifyHeading, tableOfContents } from '@/components/blocks/rich-text-anchors';
import { shownInMarket } from '@/lib/domain/markets';
import type { PageBlock, RichTextValue } from '@/lib/domain/content/types';
import { formatFigure } from '@/lib/domain/format';
import { renderBlocks } from './render-blocks';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), prefetch: vi.fn() }) }));

describe('block visibility by market', () => {
  it('shows a block without markets everywhere, a limited block only in its markets', () => {
    expect(shownInMarket({}, null)).toBe(true);
    expect(shownInMarket({ markets: [] }, 'belgium')).toBe(true);
    expect(shownInMarket({ markets: ['belgium'] }, 'belgium')).toBe(true);
    expect(shownInMarket({ markets: ['belgium'] }, 'netherlands')).toBe(false);
    expect(shownInMarket({ markets: ['belgium'] }, null)).toBe(false);
  });

  it('leaves out blocks meant for another market', () => {
    const dutchOnly = {
      ...blockFixtures.quote,
      _key: 'nl',
      text: 'Alleen in Nederland',
      markets: ['netherlands'],
    };
    renderBlocks([blockFixtures.quote, dutchOnly], 'belgium');
    expect(screen.getByText(blockFixtures.quote.text!)).toBeInTheDocument();
    expect(screen.queryByText('Alleen in Nederland')).toBeNull();
  });

  it('says in the preview, in its place, where a block for other markets shows; visitors get nothing', () => {
    const elsewhere = {
      ...blockFixtures.quote,
      _key: 'elders',
      text: 'Alleen elders',
      markets: ['netherlands', 'sharingiscaring'],
    };
    const source = { id: 'page-overons', type: 'page' };
    const visitor = render(<Blocks blocks={[elsewhere]} market="belgium" source={source} />);
    expect(visitor.container).toBeEmptyDOMElement();
    visitor.unmount();
    render(<Blocks blocks={[elsewhere]} market="belgium" preview source={source} />);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Dit blok staat alleen in: Nederland en Sharing is Caring.');
    expect(note).toHaveAttribute('data-sanity', expect.stringContaining('path=blocks:elders'));
    expect(screen.queryByText('Alleen elders')).toBeNull();
  });
});

describe('the block map', () => {
  it('has a component for every block type and renders each fixture', () => {
    expect(Object.keys(blockComponents).sort()).toEqual(Object.keys(blockFixtures).sort());
    renderBlocks(Object.values(blockFixtures));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const heading of [
      'Tekst',
      'Waarom Stroomplein',
      'Zo werkt het',
      'Veelgestelde vragen',
      'In cijfers',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(screen.getByRole('table', { name: 'Vormen van energie delen' })).toBeInTheDocument();
  });

  it('skips an unknown block type for visitors and names it in preview', () => {
    const unknown = { _type: 'carousel', _key: 'x' } as unknown as PageBlock;
    expect(isKnownBlockType('carousel')).toBe(false);
    const { unmount } = renderBlocks([unknown, blockFixtures.quote]);
    expect(screen.queryByText(/Onbekend bloktype/)).toBeNull();
    expect(screen.getByText(blockFixtures.quote.text!)).toBeInTheDocument();
    unmount();
    renderBlocks([unknown], null, true);
    expect(screen.getByRole('status')).toHaveTextContent('Onbekend bloktype: carousel');
  });
});

describe('click-to-edit marks in the preview', () => {
  const source = { id: 'page-overons', type: 'page' };
  const marked = (container: HTMLElement) =>
    [...container.querySelectorAll('[data-sanity]')].map((element) => element.getAttribute('data-sanity'));

  it('marks each block, and what shows no text of its own, for the Presentation tool, in draft mode only', () => {
    const blocks = [blockFixtures.hero, blockFixtures.quote, blockFixtures.keyFigures];
    const visitor = render(<Blocks blocks={blocks} market={null} source={source} />);
    expect(marked(visitor.container)).toEqual([]);
    visitor.unmount();

    const { container } = render(<Blocks blocks={blocks} market={null} preview source={source} />);
    // Each block is one click target; texts open their fields through stega (lib/shared/content/stega.ts), the
    // hero's image and a key figure's number by attribute.
    expect([...container.children].map((element) => element.getAttribute('data-sanity'))).toEqual([
      `id=page-overons;type=page;path=blocks:${blockFixtures.hero._key};base=%2Fstudio`,
      `id=page-overons;type=page;path=blocks:${blockFixtures.quote._key};base=%2Fstudio`,
      `id=page-overons;type=page;path=blocks:${blockFixtures.keyFigures._key};base=%2Fstudio`,
    ]);
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveAttribute('data-sanity');
    expect(screen.getByRole('img', { name: 'Zonnepanelen op een dak in de zon' })).toHaveAttribute(
      'data-sanity',
      `id=page-overons;type=page;path=blocks:${blockFixtures.hero._key}.image;base=%2Fstudio`,
    );
    expect(screen.getByText('12.500', { exact: false }).closest('dd')).toHaveAttribute(
      'data-sanity',
      `id=page-overons;type=page;path=blocks:${blockFixtures.keyFigures._key}.figures:f1.value;base=%2Fstudio`,
    );
  });
});

describe('rich text', () => {
  it('rich text headings keep the page outline wherever the text is placed', () => {
    const block = (style: 'h2' | 'h3' | 'normal') => ({
      _type: 'block' as const,
      _key: style,
      style,
      markDefs: null,
      children: [],
    });
    // A text whose editor started at h3, under a page's h1: its headings move up one level.
    expect(headingTags([block('h3'), block('normal')], 2)).toEqual({ h2: 'h2', h3: 'h2' });
    // Under a block's h2, an editor's h2 becomes h3 and h3 h4.
    expect(headingTags([block('h2'), block('h3')], 3)).toEqual({ h2: 'h3', h3: 'h4' });
    expect(headingTags([block('normal')], 2)).toEqual({ h2: 'h2', h3: 'h3' });
  });

  it('a long text laid out per h2 section reads exactly as the whole text', () => {
    const paragraph = (key: string, style: 'h2' | 'normal', text: string) => ({
      _type: 'block' as const,
      _key: key,
      style,
      markDefs: [],
      children: [{ _type: 'span' as const, _key: `${key}-tekst`, text }],
    });
    const value: RichTextValue = [
      paragraph('intro', 'normal', 'Deze verklaring geldt voor iedereen.'),
      ...(blockFixtures.richTextBlock.body ?? []),
      paragraph('rechten', 'h2', 'Jouw rechten'),
      paragraph('inzage', 'normal', 'Je mag je gegevens inkijken.'),
    ];
    expect(splitAtH2(value).map((section) => section.map((block) => block._key))).toEqual([
      ['intro'],
      ['b1', 'b2', 'b3', 'b4'],
      ['rechten', 'inzage'],
    ]);
    const whole = render(<RichText value={value} />).container;
    const inSections = render(<RichText value={value} lazySections />).container;
    expect(inSections.textContent).toBe(whole.textContent);
    expect(within(inSections).getAllByRole('listitem')).toHaveLength(2);
    expect(within(inSections).getByRole('heading', { level: 2, name: 'Jouw rechten' })).toHaveAttribute(
      'id',
      'jouw-rechten',
    );
  });
});

describe('heading anchors', () => {
  it('slugs readable ids without accents', () => {
    expect(slugifyHeading('Wat is een EAN-code?')).toBe('wat-is-een-ean-code');
    expect(slugifyHeading('Privacy & cookies: één overzicht')).toBe('privacy-cookies-een-overzicht');
    expect(slugifyHeading('???')).toBe('sectie');
  });

  it('keeps repeated headings unique and lists only h2 in the table of contents', () => {
    const heading = (key: string, style: string, text: string) => ({
      _type: 'block',
      _key: key,
      style,
      children: [{ text }],
    });
    const value = [heading('a', 'h2', 'Doel'), heading('b', 'h3', 'Details'), heading('c', 'h2', 'Doel')];
    expect([...headingAnchors(value).values()]).toEqual(['doel', 'details', 'doel-2']);
    expect(tableOfContents(value)).toEqual([
      { id: 'doel', text: 'Doel' },
      { id: 'doel-2', text: 'Doel' },
    ]);
  });
});

describe('formatFigure', () => {
  it('formats per the editor’s choice in nl-BE', () => {
    expect(formatFigure(12500)).toBe('12.500');
    expect(formatFigure(3.75)).toBe('3,75');
    expect(formatFigure(0.125, 'percent')).toBe('12,5%');
    expect(formatFigure(1234, 'euro').replace(/\s/g, ' ')).toBe('€ 1.234');
  });
  it('formats the figures of a page in its market’s locale', () => {
    const formats = vi.spyOn(Intl, 'NumberFormat');
    renderBlocks([blockFixtures.keyFigures, blockFixtures.caseStudyList], 'netherlands');
    const locales = formats.mock.calls.map(([locale]) => locale);
    formats.mockRestore();
    expect(locales).toContain('nl-NL');
    expect(locales).not.toContain('nl-BE');
  });
});
