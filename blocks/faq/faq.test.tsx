// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderBlocks } from '@/tests/unit/render-blocks';
import { faqFixture } from './fixture';

describe('the FAQ block as a visitor sees it', () => {
  it('questions open as disclosures and FAQPage JSON-LD carries the same text', () => {
    const { container } = renderBlocks([faqFixture]);
    const summaries = container.querySelectorAll('details > summary');
    expect([...summaries].map((summary) => summary.textContent)).toEqual([
      'Moet ik van leverancier veranderen?',
      'Wat kost het?',
    ]);
    const jsonLd = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(jsonLd['@type']).toBe('FAQPage');
    expect(jsonLd.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: 'Moet ik van leverancier veranderen?',
      acceptedAnswer: {
        '@type': 'Answer',
        text: 'Je deelt stroom via je EAN-code. Lees meer in de kopersinformatie.',
      },
    });
  });

  it('FAQ JSON-LD cannot close its script element', () => {
    const hostile = {
      ...faqFixture,
      items: [{ _id: 'x', question: '</script><b>x</b>', answer: [] }],
    };
    const { container } = renderBlocks([hostile]);
    expect(container.querySelector('script[type="application/ld+json"]')!.innerHTML).not.toContain(
      '</script>',
    );
  });
});
