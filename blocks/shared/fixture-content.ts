import type { ContentImage, RichTextValue } from '@/lib/domain/content/types';

/** An inline SVG image, so the fixtures need no dataset. */
export function fixtureImage(label: string, alt: string, width = 640, height = 400): ContentImage {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#ede9fe"/><text x="50%" y="50%" text-anchor="middle" font-family="sans-serif" font-size="32" fill="#5b21b6">${label}</text></svg>`;
  return {
    _type: 'accessibleImage',
    alt,
    asset: { _id: `image-${label}`, url: `data:image/svg+xml,${encodeURIComponent(svg)}`, width, height },
  };
}

/** Rich text with a heading, a glossary term, a link and a list, shared by the text blocks' fixtures. */
export const richTextFixture: RichTextValue = [
  {
    _type: 'block',
    _key: 'b1',
    style: 'h2',
    markDefs: [],
    children: [{ _type: 'span', _key: 's1', text: 'Wat is energie delen?' }],
  },
  {
    _type: 'block',
    _key: 'b2',
    style: 'normal',
    markDefs: [
      {
        _type: 'glossary',
        _key: 'g1',
        term: { term: 'EAN-code', definition: 'Het unieke nummer van je aansluiting.' },
      },
      { _type: 'link', _key: 'l1', href: '/kopersinformatie' },
    ],
    children: [
      { _type: 'span', _key: 's2', text: 'Je deelt stroom via je ', marks: [] },
      { _type: 'span', _key: 's3', text: 'EAN-code', marks: ['g1'] },
      { _type: 'span', _key: 's4', text: '. Lees meer in de ', marks: [] },
      { _type: 'span', _key: 's5', text: 'kopersinformatie', marks: ['l1'] },
      { _type: 'span', _key: 's6', text: '.', marks: [] },
    ],
  },
  {
    _type: 'block',
    _key: 'b3',
    style: 'normal',
    listItem: 'bullet',
    level: 1,
    markDefs: [],
    children: [{ _type: 'span', _key: 's7', text: 'Lokaal opgewekt', marks: ['strong'] }],
  },
  {
    _type: 'block',
    _key: 'b4',
    style: 'normal',
    listItem: 'bullet',
    level: 1,
    markDefs: [],
    children: [{ _type: 'span', _key: 's8', text: 'Eerlijk geprijsd' }],
  },
];
